import ScrollKit

/// The walks that look at laid-out rows a block at a time for long work: a search, a count
/// of the rows that match, a filter's scan. A block not laid out yet is laid out as the walk
/// reaches it, and costs the slice's budget more.
struct BlockScan {
  /// The rows walked.
  let laidOut: LaidOutRows

  private var units: UnitRows { laidOut.units }

  /// Work units a row costs a search, for the budget of a slice.
  static let searchCostPerRow = 64
  /// Work units a row costs to lay out, when a search reaches a block not laid out yet.
  static let layoutCostPerRow = 512

  /// Searches the rows as laid out, a slice of about `budget` units (a row costs
  /// ``searchCostPerRow``, and ``layoutCostPerRow`` more when its block is laid out for the
  /// search); a match that wraps into the next row counts for the row it starts in.
  func continueSearch(_ search: inout RowSearch, budget: Int) {
    guard !search.isFinished else { return }
    let lower = max(laidOut.startPosition, search.range.lowerBound)
    let upper = min(laidOut.endPosition, search.range.upperBound)
    var spent = 0
    switch search.direction {
    case .forward:
      var place = units.location(of: max(search.cursor, lower))
      while case let (unit, first)? = place {
        if !units.isLaidOut(unit: unit) { spent += Self.layoutCostPerRow * units.rowCount(ofUnit: unit) }
        let rows = units.rows(of: unit)
        for row in first..<rows.count {
          let position = units.position(unit: unit, row: row)
          guard position < upper else { break }
          if search.pattern.isFound(inRow: row, of: rows) {
            search.outcome = .found(position)
            return
          }
          spent += Self.searchCostPerRow
          if spent >= budget, row + 1 < rows.count {
            search.cursor = position + 1
            return
          }
        }
        place = unit + 1 < units.count ? units.location(of: units.position(unit: unit + 1, row: 0)) : nil
        guard let next = place, units.position(unit: next.unit, row: next.row) < upper else { break }
        if spent >= budget {
          search.cursor = units.position(unit: next.unit, row: next.row)
          return
        }
      }
    case .backward:
      var (unit, row) = laidOut.endPlace(of: min(search.cursor, upper))
      while true {
        if row == 0 {
          unit -= 1
          guard unit >= 0, units.position(unit: unit + 1, row: 0) > lower else { break }
          if !units.isLaidOut(unit: unit) { spent += Self.layoutCostPerRow * units.rowCount(ofUnit: unit) }
          row = units.rowCount(ofUnit: unit)
          continue
        }
        row -= 1
        let position = units.position(unit: unit, row: row)
        guard position >= lower else { break }
        if search.pattern.isFound(inRow: row, of: units.rows(of: unit)) {
          search.outcome = .found(position)
          return
        }
        spent += Self.searchCostPerRow
        if spent >= budget, position > lower {
          search.cursor = position
          return
        }
      }
    }
    search.outcome = .notFound
  }

  /// Counts the rows that show a match, a slice of about `budget` units.
  func continueCounting(_ count: inout MatchCount, budget: Int) {
    var spent = 0
    var place = units.location(of: count.cursor)
    while case let (unit, first)? = place, spent < max(1, budget) {
      if !units.isLaidOut(unit: unit) { spent += Self.layoutCostPerRow * units.rowCount(ofUnit: unit) }
      let rows = units.rows(of: unit)
      for row in first..<rows.count {
        if count.pattern.isFound(inRow: row, of: rows) { count.add(units.position(unit: unit, row: row)) }
      }
      spent += Self.searchCostPerRow * (rows.count - first)
      place = unit + 1 < units.count ? units.location(of: units.position(unit: unit + 1, row: 0)) : nil
    }
    if let place {
      count.cursor = units.position(unit: place.unit, row: place.row)
    } else {
      count.cursor = laidOut.endPosition
      count.isFinished = true
    }
  }

  /// Looks at a block's rows at a time, its lines being the rows a wrap joins (a
  /// paragraph's, a code line's), about `budget` units a slice (see ``continueSearch(_:budget:)``);
  /// a scan of part of the rows (a search) keeps the lines that start there.
  func continueFiltering(_ scan: inout FilterScan, budget: Int) {
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
