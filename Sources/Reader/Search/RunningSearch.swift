import Document
import ScrollKit

/// A search the reader runs a slice at a time: first from the top row to the end (or
/// start), then, if nothing was found, around the document's other end. Going forward
/// through input still arriving (a pipe), the end is the input's: when the first part has
/// searched all that arrived, the search waits for more (``isWaitingForInput``) and goes on
/// through it, as less's does, before it wraps.
public struct RunningSearch: Hashable, Sendable {
  /// The first part of the search.
  public var scan: RowSearch
  /// The part after the wrap, searched when the first finds nothing.
  public var wrapped: RowSearch
  /// The message shown when the match comes from the part after the wrap.
  public let wrapMessage: LocalizedStringKey
  /// Whether the first part has ended with nothing and the part after the wrap runs.
  public var isWrapped = false
  /// Whether the first part has searched all that arrived and waits for more input.
  public private(set) var isWaitingForInput = false
  /// For a search spanning files: what the next file is to search when this one has no match
  /// (the part after the wrap is then empty).
  public var hop: FileSearch?

  /// A search of `scan`, then of `wrapped` if `scan` finds nothing.
  public init(scan: RowSearch, wrapped: RowSearch, wrapMessage: LocalizedStringKey) {
    self.scan = scan
    self.wrapped = wrapped
    self.wrapMessage = wrapMessage
  }

  /// The part running now.
  /// A search for `pattern` going `direction` from the row at `from` (exclusive going
  /// forward, unless `includesStart`: less's new search begins with the top line), wrapping
  /// around the document's end once; with `hop`, it goes on into the next files instead of
  /// wrapping. While `mayGrow` (a pipe still arriving) the last line, not ended yet, is left
  /// for when it is whole (see ``DocumentRows/settledEnd(mayGrow:)``).
  public init(
    _ pattern: SearchPattern, _ direction: ScrollDirection, from: Int, in rows: any DocumentRows,
    includesStart: Bool = false, mayGrow: Bool = false, hop: FileSearch? = nil
  ) {
    let end = rows.settledEnd(mayGrow: mayGrow)
    switch direction {
    case .forward:
      let next = includesStart
        ? max(from, rows.startPosition)
        : rows.positions(from: from, limit: 2).dropFirst().first ?? rows.endPosition
      self.init(
        scan: RowSearch(pattern: pattern, direction: .forward, from: min(next, end), before: end),
        wrapped: RowSearch(pattern: pattern, direction: .forward, from: rows.startPosition, before: min(next, end)),
        wrapMessage: SearchMessage.wrappedToStart)
    case .backward:
      self.init(
        scan: RowSearch(pattern: pattern, direction: .backward, from: rows.startPosition, before: min(from, end)),
        wrapped: RowSearch(pattern: pattern, direction: .backward, from: min(from, end), before: end),
        wrapMessage: SearchMessage.wrappedToEnd)
    }
    if let hop {
      // Past this file's end the next file searches, not this one's start.
      wrapped = RowSearch(pattern: pattern, direction: direction, from: 0, before: 0)
      self.hop = hop
    }
  }

  /// A search of the whole of `rows` from its start (its end, going back), then on to the
  /// next file as `hop` says: a search spanning files that reached this one.
  public init(wholeOf rows: any DocumentRows, _ pattern: SearchPattern, _ direction: ScrollDirection, hop: FileSearch) {
    self.init(
      scan: RowSearch(pattern: pattern, direction: direction, from: rows.startPosition, before: rows.endPosition),
      wrapped: RowSearch(pattern: pattern, direction: direction, from: 0, before: 0), wrapMessage: "")
    self.hop = hop
  }

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
  /// first has ended with nothing, unless, going forward, `mayGrow` says more input may come:
  /// then it waits for it (``isWaitingForInput``; see ``takeInput(in:mayGrow:)``).
  public mutating func advance(in rows: any DocumentRows, budget: Int, mayGrow: Bool = false) {
    guard !isWaitingForInput else { return }
    var part = current
    rows.continueSearch(&part, budget: budget)
    current = part
    guard !isWrapped, part.outcome == .notFound else { return }
    if mayGrow, scan.direction == .forward {
      isWaitingForInput = true
    } else {
      isWrapped = true
      // The part after the wrap starts in the same step: a search of a small document ends in
      // one step, whatever the slice's clock says (a slow first step had left one of a few
      // rows at "99 %" until the next tick). Not after a match a waiting key stopped: that
      // key comes first.
      guard !SearchPattern.isInterruptPending else { return }
      var after = wrapped
      rows.continueSearch(&after, budget: budget)
      wrapped = after
    }
  }

  /// Takes what arrived while the search waited: the first part goes on through the rows
  /// that came (from the last row it had, whose line may have come in two pieces); with
  /// nothing new and no more to come, the search wraps.
  public mutating func takeInput(in rows: any DocumentRows, mayGrow: Bool) {
    guard isWaitingForInput else { return }
    let searched = scan.range.upperBound
    let end = rows.settledEnd(mayGrow: mayGrow)
    if end > searched {
      // From where the search stopped: the whole lines it had not seen, whatever rows of them.
      scan = RowSearch(pattern: scan.pattern, direction: .forward, from: searched, before: end)
      isWaitingForInput = false
    } else if !mayGrow {
      isWaitingForInput = false
      isWrapped = true
    }
  }
}

/// How long work (a search, End on a very long line) is cut into slices, so that keys are
/// read between them.
public enum Slice {
  /// How long one slice runs before keys are read again, in milliseconds: well under the
  /// 100 ms in which `q` and Ctrl-C must answer.
  public static let milliseconds = 20
  /// The work units (bytes of plain text) of one step of a search's slice; the clock is read
  /// between steps.
  public static let searchStep = 1 << 18
  /// The bytes wrapped in one step of End's slice (wrapping costs more than searching).
  public static let moveStep = 1 << 15

  /// Runs `step` on `work` until `isFinished` says so or the slice's time is spent, once at
  /// least: the clock is read between steps.
  public static func run<Work>(
    _ work: inout Work, step: (inout Work) -> Void, until isFinished: (Work) -> Bool
  ) {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .milliseconds(milliseconds))
    repeat { step(&work) } while !isFinished(work) && clock.now < deadline
  }
}
