import ScrollKit

extension LaidOutRows {
  /// The source line of the row at `position`: the line its text starts on, or for a row
  /// layout added (a blank row, padding) the line of the text above it. Rows of a document
  /// with no source lines are numbered as rows.
  public func lineNumber(atRow position: Int) -> Int {
    guard sourceLineCount != nil, endPosition > startPosition else {
      return Int(estimatedRowIndex(of: position)) + 1
    }
    let row = min(max(startPosition, position), positions(before: endPosition, limit: 1).first ?? 0)
    // Above first: the rows before it, a unit at a time.
    guard let place = units.location(of: row) else { return 1 }
    var unit = place.unit
    var above = place.row + 1
    while unit >= 0 {
      let rows = units.rows(of: unit)
      if let line = rows.prefix(above).last(where: { $0.sourceLine != nil }) { return line.sourceLine! }
      unit -= 1
      above = Int.max
    }
    return lines(from: row, limit: Int.max).first(where: { $0.sourceLine != nil })?.sourceLine ?? 1
  }

  /// The source line each row from `position` starts, as less's `-N` numbers a file's lines:
  /// `nil` for a row layout added and for a row that goes on with the line of the row above
  /// (a wrapped paragraph, a table's wrapped cells).
  public func lineNumbers(from position: Int, limit: Int) -> [Int?] {
    let starts = positions(from: position, limit: limit)
    guard sourceLineCount != nil else { return starts.map { Int(estimatedRowIndex(of: $0)) + 1 } }
    var previous = starts.first.flatMap { positions(before: $0, limit: 1).first }.flatMap { line(at: $0)?.sourceLine }
    return starts.map { start in
      let line = line(at: start)?.sourceLine
      defer { previous = line }
      guard let line else { return nil }
      return previous == line ? nil : line
    }
  }

  /// The first row that shows source line `line`, or the line after it that a row shows (a
  /// blank line, a comment, a line the filter left out); past the last line, the last row
  /// with text.
  public func rowPosition(ofLine line: Int) -> Int {
    guard sourceLineCount != nil else { return position(atEstimatedIndex: max(0, line - 1)) }
    guard isLaidOutWhole else { return laidOutRowPosition(ofLine: line) }
    // Footnotes are laid out at the end wherever they are written: rows are not in line
    // order, so the nearest line at or after `line` is looked for over all of them.
    var best: (row: Int, line: Int)?
    var last: (row: Int, line: Int)?
    for (row, shown) in layout.lines.enumerated() {
      guard let number = shown.sourceLine else { continue }
      if number >= line, best.map({ number < $0.line }) ?? true { best = (row, number) }
      if last.map({ number > $0.line }) ?? true { last = (row, number) }
    }
    return best?.row ?? last?.row ?? max(0, endPosition - 1)
  }

  /// ``rowPosition(ofLine:)`` for rows not laid out whole: the block that holds the line is
  /// found by the lines blocks start on, and only its rows (or the next block's) are laid out.
  private func laidOutRowPosition(ofLine line: Int) -> Int {
    let starts = units.blocks.startLines
    // The block the line is in (the last to start at or before it), then the one after.
    let holder = starts.indices.filter { starts[$0] <= line }.max { starts[$0] < starts[$1] }
    let after = starts.indices.filter { starts[$0] > line }.min { starts[$0] < starts[$1] }
    for block in [holder, after].compactMap({ $0 }) {
      let rows = units.rows(of: block + 1)
      let found = rows.indices.filter { (rows[$0].sourceLine ?? Int.min) >= line }
        .min { rows[$0].sourceLine! < rows[$1].sourceLine! }
      if let found { return units.position(unit: block + 1, row: found - rows.startIndex) }
    }
    // Past the last line: the last row with text.
    let last = starts.indices.max { starts[$0] < starts[$1] }.map { $0 + 1 } ?? 0
    let rows = units.rows(of: last)
    let row = rows.lastIndex { $0.sourceLine != nil }.map { $0 - rows.startIndex } ?? 0
    return units.position(unit: last, row: row)
  }

  public func rowPosition(atPercent percent: Int) -> Int {
    let share = Double(min(100, max(0, percent))) / 100
    return position(atEstimatedIndex: Int(estimatedRowCount * share))
  }
}
