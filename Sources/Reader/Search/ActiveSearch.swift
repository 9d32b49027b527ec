import Document
import ScrollKit

/// The last search run: what is highlighted, and where `n` and `N` go from.
public struct ActiveSearch: Hashable, Sendable {
  /// The pattern.
  public var pattern: SearchPattern
  /// The direction it was typed in (`/` forward, `?` backward).
  public var direction: ScrollDirection
  /// The row of the last match found, where the next search starts from.
  public var lastMatch: Int?
  /// Whether the matches are highlighted (`ESC-u` hides them until the next search).
  public var isHighlighted = true
  /// The matches counted so far, for the footer's `3/17`.
  public var count: MatchCount?
  /// Whether it looks for the lines without a match (less's `^N`): nothing is lit.
  public var isInverted = false
  /// Whether it goes on through the next files (less's `^E`), as `n` repeats it.
  public var spansFiles = false

  /// A search for `pattern` typed going `direction`.
  public init(pattern: SearchPattern, direction: ScrollDirection, lastMatch: Int? = nil) {
    self.pattern = pattern
    self.direction = direction
    self.lastMatch = lastMatch
  }

  /// Starts counting the matches, unless they are counted already; goes on where the count
  /// stopped when the document has grown since (through whole lines only while `mayGrow`).
  /// Its first slice runs now.
  mutating func startCounting(in rows: any DocumentRows, mayGrow: Bool) {
    if count?.pattern != pattern { count = MatchCount(pattern: pattern, from: rows.startPosition) }
    count?.resume(before: rows.settledEnd(mayGrow: mayGrow))
    continueCounting(in: rows)
  }

  /// Counts for one slice (20 ms).
  mutating func continueCounting(in rows: any DocumentRows) {
    guard var current = count, !current.isFinished else { return }
    Slice.run(&current, step: { rows.continueCounting(&$0, budget: Slice.searchStep) }, until: \.isFinished)
    count = current
  }

  /// Forgets the count: the rows it counted were laid out anew. While the counter shows
  /// (`keepsCounting`), counting starts again.
  mutating func resetCount(keepsCounting: Bool, in rows: any DocumentRows, mayGrow: Bool) {
    count = nil
    if keepsCounting { startCounting(in: rows, mayGrow: mayGrow) }
  }

  /// The counter of the last match (`3/17`), once the match and its count are known;
  /// `3/17+` while `moreMayArrive`.
  func counterLabel(moreMayArrive: Bool) -> String? {
    guard let row = lastMatch, let count else { return nil }
    return count.label(forMatchAt: row, moreMayArrive: moreMayArrive)
  }

  /// The pattern the rows light: none when `ESC-u` hid it, or for the lines without a match.
  var highlightedPattern: SearchPattern? { isHighlighted && !isInverted ? pattern : nil }
}
