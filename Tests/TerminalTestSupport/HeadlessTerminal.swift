import Foundation
import ScreenshotKit
import ScrollKit
import TerminalUI
import Testing

/// A terminal with no screen: it plays a script of events and keeps every screen it is given
/// (ratatui's `TestBackend`). The unit tests run the real reader and event loop on it, and
/// guia's session of several files (a shared terminal, handed over to the editor).
public final class HeadlessTerminal: SharedTerminal {
  /// One step of the terminal's script.
  public enum Step {
    /// The terminal reports `event`.
    case event(TerminalEvent)
    /// The event loop's queue runs, one batch per `.mainQueueDrained` reported (as
    /// ``NcursesTerminal`` drains the main queue), until the last screen drawn is one that
    /// `isReached` accepts; `name` says which in the issue recorded when no work comes for
    /// ``waitLimit`` first.
    case mainQueue(until: String, _ isReached: (Screen) -> Bool)
    /// Another program writes these bytes to the terminal (a background job): the terminal
    /// shows them; the session is not told.
    case writtenFromOutside([UInt8])
  }

  public private(set) var size: CellSize
  /// The screens drawn, in order.
  public private(set) var frames: [Screen] = []
  public var tickDeadline: ContinuousClock.Instant?
  /// A headless screen keeps every cell's style, strikethrough included.
  public var drawsStrikethrough: Bool { true }
  private var steps: [Step]
  /// Where the session's work done off the main thread comes back (a pipe's pages): run only
  /// by the script's ``Step/mainQueue(until:_:)`` steps.
  public let mainQueue = HeadlessMainQueue()
  /// How long a ``Step/mainQueue(until:_:)`` step waits for work: longer under the
  /// sanitizers, where only a failure waits it out.
  public static let waitLimit: Duration = getenv("GUIA_SANITIZER") != nil ? .seconds(120) : .seconds(20)
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
  public convenience init(size: CellSize, events: [TerminalEvent]) {
    self.init(size: size, steps: events.map(Step.event))
  }

  /// Creates a terminal of `size` that will play `steps`, then end as if the reader quit.
  public init(size: CellSize, steps: [Step]) {
    self.size = size
    self.steps = steps
  }

  /// The last screen drawn.
  public var lastFrame: Screen? { frames.last }

  public func nextEvent() throws -> TerminalEvent {
    while let step = steps.first {
      switch step {
      case .event(let event):
        try beforeEvent(delivered)
        delivered += 1
        steps.removeFirst()
        if case .resize(let newSize) = event { size = newSize }
        return event
      case .mainQueue(let name, let isReached):
        if let frame = frames.last, isReached(frame) {
          steps.removeFirst()
          continue
        }
        let queue = mainQueue
        if MainActor.assumeIsolated({ queue.runBatch(waitingUpTo: Self.waitLimit) }) { return .mainQueueDrained }
        Issue.record("no work on the main queue brought \(name); the last screen: \(frames.last?.lines ?? [])")
        steps.removeFirst()
      case .writtenFromOutside(let bytes):
        emulator?.feed(bytes[...])
        steps.removeFirst()
      }
    }
    return .key(.character("q"))
  }

  /// The writer the real terminal draws with, and a real terminal (libvterm) reading its
  /// bytes: every frame must leave the terminal showing what the frame says, whatever rows
  /// it damaged and moved (a move recorded twice, or a row moved but not drawn, shows here).
  private var writer = ScrollAreaRenderer(strings: .xterm)
  private var emulator: VirtualScreen?

  public func draw(_ screen: Screen) throws {
    frames.append(screen)
    checkTerminal(showing: screen)
  }

  /// Writes `screen` as ``NcursesTerminal`` does (a new size or a repaint cleared first, then
  /// the writer's update) and records an issue when the terminal's rows differ from its.
  private func checkTerminal(showing screen: Screen, sourceLocation: SourceLocation = #_sourceLocation) {
    let size = screen.size
    guard size.width > 0, size.height > 0 else { return }
    var clearing: [UInt8] = []
    if emulator == nil || emulator?.rows != size.height || emulator?.columns != size.width || screen.repaintsAll {
      if emulator == nil { emulator = VirtualScreen(rows: size.height, columns: size.width) }
      emulator?.resize(rows: size.height, columns: size.width)
      clearing = writer.releaseRegion(screenRows: size.height) + Array("\u{1B}[H\u{1B}[2J".utf8)
      let park = (screen.scrollRegion.flatMap { $0.upperBound <= size.height ? $0 : nil }?.upperBound ?? size.height) - 1
      clearing += Array("\u{1B}[\(park + 1);1H".utf8)
      writer.assumeBlank(rows: size.height, columns: size.width)
    }
    guard let emulator else { return }
    emulator.feed((clearing + writer.update(to: screen))[...])
    let shown = emulator.lines
    let drawn = screen.lines
    guard shown != drawn else { return }
    let rows = drawn.indices.filter { shown[$0] != drawn[$0] }
    Issue.record(
      """
      frame \(frames.count - 1): the terminal shows other rows than the frame (\(rows.prefix(5).map(String.init).joined(separator: ", "))): \
      \(rows.prefix(3).map { "row \($0): terminal \"\(shown[$0])\", frame \"\(drawn[$0])\"" }.joined(separator: "; "))
      """, sourceLocation: sourceLocation)
  }

  /// What the terminal shows now, row by row (empty before the first frame).
  public var shownLines: [String] { emulator?.lines ?? [] }
  /// The terminal that shows the frames (libvterm, fed by the real writer); `nil` before the
  /// first frame.
  public var shownScreen: VirtualScreen? { emulator }
  /// Whether steps of the script were left when the session stopped asking for events: it
  /// ended by itself.
  public var hasStepsLeft: Bool { !steps.isEmpty }

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
