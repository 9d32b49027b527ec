import Document
import Localization

/// Why a terminal could not be opened.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// ncurses does not know the terminal type (or `TERM` is unset).
  case unknownTerminalType(String?)
  /// The terminal type cannot move the cursor, so a full-screen view is impossible.
  case notCapable(String)
  /// No terminal could be opened for keys (`/dev/tty`).
  case noInput(String)
  /// The signal pipe could not be set up.
  case system(String)

  public var description: String { message.text(in: .current) }

  /// What guia does instead of showing a screen on a terminal of an unusable type.
  public static let writingTextInstead: LocalizedStringKey =
    "se escribe el texto entero, sin paginar (como less en una terminal que no puede manejar)"

  /// Whether the terminal type is what failed (unknown, unset, or unable to move the cursor):
  /// the terminal is there, but guia cannot draw a screen on it.
  public var isUnusableTerminalType: Bool {
    switch self {
    case .unknownTerminalType, .notCapable: true
    case .noInput, .system: false
    }
  }

  /// The words for the error, in Spanish: the key of its translations.
  public var message: LocalizedStringKey {
    switch self {
    case .unknownTerminalType(let name?):
      return "no se puede abrir la terminal: tipo de terminal desconocido '\(DisplayText(sanitizing: name))' (pon en TERM uno conocido, como xterm-256color)"
    case .unknownTerminalType(nil):
      return "no se puede abrir la terminal: TERM no tiene valor"
    case .notCapable(let name):
      return "no se puede abrir la terminal: el tipo de terminal '\(DisplayText(sanitizing: name))' no puede mover el cursor"
    case .noInput(let reason):
      return "no se pueden leer teclas de /dev/tty: \(DisplayText(sanitizing: reason))"
    case .system(let reason):
      return "no se puede preparar la terminal: \(DisplayText(sanitizing: reason))"
    }
  }
}
