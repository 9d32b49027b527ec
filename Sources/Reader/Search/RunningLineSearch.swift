import Document
import ScrollKit

/// A search for the next line without a match (less's `^N` or `!` in the search prompt),
/// run a slice at a time: from the row after the current one to the end (the start, going
/// back), then around the other end once.
public struct RunningLineSearch: Equatable {
  /// The rows searched.
  public let rows: any DocumentRows
  /// Which way it goes.
  public let direction: ScrollDirection
  /// The part from the current row on, then the part around the other end.
  public private(set) var parts: [FilterScan]
  /// Which part runs.
  public private(set) var part = 0
  /// Whether the parts cover the whole document (around the ends, or from its start): then
  /// finding nothing means every line matches.
  let coversWhole: Bool

  /// A search of `rows` for the lines without a match of `pattern`, from `position` (the
  /// current row, left out going forward unless `includesStart`: less's new search begins
  /// with its top line) going `direction`.
  public init(
    rows: any DocumentRows, pattern: SearchPattern, direction: ScrollDirection, from position: Int,
    includesStart: Bool = false, wraps: Bool = false
  ) {
    self.rows = rows
    self.direction = direction
    let filter = LineFilter(pattern: pattern, isInverted: true)
    let next = includesStart
      ? max(position, rows.startPosition)
      : rows.positions(from: position, limit: 2).dropFirst().first ?? rows.endPosition
    switch direction {
    case .forward:
      parts = [
        rows.filterScan(filter, from: next, to: rows.endPosition),
        rows.filterScan(filter, from: rows.startPosition, to: next),
      ]
    case .backward:
      parts = [
        rows.filterScan(filter, from: rows.startPosition, to: position),
        rows.filterScan(filter, from: position, to: rows.endPosition),
      ]
    }
    // As less: around the other end only when asked (`^W`).
    if !wraps { parts.removeLast() }
    coversWhole = wraps || (direction == .forward ? next <= rows.startPosition : position >= rows.endPosition)
  }

  /// The row found, once the search is finished with one.
  public var foundRow: Int? {
    let scan = parts[part]
    switch direction {
    case .forward: return scan.firstKept?.lowerBound
    case .backward: return scan.isFinished ? scan.lastKept?.lowerBound : nil
    }
  }

  /// Whether the row found comes from around the other end.
  public var isWrapped: Bool { part > 0 }

  /// Whether the search has ended, found or not.
  public var isFinished: Bool { foundRow != nil || (part == parts.count - 1 && parts[part].isFinished) }

  /// How far through both parts, in percent (0–99 while running).
  public var percent: Int {
    let total = parts.reduce(0) { $0 + max(0, $1.end - $1.cursor) } + 1
    let whole = Double(rows.endPosition - rows.startPosition) + 1
    return min(99, Int((1 - Double(total) / whole) * 100))
  }

  /// Runs one slice of about `budget` units.
  public mutating func advance(budget: Int) {
    guard !isFinished else { return }
    rows.continueFiltering(&parts[part], budget: budget)
    if parts[part].isFinished, foundRow == nil, part < parts.count - 1 { part += 1 }
  }

  /// What the search's end asks of the pager: the row found gone to, saying so when it came
  /// from around the other end; when there is none, that every line matches `pattern`.
  func ending(pattern: String) -> [PagerStep] {
    guard let found = foundRow else {
      return [.message(coversWhole ? SearchMessage.everyLineMatches(pattern) : SearchMessage.notFound(pattern))]
    }
    let wrapped = direction == .forward ? SearchMessage.wrappedToStart : SearchMessage.wrappedToEnd
    return [.message(isWrapped ? wrapped : nil), .jump(found)]
  }
}

extension RunningLineSearch {
  /// The same search at the same point: of the same rows (the same object), as far along.
  public static func == (lhs: RunningLineSearch, rhs: RunningLineSearch) -> Bool {
    lhs.rows === rhs.rows && lhs.direction == rhs.direction && lhs.parts == rhs.parts && lhs.part == rhs.part
  }
}
