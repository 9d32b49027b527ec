import GuiaUI
import Reader
import TerminalUI

/// Runs GuiaUI views full screen: the seeds' demos.
enum HostedView {
  /// Runs `run(_:showsConsole:mouse:)` from the command's synchronous main, which is the
  /// main thread: the main actor's.
  static func runOnMain<V: View>(
    _ view: @escaping @MainActor () -> V, showsConsole: Bool, mouse: MouseMode
  ) throws(GuiaError) -> ExitStatus {
    let result = MainActor.assumeIsolated {
      Result { () throws(GuiaError) in
        try run(view, showsConsole: showsConsole, mouse: mouse)
      }
    }
    return try result.get()
  }

  /// Shows `view` until the reader quits, with the main queue drained by the event loop (the
  /// seeds' `DispatchQueue.main.async` and main-actor tasks run there) and, with
  /// `showsConsole`, what the view prints on the last row.
  @MainActor
  static func run<V: View>(_ view: () -> V, showsConsole: Bool, mouse: MouseMode)
    throws(GuiaError) -> ExitStatus
  {
    guard Platform.isTerminal(1) else { throw .notATerminal }
    let reason: ExitReason
    do {
      // The console takes fd 1 before the terminal opens, so the screen gets its own copy.
      let console = showsConsole ? try Console() : nil
      reason = try TerminalSession.run(mouse: mouse, console: console) {
        // The demos scroll with the pager's keys: `j`, `k`, Space, `b`, `g`, `G`…
        let host = GuiaUIHost(root: view().scrollKeys(KeyMap.pager.scrollKeys))
        host.console = console
        return host
      }
    } catch {
      throw .terminal(error as? TerminalError ?? .system("\(error)"))
    }
    if case .signal(let signal) = reason { Platform.reraise(signal) }
    return .success
  }
}
