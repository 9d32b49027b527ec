import ScrollKit

/// Something that happened at the terminal.
public enum TerminalEvent: Hashable, Sendable {
  /// The reader pressed a key.
  case key(Key)
  /// The terminal changed size.
  case resize(CellSize)
  /// The terminal's contents were lost (after a suspend): everything must be drawn again.
  case redraw
  /// Work queued on the dispatch main queue ran (see ``MainQueue``): what it changed is
  /// drawn now.
  case mainQueueDrained
  /// The process printed: the console's last line changed (see ``Console``).
  case consoleChanged
  /// The tick's deadline came (see ``Terminal/tickDeadline``).
  case tick
  /// The terminal has something to tell the reader, shown in the footer's row (its window is
  /// larger than guia draws).
  case notice(String)
  /// A signal asked guia to end (SIGINT, SIGTERM, SIGHUP, SIGQUIT).
  case terminate(signal: Int32)
}

/// What a terminal tells the reader about itself.
public enum TerminalNotice {
  /// The window is larger than ``ScrollKit/CellSize/largestTerminal``.
  public static func sizeLimited(_ actual: CellSize) -> String {
    let used = actual.limitedToTerminal
    return "Ventana de \(actual.width)×\(actual.height): guia usa \(used.width)×\(used.height), el máximo"
  }
}

/// The seam between guia and a screen: ncurses in the product, a headless grid in tests.
///
/// It speaks guia's types only (sizes, keys, screens), never ncurses' (ratatui's `Backend`).
public protocol Terminal: AnyObject {
  /// The current size.
  var size: CellSize { get }
  /// Waits for the next event.
  func nextEvent() throws -> TerminalEvent
  /// Shows `screen`; only rows that differ from the last screen shown need to be sent.
  func draw(_ screen: Screen) throws
  /// When set, ``nextEvent()`` returns `.tick` once this instant has come (at once when it
  /// has passed), keys waiting first. A deadline, not an interval: the events before it
  /// leave it where it was (follow mode checks a growing file this way, a clock ticks).
  var tickDeadline: ContinuousClock.Instant? { get set }
  /// Whether the terminal draws struck-out text with the attribute; when not, layout shows
  /// `~~` markers around it.
  var drawsStrikethrough: Bool { get }
  /// Whether input is waiting to be read: a frame drawn now would be drawn again at once
  /// (a paste typed key by key), so the event loop takes the input first.
  var hasPendingInput: Bool { get }
}

extension Terminal {
  /// No input is known to be waiting.
  public var hasPendingInput: Bool { false }
}
