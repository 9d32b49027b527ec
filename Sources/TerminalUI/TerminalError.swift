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

  public var description: String {
    switch self {
    case .unknownTerminalType(let name?):
      return "cannot open the terminal: unknown terminal type '\(name)' (set TERM to a known one, such as xterm-256color)"
    case .unknownTerminalType(nil):
      return "cannot open the terminal: TERM is not set"
    case .notCapable(let name):
      return "cannot open the terminal: terminal type '\(name)' cannot move the cursor"
    case .noInput(let reason):
      return "cannot read keys from /dev/tty: \(reason)"
    case .system(let reason):
      return "cannot set up the terminal: \(reason)"
    }
  }
}
