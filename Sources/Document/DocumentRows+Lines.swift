/// Source lines and fractions of a document, for less's `NG`, `N%` and `=`: a plain file's
/// lines are its newline-ended lines; a laid-out document's are its rows.
extension TextRows {
  /// Bytes counted at a time when looking for newlines.
  static let lineScanChunk = 1 << 16

  /// The number of the source line (from 1) that holds the byte at `position`.
  /// - Complexity: O(position): the newlines before it are counted.
  public func lineNumber(at position: Int) -> Int {
    var count = 1
    var offset = 0
    let end = min(max(0, position), endPosition)
    while offset < end {
      let chunkEnd = min(end, offset + Self.lineScanChunk)
      count += source.bytes(in: offset..<chunkEnd).reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
      offset = chunkEnd
    }
    return count
  }

  /// The start of source line `line` (from 1), or of the last line when there are fewer.
  /// - Complexity: O(the line's offset).
  public func position(ofLine line: Int) -> Int {
    var remaining = max(0, line - 1)
    var offset = 0
    var lastLineStart = 0
    while remaining > 0, offset < endPosition {
      let chunkEnd = min(endPosition, offset + Self.lineScanChunk)
      let bytes = source.bytes(in: offset..<chunkEnd)
      for (index, byte) in bytes.enumerated() where byte == 0x0A {
        let next = offset + index + 1
        // A newline that ends the file starts no line.
        if next < endPosition { lastLineStart = next }
        remaining -= 1
        if remaining == 0 { return next < endPosition ? next : lastLineStart }
      }
      offset = chunkEnd
    }
    return lastLineStart
  }
}

extension TextRows {
  public func lineNumber(atRow position: Int) -> Int { lineNumber(at: position) }

  public func rowPosition(ofLine line: Int) -> Int { rowStart(containing: position(ofLine: line)) }

  public func rowPosition(atPercent percent: Int) -> Int {
    let share = Double(min(100, max(0, percent))) / 100
    return rowStart(containing: min(Int(Double(endPosition) * share), max(0, endPosition - 1)))
  }
}

extension LaidOutRows {
  public func lineNumber(atRow position: Int) -> Int { max(0, position) + 1 }

  public func rowPosition(ofLine line: Int) -> Int { min(max(0, line - 1), max(0, endPosition - 1)) }

  public func rowPosition(atPercent percent: Int) -> Int {
    let share = Double(min(100, max(0, percent))) / 100
    return min(Int(Double(endPosition) * share), max(0, endPosition - 1))
  }
}
