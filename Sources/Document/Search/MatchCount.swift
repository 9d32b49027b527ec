/// How many matches of a search a document holds, and which of them a row shows: the footer's
/// `3/17`. Counted a slice at a time (see ``DocumentRows/continueCounting(_:budget:)``), so a
/// large file is counted while the reader goes on reading.
///
/// A match is a row that shows one in a laid-out document (as `n` moves row by row), and each
/// match's start in plain text (a row holding two counts twice).
public struct MatchCount: Hashable, Sendable {
  /// The pattern counted.
  public let pattern: SearchPattern
  /// The matches whose positions are kept; past this many only the total grows.
  public static let keptPositions = 100_000
  /// Where the matches start, in increasing order (the first ``keptPositions``).
  var starts: [Int] = []
  /// The matches found so far.
  public internal(set) var total = 0
  /// Where counting goes on from; its unit belongs to the rows.
  var cursor: Int
  /// Whether the whole document is counted.
  public internal(set) var isFinished = false
  /// Where counting stops for now: the end of the whole lines of input still arriving (a
  /// line is counted once, whole), or past every end.
  public internal(set) var limit = Int.max

  /// A count of `pattern` from `start` (the rows' start position).
  public init(pattern: SearchPattern, from start: Int) {
    self.pattern = pattern
    cursor = start
  }

  /// Counts on into text that arrived after the count finished, up to `end` (the end of
  /// the rows' whole lines now, see ``DocumentRows/settledEnd(mayGrow:)``).
  public mutating func resume(before end: Int) {
    limit = end
    if cursor < end { isFinished = false }
  }

  /// Adds a match that starts at `position` (never below one added before).
  mutating func add(_ position: Int) {
    if let last = starts.last, position <= last { return }
    total += 1
    if starts.count < Self.keptPositions { starts.append(position) }
  }

  /// The number (from 1) of the first match at or after `position`: the row there is the
  /// match shown. `nil` while counting has not reached it yet, or when it lies past the
  /// positions kept.
  public func ordinal(ofMatchAt position: Int) -> Int? {
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] < position { low = middle + 1 } else { high = middle }
    }
    return low < starts.count ? low + 1 : nil
  }
}

extension MatchCount {
  /// The counter as the footer shows it for the match at `position`: `3/17`, with `…` for
  /// what is still being counted (`3/…`), and `>100000` past the positions kept. While
  /// `moreMayArrive` (a pipe still open) a finished count is of what came so far: `3/17+`.
  public func label(forMatchAt position: Int, moreMayArrive: Bool = false) -> String {
    let ordinal = ordinal(ofMatchAt: position).map(String.init)
      ?? (total > Self.keptPositions ? ">\(Self.keptPositions)" : "…")
    guard isFinished else { return ordinal + "/…" }
    return ordinal + "/" + String(total) + (moreMayArrive ? "+" : "")
  }
}
