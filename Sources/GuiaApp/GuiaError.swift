import Document
import Localization
import TerminalUI

/// Everything that can stop guia before or while it shows a document.
public enum GuiaError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An option guia does not know.
  case unknownOption(String)
  /// A long option's name cut so short that more than one option begins so (`--li`).
  case ambiguousOption(String)
  /// An option that takes a value was given none.
  case missingValue(String)
  /// An option that takes a number was given none (in `LESS`, where less says so).
  case numberRequired(String)
  /// An option's value is not one it takes.
  case invalidValue(option: String, value: String)
  /// `guia demo` with a name that is not a demo.
  case unknownDemo(String)
  /// A demo was asked for with standard output not a terminal.
  case notATerminal
  /// The report could not be written.
  case reportFailed(path: String, reason: LocalizedStringKey)
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
  /// The path, to be read as Markdown, is a device (`z.md` linked to `/dev/zero`).
  case isDevice(path: String)
  /// Markdown from what has no size of its own (a FIFO, a pipe) went on past `limit` bytes.
  case markdownTooLarge(path: String, limit: Int)
  /// The terminal could not be opened.
  case terminal(TerminalError)
  /// The document could not be written to standard output.
  case writeFailed(reason: String)
  /// The options of an environment variable (`GUIA`) are wrong.
  indirect case inEnvironment(variable: String, GuiaError)
  /// `LESSSECURE_ALLOW` or `LESSSECURE_DISALLOW` names no feature of less's secure mode.
  case unknownSecureFeature(variable: String, name: String)
  /// `guia snapshot`: guia did not settle (answer the keys, finish its work) in time.
  case snapshotTimedOut(seconds: Int)
  /// `cmd | guia snapshot -`: standard input had not ended when `--timeout` ran out.
  case snapshotInputNotEnded(seconds: Int)
  /// `cmd | guia snapshot -`: standard input held more than the spool takes.
  case snapshotInputTooLarge(mebibytes: Int)
  /// `guia snapshot --expect`: the final screen does not show the text.
  case snapshotLacks(text: String, output: String)
  /// `guia snapshot`: the picture could not be written.
  case snapshotNotWritten(path: String, reason: String)
  /// `guia snapshot -o x.png` with no `rsvg-convert` to make a PNG.
  case noPNGConverter

  public var description: String { message.text(in: .current) }

  /// The words for the error, in Spanish: the key of its translations. What came from the
  /// command line or the system is display text, sanitised.
  public var message: LocalizedStringKey {
    func shown(_ text: String) -> DisplayText { DisplayText(sanitizing: text) }
    switch self {
    case .unknownOption(let option):
      return "opción desconocida '\(shown(option))' (prueba 'guia --help')"
    case .ambiguousOption(let option):
      return "'\(shown(option))' es el principio de más de una opción (prueba 'guia --help')"
    case .missingValue(let option):
      return "la opción '\(shown(option))' necesita un valor (prueba 'guia --help')"
    case .numberRequired(let option):
      return "hace falta un número después de \(shown(option))"
    case .invalidValue(let option, let value):
      return "la opción '\(shown(option))' no acepta '\(shown(value))' (mira su rango en 'guia --help')"
    case .unknownDemo(let name):
      return "demo desconocida '\(shown(name))': las demos son 'offset', 'margins' y 'numbers'"
    case .notATerminal:
      return "las demos necesitan una terminal en la salida estándar"
    case .reportFailed(let path, let reason):
      return "\(shown(path)): no se puede escribir el informe: \(reason)"
    case .tooManyFiles(let paths):
      return "un archivo cada vez, pero se dieron \(paths.count): \(shown(paths.joined(separator: " ")))"
    case .fileNotFound(let path):
      return "\(shown(path)): no existe ese archivo"
    case .unreadable(let path, let reason):
      return "\(shown(path)): no se puede leer: \(shown(reason))"
    case .isDirectory(let path):
      return "\(shown(path)): es un directorio, no un documento"
    case .isTerminal(let path):
      return "\(shown(path)): es una terminal, no un documento (nombra un archivo, o pasa texto a guia por una tubería)"
    case .isDevice(let path):
      return "\(shown(path)): es un dispositivo, no un documento Markdown (--plain lo lee como texto)"
    case .markdownTooLarge(let path, let limit):
      return "\(shown(path)): más de \(limit >> 20) MiB de Markdown sin final a la vista (--plain lo lee como texto)"
    case .terminal(let error):
      return error.message
    case .writeFailed(let reason):
      return "no se puede escribir el documento: \(shown(reason))"
    case .inEnvironment(let variable, .tooManyFiles):
      return "\(shown(variable)) solo lleva opciones, ni archivos ni demos"
    case .inEnvironment(let variable, let error):
      return "en \(shown(variable)): \(error.message)"
    case .unknownSecureFeature(let variable, let name):
      return "en \(shown(variable)): '\(shown(name))' no es una de edit, examine, glob, history, lesskey, lessopen, logfile, osc8, pipe, shell, stop, tags"
    case .snapshotTimedOut(let seconds):
      return "snapshot: guia no terminó de responder en \(seconds) s (una tecla que sigue trabajando, como F, no acaba nunca)"
    case .snapshotInputNotEnded(let seconds):
      return "snapshot: la entrada estándar no terminó en \(seconds) s (--timeout); se lee hasta su fin antes de mostrarla"
    case .snapshotInputTooLarge(let mebibytes):
      return "snapshot: la entrada estándar pasa de \(mebibytes) MiB, lo más que se guarda para mostrarla; recórtala antes (head -c)"
    case .snapshotLacks(let text, let output):
      return "snapshot: la pantalla final no muestra '\(shown(text))' (está en \(shown(output)))"
    case .snapshotNotWritten(let path, let reason):
      return "\(shown(path)): no se puede escribir la captura: \(shown(reason))"
    case .noPNGConverter:
      return "snapshot: un PNG necesita rsvg-convert (apt-get install librsvg2-bin); .svg y .txt no"
    }
  }

  /// Whether a file named could not be read (missing, unreadable, a directory, a terminal):
  /// as less, guia says so and goes on to the next file named.
  public var isUnreadableFile: Bool {
    switch self {
    case .fileNotFound, .unreadable, .isDirectory, .isTerminal: true
    default: false
    }
  }

  /// The status guia exits with for this error.
  public var exitStatus: ExitStatus {
    switch self {
    case .unknownOption, .ambiguousOption, .tooManyFiles, .missingValue, .numberRequired, .invalidValue, .unknownDemo, .inEnvironment,
      .unknownSecureFeature:
      return .usage
    case .reportFailed: return .cannotCreate
    case .fileNotFound, .unreadable, .isDirectory, .isTerminal, .isDevice, .markdownTooLarge: return .noInput
    case .terminal, .notATerminal: return .terminalUnavailable
    case .writeFailed: return .ioError
    case .snapshotLacks: return .expectationFailed
    case .snapshotNotWritten: return .cannotCreate
    case .snapshotTimedOut, .snapshotInputNotEnded, .snapshotInputTooLarge, .noPNGConverter: return .unavailable
    }
  }
}
