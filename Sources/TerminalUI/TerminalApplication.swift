import ScrollKit

/// What an application does after an event.
public enum EventOutcome: Hashable, Sendable {
  /// Draw the screen again.
  case redraw
  /// Nothing changed: draw nothing (an idle tick).
  case ignore
  /// Stop, for this reason.
  case exit(ExitReason)
}

/// Something that runs on a ``Terminal``: it answers events and renders screens. The event
/// loop is the same for every application (the reader, the demos), so it lives here once.
public protocol TerminalApplication: AnyObject {
  /// Takes the terminal's size before the first frame.
  func start(size: CellSize)
  /// Answers one event.
  func respond(to event: TerminalEvent) -> EventOutcome
  /// Answers one event; `moreKeysWaiting` says that `event` is a key and more keys are
  /// already waiting (a burst: nothing is drawn before its last key). The default answers
  /// as ``respond(to:)``.
  func respond(to event: TerminalEvent, moreKeysWaiting: Bool) -> EventOutcome
  /// The screen to show now.
  func render() -> Screen
  /// When the terminal should report `.tick`, if at all: the soonest deadline the
  /// application's timed work asked for (it stays where it is while other events come).
  var tickDeadline: ContinuousClock.Instant? { get }
  /// Why the application stops, when the drawing of a screen made it ask to (an action run
  /// as the frame was drawn); `nil` to go on. The default never stops.
  var exitRequested: ExitReason? { get }
}

extension TerminalApplication {
  public var exitRequested: ExitReason? { nil }

  public func respond(to event: TerminalEvent, moreKeysWaiting: Bool) -> EventOutcome {
    respond(to: event)
  }

  /// Runs the event loop on `terminal` until the application stops or a signal ends it.
  ///
  /// A short loop: next event → state → render → draw. Teardown belongs to the terminal's
  /// owner, so it happens on every path out of here.
  public func run(on terminal: some Terminal) throws -> ExitReason {
    start(size: terminal.size)
    try terminal.draw(render())
    // Asked for by the first frame's passes (work started as the view appeared).
    terminal.tickDeadline = tickDeadline
    if let reason = exitRequested { return reason }
    while true {
      let event = try terminal.nextEvent()
      let isKey = if case .key = event { true } else { false }
      // A burst of keys (a paste typed key by key) is drawn once, after its last key: a
      // frame per key would make typing N characters cost N frames of the pattern.
      let inBurst = isKey && terminal.hasPendingInput
      switch respond(to: event, moreKeysWaiting: inBurst) {
      case .exit(let reason): return reason
      case .ignore:
        // Nothing to draw, but what ticks may have changed (a timeline paused).
        terminal.tickDeadline = tickDeadline
        continue
      case .redraw:
        terminal.tickDeadline = tickDeadline
        if inBurst { continue }
        try terminal.draw(render())
        if let reason = exitRequested { return reason }
      }
    }
  }
}
