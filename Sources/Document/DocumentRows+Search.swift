extension LaidOutRows {
  /// The first row at or after `position` (and before `end`) where a match starts, matches
  /// that wrap into the next row included.
  public func firstRow(matching pattern: SearchPattern, from position: Int, before end: Int)
    -> Int?
  {
    let range = max(0, position)..<min(endPosition, end)
    return range.isEmpty ? nil : range.first { pattern.isFound(inRow: $0, of: layout.lines) }
  }

  /// The last row before `position` (and at or after `start`) where a match starts.
  public func lastRow(matching pattern: SearchPattern, before position: Int, from start: Int)
    -> Int?
  {
    let range = max(0, start)..<min(endPosition, position)
    return range.isEmpty ? nil : range.last { pattern.isFound(inRow: $0, of: layout.lines) }
  }
}

extension TextRows {
  /// The first row at or after `position` (and before `end`) that shows a match; the file is
  /// read a line at a time, never whole.
  public func firstRow(matching pattern: SearchPattern, from position: Int, before end: Int)
    -> Int?
  {
    var lineStart = position == 0 ? 0 : (source.lastIndex(of: 0x0A, before: position) ?? -1) + 1
    let limit = min(end, endPosition)
    while lineStart < limit {
      let lineEnd = source.firstIndex(of: 0x0A, from: lineStart, before: endPosition) ?? endPosition
      let line = TextDecoder.normalized(source.bytes(in: lineStart..<lineEnd))
      for match in pattern.matches(in: line) {
        let offset = lineStart + String(line.prefix(match.lowerBound)).utf8.count
        let row = rowStart(containing: offset)
        if row >= position, row < limit { return row }
      }
      lineStart = lineEnd + 1
    }
    return nil
  }

  /// The last row before `position` (and at or after `start`) that shows a match.
  public func lastRow(matching pattern: SearchPattern, before position: Int, from start: Int)
    -> Int?
  {
    var cursor = min(position, endPosition)
    while cursor > start {
      // The line that holds the byte before the cursor (its last character or its newline).
      let lineStart = (source.lastIndex(of: 0x0A, before: cursor - 1) ?? -1) + 1
      let contentEnd = source.firstIndex(of: 0x0A, from: lineStart, before: endPosition) ?? endPosition
      let line = TextDecoder.normalized(source.bytes(in: lineStart..<contentEnd))
      for match in pattern.matches(in: line).reversed() {
        let offset = lineStart + String(line.prefix(match.lowerBound)).utf8.count
        let row = rowStart(containing: offset)
        if row < position, row >= start { return row }
      }
      cursor = lineStart
    }
    return nil
  }
}
