import ScrollKit

extension LaidOutRows {
  public var lineFilter: LineFilter? { filter }

  public func filterScan(_ filter: LineFilter) -> FilterScan {
    FilterScan(filter: filter, from: startPosition, to: endPosition)
  }

  public var wholeLinesEnd: Int { endPosition }

  public func filterScan(_ filter: LineFilter, from start: Int, to end: Int) -> FilterScan {
    FilterScan(filter: filter, from: max(startPosition, start), to: min(end, endPosition))
  }

  /// Looks at a block's rows at a time, its lines being the rows a wrap joins (a
  /// paragraph's, a code line's), about `budget` units a slice (see ``continueSearch(_:budget:)``);
  /// a scan of part of the rows (a search) keeps the lines that start there.
  public func continueFiltering(_ scan: inout FilterScan, budget: Int) {
    guard !scan.isFinished else { return }
    var spent = 0
    var place = units.location(of: scan.cursor)
    while case let (unit, _)? = place {
      if !units.isLaidOut(unit: unit) { spent += Self.layoutCostPerRow * units.rowCount(ofUnit: unit) }
      let rows = units.rows(of: unit)
      for range in Self.keptLines(of: rows, by: scan.filter) {
        let kept = units.position(unit: unit, row: range.lowerBound)..<units.position(unit: unit, row: range.upperBound)
        guard kept.lowerBound >= scan.cursor, kept.lowerBound < scan.end else { continue }
        scan.line = kept.lowerBound + 1
        scan.keep(kept)
      }
      spent += Self.searchCostPerRow * rows.count
      place = unit + 1 < units.count ? units.location(of: units.position(unit: unit + 1, row: 0)) : nil
      guard let next = place, units.position(unit: next.unit, row: next.row) < scan.end else { break }
      scan.cursor = units.position(unit: next.unit, row: next.row)
      if spent >= max(1, budget) { return }
    }
    scan.cursor = scan.end
    scan.isFinished = true
  }

  public func filtered(by scan: FilterScan, keeping position: Int) -> (rows: any DocumentRows, position: Int) {
    let rows = LaidOutRows(document: document, options: options, filter: scan.filter)
    return (rows, rows.position(showing: self, at: position))
  }

  public func unfiltered(keeping position: Int) -> (rows: any DocumentRows, position: Int)? {
    guard filter != nil else { return nil }
    let rows = LaidOutRows(document: document, options: options)
    return (rows, rows.position(showing: self, at: position))
  }

  /// The row here that shows what the row at `position` of `other` shows, or the next one.
  func position(showing other: LaidOutRows, at position: Int) -> Int {
    guard position < other.endPosition, let shown = other.line(at: position), endPosition > startPosition else { return 0 }
    let index = lastPosition(showing: shown.source)
    guard let line = line(at: index), line.source < shown.source else { return index }
    return positions(from: index, limit: 2).dropFirst().first ?? index
  }

  /// The rows of `lines` (a unit's) that `filter` keeps, as offsets from their start: each
  /// line a wrap joins kept whole or left out.
  static func keptLines(of lines: some RandomAccessCollection<DisplayLine>, by filter: LineFilter) -> [Range<Int>] {
    var kept: [Range<Int>] = []
    let rows = Array(lines)
    var first = 0
    while first < rows.count {
      var last = first
      while last < rows.count - 1, rows[last].joiner != nil { last += 1 }
      let found = (first...last).contains { filter.pattern.isFound(inRow: $0, of: rows) }
      if filter.keeps(matching: found) { kept.append(first..<(last + 1)) }
      first = last + 1
    }
    return kept
  }
}
