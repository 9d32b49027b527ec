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
