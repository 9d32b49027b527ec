import TerminalUI

/// Everything that can stop guia before or while it shows a document.
public enum GuiaError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An option guia does not know.
  case unknownOption(String)
  /// More than one file was named.
  case tooManyFiles([String])
  /// The file does not exist.
  case fileNotFound(path: String)
  /// The file exists but cannot be read.
  case unreadable(path: String, reason: String)
  /// The path names a directory.
  case isDirectory(path: String)
  /// The terminal could not be opened.
  case terminal(TerminalError)
  /// The document could not be written to standard output.
  case writeFailed(reason: String)

  public var description: String {
    switch self {
    case .unknownOption(let option):
      return "unknown option '\(option)' (try 'guia --help')"
    case .tooManyFiles(let paths):
      return "one file at a time, but \(paths.count) were given: \(paths.joined(separator: " "))"
    case .fileNotFound(let path):
      return "\(path): no such file"
    case .unreadable(let path, let reason):
      return "\(path): cannot read: \(reason)"
    case .isDirectory(let path):
      return "\(path): is a directory, not a document"
    case .terminal(let error):
      return error.description
    case .writeFailed(let reason):
      return "cannot write the document: \(reason)"
    }
  }

  /// The status guia exits with for this error.
  public var exitStatus: ExitStatus {
    switch self {
    case .unknownOption, .tooManyFiles: return .usage
    case .fileNotFound, .unreadable, .isDirectory: return .noInput
    case .terminal: return .terminalUnavailable
    case .writeFailed: return .ioError
    }
  }
}
