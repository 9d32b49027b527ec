import ScrollKit

extension LaidOutRows {
  /// Searches the rows as laid out, a slice of about `budget` units (see ``BlockScan``).
  public func continueSearch(_ search: inout RowSearch, budget: Int) {
    BlockScan(laidOut: self).continueSearch(&search, budget: budget)
  }

  /// Counts the rows that show a match, a slice of about `budget` units.
  public func continueCounting(_ count: inout MatchCount, budget: Int) {
    BlockScan(laidOut: self).continueCounting(&count, budget: budget)
  }
}
