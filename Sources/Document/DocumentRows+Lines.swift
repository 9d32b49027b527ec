/// Source lines and fractions of a document, for less's `NG`, `N%` and `=`: a plain file's
/// lines are its newline-ended lines; a laid-out document's are its rows.
extension TextRows {
  /// The number of the source line (from 1) that holds the byte at `position`.
  /// - Complexity: O(position) the first time, O(64 KiB) once ``lineIndex`` reached there.
  /// Lines kept by a filter keep the numbers they have in the document filtered.
  public func lineNumber(at position: Int) -> Int {
    let line = lineIndex.lineNumber(at: position)
    return (source as? LineNumberedSource)?.originalLine(ofLine: line) ?? line
  }

  /// The start of source line `line` (from 1), or of the last line when there are fewer.
  /// Filtered, the line numbered `line` in the document, or the next one kept.
  public func position(ofLine line: Int) -> Int {
    lineIndex.position(ofLine: (source as? LineNumberedSource)?.line(atOrAfterOriginal: line) ?? line)
  }

  /// The number of the source line each row from `position` starts, `nil` for a row that goes
  /// on with the line above it (a wrapped line's continuation), as less's `-N` numbers them.
  public func lineNumbers(from position: Int, limit: Int) -> [Int?] {
    let starts = positions(from: position, limit: limit)
    guard let first = starts.first else { return [] }
    let numbered = source as? LineNumberedSource
    var line = lineIndex.lineNumber(at: first)
    var numbers: [Int?] = []
    numbers.reserveCapacity(starts.count)
    for (index, start) in starts.enumerated() {
      let startsLine = start == 0 || source.bytes(in: (start - 1)..<start).first == 0x0A
      if index > 0, startsLine { line += 1 }
      numbers.append(startsLine ? (numbered?.originalLine(ofLine: line) ?? line) : nil)
    }
    return numbers
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

  public func lineNumbers(from position: Int, limit: Int) -> [Int?] {
    positions(from: position, limit: limit).map { $0 + 1 }
  }

  public func rowPosition(ofLine line: Int) -> Int { min(max(0, line - 1), max(0, endPosition - 1)) }

  public func rowPosition(atPercent percent: Int) -> Int {
    let share = Double(min(100, max(0, percent))) / 100
    return min(Int(Double(endPosition) * share), max(0, endPosition - 1))
  }
}
