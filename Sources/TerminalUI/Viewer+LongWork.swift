import Document
import ScrollKit

/// A search the viewer is running a slice at a time: first from the top row to the end (or
/// start), then, if nothing was found, around the document's other end.
public struct RunningSearch: Sendable {
  /// The first part of the search.
  public var scan: RowSearch
  /// The part after the wrap, searched when the first finds nothing.
  public var wrapped: RowSearch
  /// The message shown when the match comes from the part after the wrap.
  public let wrapMessage: DisplayText
  /// Whether the first part has ended with nothing and the part after the wrap runs.
  public var isWrapped = false

  /// A search of `scan`, then of `wrapped` if `scan` finds nothing.
  public init(scan: RowSearch, wrapped: RowSearch, wrapMessage: DisplayText) {
    self.scan = scan
    self.wrapped = wrapped
    self.wrapMessage = wrapMessage
  }

  /// The part running now.
  var current: RowSearch {
    get { isWrapped ? wrapped : scan }
    set { if isWrapped { wrapped = newValue } else { scan = newValue } }
  }

  /// Whether the search has ended, found or not.
  public var isFinished: Bool { current.isFinished && (isWrapped || current.foundRow != nil) }

  /// The row found, once finished with one.
  public var foundRow: Int? { current.foundRow }

  /// How far through both parts, in percent (0–99 while running).
  public var percent: Int {
    let total = Double(scan.range.count + wrapped.range.count)
    guard total > 0 else { return 0 }
    let done = isWrapped
      ? Double(scan.range.count) + wrapped.fraction * Double(wrapped.range.count)
      : scan.fraction * Double(scan.range.count)
    return min(99, Int(done / total * 100))
  }

  /// Runs one slice of about `budget` units; moves on to the part after the wrap when the
  /// first has ended with nothing.
  public mutating func advance(in rows: any DocumentRows, budget: Int) {
    var part = current
    rows.continueSearch(&part, budget: budget)
    current = part
    if !isWrapped, part.outcome == .notFound { isWrapped = true }
  }
}

extension Viewer {
  /// How long one slice of long work runs before keys are read again, in milliseconds: well
  /// under the 100 ms in which `q` and Ctrl-C must answer.
  public static let sliceMilliseconds = 20
  /// The work units (bytes of plain text) of one step of a slice; the clock is read between
  /// steps.
  public static let sliceStep = 1 << 18
  /// The bytes wrapped in one step of a slice of a move (wrapping costs more than searching).
  public static let moveStep = 1 << 15

  /// Whether long work runs now (a search, End waiting for a pipe): a key or Ctrl-C stops it
  /// (see ``interrupt()``) instead of doing what it otherwise does.
  public var isBusy: Bool { runningSearch != nil || runningMove != nil || isWaitingForEnd }

  /// Stops the long work that runs now, if any; the view stays where it is.
  public func interrupt() {
    if runningSearch != nil {
      runningSearch = nil
      message = SearchMessage.interrupted
      footerNeedsDraw = true
    }
    if runningMove != nil {
      runningMove = nil
      message = ViewerMessage.endInterrupted
      footerNeedsDraw = true
    }
    stopWaitingForEnd()
  }

  /// Runs the long work that runs now for one slice (see ``isBusy``); returns whether
  /// anything on screen changed.
  func continueLongWork() -> Bool {
    if runningMove != nil { return continueRunningMove() }
    return continueRunningSearch()
  }

  /// Moves to the bottom: at once when the rows there are at hand, otherwise after they have
  /// been found a slice at a time (the end of a 64 MB line), with the progress in the footer's
  /// row; a key stops it where the view was.
  func moveToBottom() {
    runningMove = RunningMove()
    continueRunningMove()
  }

  /// Runs the move to the bottom for one slice; returns whether anything on screen changed.
  @discardableResult
  func continueRunningMove() -> Bool {
    guard var move = runningMove else { return false }
    let rows = content
    let limit = max(1, scrollModel.state.visibleRowCount)
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .milliseconds(Self.sliceMilliseconds))
    var share: Double?
    repeat {
      share = rows.prepareRows(before: rows.endPosition, limit: limit, budget: Self.moveStep)
    } while share != nil && clock.now < deadline
    guard let share else {
      runningMove = nil
      if move.isShown {
        message = nil
        footerNeedsDraw = true
      }
      scrollModel.update { $0.scrollTo(edge: .bottom, in: rows) }
      return true
    }
    let text = ViewerMessage.seekingEnd(percent: min(99, Int(share * 100)))
    let changed = message != text
    move.isShown = true
    runningMove = move
    guard changed else { return false }
    message = text
    footerNeedsDraw = true
    return true
  }
}

extension Viewer {

  /// Runs the running search for one slice; when it ends, shows its result, otherwise its
  /// progress in the footer's row. Returns whether anything on screen changed.
  @discardableResult
  func continueRunningSearch() -> Bool {
    guard var running = runningSearch else { return false }
    let rows = content
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .milliseconds(Self.sliceMilliseconds))
    repeat {
      running.advance(in: rows, budget: Self.sliceStep)
    } while !running.isFinished && clock.now < deadline
    if running.isFinished {
      runningSearch = nil
      finishSearch(running)
      return true
    }
    let before = runningSearch?.percent
    runningSearch = running
    let text = SearchMessage.progress(percent: running.percent)
    guard message != text || before == nil else { return false }
    message = text
    footerNeedsDraw = true
    return true
  }
}

/// A move to the bottom waiting for the rows there: ``Viewer/moveToBottom()``.
struct RunningMove {
  /// Whether its progress has been shown in the footer's row.
  var isShown = false
}

extension ViewerMessage {
  /// End, part of the way through the rows it needs (a very long line wrapped to its end).
  public static func seekingEnd(percent: Int) -> DisplayText {
    "Buscando el final… \(percent) % · una tecla para parar"
  }
  /// End stopped by a key or Ctrl-C before it got there.
  public static let endInterrupted: DisplayText = "Búsqueda del final interrumpida"
}
