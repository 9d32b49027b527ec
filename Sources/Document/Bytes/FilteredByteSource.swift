/// The lines of a document that a filter kept, as bytes of their own: a plain file's rows,
/// search and line numbers work on them as on any text, without a copy of the lines. Their
/// line numbers are the document's (see ``LineNumberedSource``).
public final class FilteredByteSource: ByteSource, LineNumberedSource {
  /// The document's bytes.
  public let base: ByteSource
  /// The document's lines counted, to give back when the filter goes.
  public let baseLineIndex: LineIndex
  /// The filter that kept them.
  public let filter: LineFilter
  /// The runs of lines kept, in the document's bytes.
  public let runs: [KeptLines]
  /// Where each run starts in these bytes.
  private let offsets: [Int]
  /// The number (from 1) of each run's first line in these bytes.
  private let lines: [Int]
  public let count: Int

  /// The lines of `base` that `runs` keep, as `filter` chose them.
  public init(base: ByteSource, lineIndex: LineIndex, filter: LineFilter, runs: [KeptLines]) {
    self.base = base
    self.filter = filter
    baseLineIndex = lineIndex
    self.runs = runs
    var offsets: [Int] = []
    var lines: [Int] = []
    var offset = 0
    var line = 1
    for run in runs {
      offsets.append(offset)
      lines.append(line)
      offset += run.range.count
      line += run.lineCount
    }
    self.offsets = offsets
    self.lines = lines
    count = offset
  }

  public func bytes(in range: Range<Int>) -> [UInt8] {
    let lower = max(0, range.lowerBound)
    let upper = min(count, range.upperBound)
    guard lower < upper else { return [] }
    var result: [UInt8] = []
    result.reserveCapacity(upper - lower)
    var run = offsets.lastIndex(notAbove: lower) ?? 0
    var position = lower
    while position < upper, run < runs.count {
      let start = runs[run].range.lowerBound + (position - offsets[run])
      let take = min(upper - position, runs[run].range.count - (position - offsets[run]))
      result += base.bytes(in: start..<(start + take))
      position += take
      run += 1
    }
    return result
  }

  /// The offset in the document of the byte at `offset` here.
  public func baseOffset(of offset: Int) -> Int {
    guard !runs.isEmpty else { return 0 }
    let run = offsets.lastIndex(notAbove: max(0, offset)) ?? 0
    return min(runs[run].range.upperBound, runs[run].range.lowerBound + max(0, offset) - offsets[run])
  }

  /// The offset here of the document's byte at `offset`, or of the first kept byte after it.
  public func filteredOffset(of offset: Int) -> Int {
    for (index, run) in runs.enumerated() where run.range.upperBound > offset {
      return offsets[index] + max(0, offset - run.range.lowerBound)
    }
    return count
  }

  public func originalLine(ofLine line: Int) -> Int {
    guard !runs.isEmpty else { return line }
    let run = lines.lastIndex(notAbove: line) ?? 0
    return runs[run].firstLine + (line - lines[run])
  }

  public func line(atOrAfterOriginal original: Int) -> Int {
    for (index, run) in runs.enumerated() where run.firstLine + run.lineCount > original {
      return lines[index] + max(0, original - run.firstLine)
    }
    return (lines.last ?? 1) + (runs.last?.lineCount ?? 1) - 1
  }
}

/// Bytes that are some of the lines of another document, whose line numbers are the
/// other's: a line's number is where it stands there.
public protocol LineNumberedSource: ByteSource {
  /// The number in the other document of line `line` (from 1) here.
  func originalLine(ofLine line: Int) -> Int
  /// The line here that is the other document's line `original`, or the first after it.
  func line(atOrAfterOriginal original: Int) -> Int
}
