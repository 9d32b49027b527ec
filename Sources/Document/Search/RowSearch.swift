import ScrollKit

/// A search through a document's rows that runs a slice at a time, so that it can show its
/// progress and be stopped between slices (see ``DocumentRows/continueSearch(_:budget:)``).
///
/// It looks for the first row (forward) or the last row (backward) in ``range`` that shows a
/// match of ``pattern``.
public struct RowSearch: Hashable, Sendable {
  /// How a search ended.
  public enum Outcome: Hashable, Sendable {
    /// The row that shows the match.
    case found(Int)
    /// No row in the range shows a match.
    case notFound
  }

  /// What is searched for.
  public let pattern: SearchPattern
  /// Which way the search goes through ``range``.
  public let direction: ScrollDirection
  /// The positions searched: a row's position is found when it lies in here.
  public let range: Range<Int>
  /// Where the next slice goes on from; its unit belongs to the rows that run the search.
  public internal(set) var cursor: Int
  /// A match found whose row is still to be located (a plain-text match in a very long line).
  var matchOffset: Int?
  /// How the search ended; `nil` while it runs.
  public internal(set) var outcome: Outcome?

  /// Creates a search of `range` (an inverted range is empty). An empty range has ended, with
  /// nothing found, before any slice: a search that does not wrap (less's default) has one as
  /// its second part, and waits for no tick to say it found nothing.
  public init(pattern: SearchPattern, direction: ScrollDirection, from lower: Int, before upper: Int) {
    self.pattern = pattern
    self.direction = direction
    range = lower..<max(lower, upper)
    cursor = direction == .forward ? range.lowerBound : range.upperBound
    if range.isEmpty { outcome = .notFound }
  }

  /// Whether the search has ended.
  public var isFinished: Bool { outcome != nil }

  /// The share of the range searched so far, from 0 to 1.
  public var fraction: Double {
    if isFinished { return 1 }
    guard !range.isEmpty else { return 0 }
    let done = direction == .forward ? cursor - range.lowerBound : range.upperBound - cursor
    return min(1, max(0, Double(done) / Double(range.count)))
  }

  /// The row found, once the search has ended with one.
  public var foundRow: Int? {
    if case .found(let row) = outcome { return row }
    return nil
  }
}

extension DocumentRows {
  /// The first row at or after `position`, and before `end`, that shows a match of `pattern`,
  /// searched in one go.
  public func firstRow(matching pattern: SearchPattern, from position: Int, before end: Int) -> Int? {
    var search = RowSearch(pattern: pattern, direction: .forward, from: position, before: end)
    while !search.isFinished { continueSearch(&search, budget: .max) }
    return search.foundRow
  }

  /// The last row before `position`, and at or after `start`, that shows a match of
  /// `pattern`, searched in one go.
  public func lastRow(matching pattern: SearchPattern, before position: Int, from start: Int) -> Int? {
    var search = RowSearch(pattern: pattern, direction: .backward, from: start, before: position)
    while !search.isFinished { continueSearch(&search, budget: .max) }
    return search.foundRow
  }
}
