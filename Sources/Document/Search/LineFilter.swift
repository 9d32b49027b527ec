/// Which lines a filter shows (less's `&pattern`): the lines holding a match of the
/// pattern, or, inverted (`&!pattern`, `&` then Ctrl-N), the lines holding none.
public struct LineFilter: Hashable, Sendable {
  /// The pattern.
  public var pattern: SearchPattern
  /// Whether the lines kept are those without a match.
  public var isInverted: Bool

  /// A filter keeping the lines that match `pattern`, or those that do not when `isInverted`.
  public init(pattern: SearchPattern, isInverted: Bool = false) {
    self.pattern = pattern
    self.isInverted = isInverted
  }

  /// Whether a line with a match (`matches`) or without one is kept.
  public func keeps(matching matches: Bool) -> Bool { matches != isInverted }
}

/// Consecutive lines kept by a filter: their positions in the document filtered and the
/// number (from 1) of the first of them.
public struct KeptLines: Hashable, Sendable {
  /// The positions they span: bytes of a plain file, rows of a laid-out document.
  public var range: Range<Int>
  /// The number of their first line in the document filtered.
  public var firstLine: Int
  /// How many lines they are.
  public var lineCount: Int
}

/// A filter run over a document a slice at a time (see
/// ``DocumentRows/continueFiltering(_:budget:)``): the lines it keeps so far, as runs of
/// consecutive lines, so that a filter keeping most of a large file holds few of them.
public struct FilterScan: Hashable, Sendable {
  /// The filter.
  public let filter: LineFilter
  /// The lines kept so far, top to bottom.
  public internal(set) var kept: [KeptLines] = []
  /// Where the scan goes on from, in the rows' positions.
  public internal(set) var cursor: Int
  /// The number of the line at ``cursor``.
  var line = 1
  /// Where the line being looked at starts: before ``cursor`` when a long line is looked at a
  /// chunk at a time.
  var lineStart: Int
  /// Whether the line being looked at has a match so far.
  var lineMatches = false
  /// Where the scan ends.
  public private(set) var end: Int
  /// Whether every line has been looked at.
  public internal(set) var isFinished = false
  /// The positions of the first line kept, once one is.
  public internal(set) var firstKept: Range<Int>?
  /// The positions of the last line kept so far.
  public internal(set) var lastKept: Range<Int>?

  /// A scan of `filter` over positions `start..<end`.
  public init(filter: LineFilter, from start: Int, to end: Int) {
    self.filter = filter
    cursor = start
    lineStart = start
    self.end = end
    isFinished = start >= end
  }

  /// Ends the line being looked at at `end` (after its newline, or the scan's end): kept or
  /// not by what was found in it, the next line beginning there.
  mutating func endLine(at end: Int) {
    if filter.keeps(matching: lineMatches) { keep(lineStart..<end) }
    line += 1
    lineStart = end
    lineMatches = false
  }

  /// Goes on to `end`, past the end it had: the lines that arrived since it was made (a
  /// pipe). Its lines so far must have ended at the old end.
  public mutating func extend(to end: Int) {
    guard end > self.end else { return }
    self.end = end
    isFinished = false
  }

  /// How many lines are kept so far.
  public var keptLineCount: Int { kept.reduce(0) { $0 + $1.lineCount } }

  /// How far the scan is, in percent (0–99 while it runs).
  public var percent: Int {
    guard end > 0 else { return 0 }
    return min(99, Int(Double(cursor) / Double(end) * 100))
  }

  /// Keeps the line `range` (the line numbered ``line``), joined to the run before it when
  /// it follows that run at once.
  mutating func keep(_ range: Range<Int>) {
    if firstKept == nil { firstKept = range }
    lastKept = range
    if let last = kept.indices.last, kept[last].range.upperBound == range.lowerBound,
      kept[last].firstLine + kept[last].lineCount == line
    {
      kept[last].range = kept[last].range.lowerBound..<range.upperBound
      kept[last].lineCount += 1
    } else {
      kept.append(KeptLines(range: range, firstLine: line, lineCount: 1))
    }
  }
}
