import ScrollKit
import TerminalUI

/// A terminal with no screen: it plays a script of events and keeps every screen it is given
/// (ratatui's `TestBackend`). The unit tests run the real reader and event loop on it, and
/// guia's session of several files (a shared terminal, handed over to the editor).
public final class HeadlessTerminal: SharedTerminal {
  public private(set) var size: CellSize
  /// The screens drawn, in order.
  public private(set) var frames: [Screen] = []
  public var tickDeadline: ContinuousClock.Instant?
  /// A headless screen keeps every cell's style, strikethrough included.
  public var drawsStrikethrough: Bool { true }
  private var events: [TerminalEvent]
  /// How many of the script's events were delivered.
  private var delivered = 0
  /// Runs before the script's event of each index is delivered: the world changing between
  /// two keys (a file written to from outside).
  public var beforeEvent: (Int) throws -> Void = { _ in }
  /// How many times the terminal was handed over to another program (the editor of `v`).
  public private(set) var handovers = 0
  /// What the session asked to leave on the shell's screen when it ended, if it did.
  public private(set) var leftBehind: (rows: Range<Int>, columns: Range<Int>)?

  /// Creates a terminal of `size` that will deliver `events`, then end as if the reader quit.
  public init(size: CellSize, events: [TerminalEvent]) {
    self.size = size
    self.events = events
  }

  /// The last screen drawn.
  public var lastFrame: Screen? { frames.last }

  public func nextEvent() throws -> TerminalEvent {
    guard !events.isEmpty else { return .key(.character("q")) }
    try beforeEvent(delivered)
    delivered += 1
    let event = events.removeFirst()
    if case .resize(let newSize) = event { size = newSize }
    return event
  }

  public func draw(_ screen: Screen) throws {
    frames.append(screen)
  }

  @discardableResult
  public func runOutside(_ body: () -> Void) -> TerminalEvent {
    handovers += 1
    body()
    return .redraw
  }

  public func leaveBehind(rows: Range<Int>, columns: Range<Int>) {
    leftBehind = (rows, columns)
  }
}
