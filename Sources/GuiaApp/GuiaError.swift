import TerminalUI

/// Everything that can stop guia before or while it shows a document.
public enum GuiaError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An option guia does not know.
  case unknownOption(String)
  /// An option that takes a value was given none.
  case missingValue(String)
  /// An option's value is not one it takes.
  case invalidValue(option: String, value: String)
  /// `guia demo` with a name that is not a demo.
  case unknownDemo(String)
  /// A demo was asked for with standard output not a terminal.
  case notATerminal
  /// The report could not be written.
  case reportFailed(path: String, reason: String)
  /// More than one file was named.
  case tooManyFiles([String])
  /// The file does not exist.
  case fileNotFound(path: String)
  /// The file exists but cannot be read.
  case unreadable(path: String, reason: String)
  /// The path names a directory.
  case isDirectory(path: String)
  /// The path (or standard input, for `-`) is a terminal: its keys are no document.
  case isTerminal(path: String)
  /// The terminal could not be opened.
  case terminal(TerminalError)
  /// The document could not be written to standard output.
  case writeFailed(reason: String)
  /// The options of an environment variable (`GUIA`) are wrong.
  indirect case inEnvironment(variable: String, GuiaError)

  public var description: String {
    switch self {
    case .unknownOption(let option):
      return "unknown option '\(option)' (try 'guia --help')"
    case .missingValue(let option):
      return "option '\(option)' needs a value (try 'guia --help')"
    case .invalidValue(let option, let value):
      return "option '\(option)' does not take '\(value)' (see 'guia --help' for its range)"
    case .unknownDemo(let name):
      return "unknown demo '\(name)': the demos are 'offset', 'margins' and 'numbers'"
    case .notATerminal:
      return "the demos need a terminal on standard output"
    case .reportFailed(let path, let reason):
      return "\(path): cannot write the report: \(reason)"
    case .tooManyFiles(let paths):
      return "one file at a time, but \(paths.count) were given: \(paths.joined(separator: " "))"
    case .fileNotFound(let path):
      return "\(path): no such file"
    case .unreadable(let path, let reason):
      return "\(path): cannot read: \(reason)"
    case .isDirectory(let path):
      return "\(path): is a directory, not a document"
    case .isTerminal(let path):
      return "\(path): is a terminal, not a document (name a file, or pipe text into guia)"
    case .terminal(let error):
      return error.description
    case .writeFailed(let reason):
      return "cannot write the document: \(reason)"
    case .inEnvironment(let variable, .tooManyFiles):
      return "\(variable) holds options only, not files or demos"
    case .inEnvironment(let variable, let error):
      return "in \(variable): \(error.description)"
    }
  }

  /// The status guia exits with for this error.
  public var exitStatus: ExitStatus {
    switch self {
    case .unknownOption, .tooManyFiles, .missingValue, .invalidValue, .unknownDemo, .inEnvironment:
      return .usage
    case .reportFailed: return .cannotCreate
    case .fileNotFound, .unreadable, .isDirectory, .isTerminal: return .noInput
    case .terminal, .notATerminal: return .terminalUnavailable
    case .writeFailed: return .ioError
    }
  }
}
