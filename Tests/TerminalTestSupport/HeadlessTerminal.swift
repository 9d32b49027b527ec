import ScrollKit
import TerminalUI

/// A terminal with no screen: it plays a script of events and keeps every screen it is given
/// (ratatui's `TestBackend`). The unit tests run the real reader and event loop on it.
public final class HeadlessTerminal: Terminal {
  public private(set) var size: CellSize
  /// The screens drawn, in order.
  public private(set) var frames: [Screen] = []
  public var tickInterval: Int?
  /// A headless screen keeps every cell's style, strikethrough included.
  public var drawsStrikethrough: Bool { true }
  private var events: [TerminalEvent]

  /// Creates a terminal of `size` that will deliver `events`, then end as if the reader quit.
  public init(size: CellSize, events: [TerminalEvent]) {
    self.size = size
    self.events = events
  }

  /// The last screen drawn.
  public var lastFrame: Screen? { frames.last }

  public func nextEvent() throws -> TerminalEvent {
    guard !events.isEmpty else { return .key(.character("q")) }
    let event = events.removeFirst()
    if case .resize(let newSize) = event { size = newSize }
    return event
  }

  public func draw(_ screen: Screen) throws {
    frames.append(screen)
  }
}
