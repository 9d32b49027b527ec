import GuiaUI
import TerminalUI

/// Runs GuiaUI views full screen: the seeds' demos.
enum HostedView {
  /// Runs `run(_:showsConsole:usesMouse:)` from the command's synchronous main, which is the
  /// main thread: the main actor's.
  static func runOnMain<V: View>(
    _ view: @escaping @MainActor () -> V, showsConsole: Bool, usesMouse: Bool,
    onCommand: (@MainActor (Command) -> Void)? = nil
  ) throws(GuiaError) -> ExitStatus {
    let result = MainActor.assumeIsolated {
      Result { () throws(GuiaError) in
        try run(view, showsConsole: showsConsole, usesMouse: usesMouse, onCommand: onCommand)
      }
    }
    return try result.get()
  }

  /// Shows `view` until the reader quits, with the main queue drained by the event loop (the
  /// seeds' `DispatchQueue.main.async` and main-actor tasks run there) and, with
  /// `showsConsole`, what the view prints on the last row. `onCommand` is told the command of
  /// each key the host's key map knows, before the host answers it.
  @MainActor
  static func run<V: View>(
    _ view: () -> V, showsConsole: Bool, usesMouse: Bool,
    onCommand: (@MainActor (Command) -> Void)? = nil
  ) throws(GuiaError) -> ExitStatus {
    guard Platform.isTerminal(1) else { throw .notATerminal }
    Platform.useUTF8Locale()
    let reason: ExitReason
    do {
      // The console takes fd 1 before the terminal opens, so the screen gets its own copy.
      let console = showsConsole ? try Console() : nil
      let terminal = try NcursesTerminal(
        mouse: usesMouse, drainsMainQueue: true, console: console)
      defer { terminal.end() }
      let host = GuiaUIHost(root: view())
      host.console = console
      if let onCommand {
        reason = try CommandHook(host: host, onCommand: onCommand).run(on: terminal)
      } else {
        reason = try host.run(on: terminal)
      }
    } catch {
      throw .terminal(error as? TerminalError ?? .system("\(error)"))
    }
    if case .signal(let signal) = reason { Platform.reraise(signal) }
    return .success
  }
}

/// A host whose keys' commands are also told to `onCommand` (the numbers demo's `r`), before
/// the host answers them: a state `onCommand` writes is drawn in the same frame.
// GuiaUI's `.onKeyPress` (branch `input`) replaces this once it is on main.
@MainActor
private final class CommandHook<Root: View>: @MainActor TerminalApplication {
  let host: GuiaUIHost<Root>
  let onCommand: @MainActor (Command) -> Void

  init(host: GuiaUIHost<Root>, onCommand: @escaping @MainActor (Command) -> Void) {
    self.host = host
    self.onCommand = onCommand
  }

  func start(size: TerminalSize) { host.start(size: size) }

  var tickInterval: Int? { host.tickInterval }

  func respond(to event: TerminalEvent) -> EventOutcome {
    if case .key(let key) = event, let command = host.keyMap.command(for: key) {
      onCommand(command)
    }
    return host.respond(to: event)
  }

  func render() -> Screen { host.render() }
}
