#if canImport(Glibc)
  import Glibc
#endif
import TerminalUI

/// less's `v`: the file opened in the user's editor at a line, the terminal handed over
/// meanwhile.
enum Editor {
  /// The editor to run: `$VISUAL`, else `$EDITOR`, else `vi`, as less chooses.
  static var command: String {
    for name in ["VISUAL", "EDITOR"] {
      if let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty { return value }
    }
    return "vi"
  }

  /// Runs the editor on `path` at `line` through the shell (the command may hold arguments,
  /// `code -w`), the file name and line passed as the shell's arguments, never parsed as
  /// its words; waits for it. Returns its wait status, or `nil` when it could not start.
  static func edit(_ path: String, line: Int) -> Int32? {
    let script = command + " \"+$1\" \"$2\""
    let arguments = [
      "/bin/sh", "-c", script, "guia-editor", String(max(1, line)), ChildProcess.pathArgument(path),
    ]
    guard let status = ChildProcess.run(arguments) else { return nil }
    // A Ctrl-C typed to the editor reached guia too (one process group): it was the editor's.
    _ = Platform.takeSignal(Platform.interruptSignal)
    return status
  }
}
