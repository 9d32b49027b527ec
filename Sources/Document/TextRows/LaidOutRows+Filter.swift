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

  /// Looks at a block's rows at a time, about `budget` units a slice (see ``BlockScan``).
  public func continueFiltering(_ scan: inout FilterScan, budget: Int) {
    BlockScan(laidOut: self).continueFiltering(&scan, budget: budget)
  }

  public func filtered(by scan: FilterScan, keeping position: Int) -> (rows: any DocumentRows, position: Int) {
    let rows = LaidOutRows(blocks: units.blocks, options: options, filter: scan.filter, mayGrow: mayGrow)
    return (rows, rows.position(showing: self, at: position))
  }

  public func unfiltered(keeping position: Int) -> (rows: any DocumentRows, position: Int)? {
    guard filter != nil else { return nil }
    let rows = LaidOutRows(blocks: units.blocks, options: options, mayGrow: mayGrow)
    return (rows, rows.position(showing: self, at: position))
  }

  /// The row here that shows what the row at `position` of `other` shows, or the next one.
  func position(showing other: LaidOutRows, at position: Int) -> Int {
    guard position < other.endPosition, let shown = other.line(at: position), endPosition > startPosition else { return 0 }
    let index = lastPosition(showing: shown.source)
    guard let line = line(at: index), line.source < shown.source else { return index }
    return positions(from: index, limit: 2).dropFirst().first ?? index
  }
}
