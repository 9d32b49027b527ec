import Document

/// The filter (`&`) looking at the lines a slice at a time: the rows it filters and where
/// the top row was in them.
public struct RunningFilter: Equatable {
  /// The rows filtered (the document's own, never a filter's).
  public let rows: any DocumentRows
  /// How far the scan has looked, and what it kept.
  public var scan: FilterScan
  /// The top row's position in `rows` when the filter was typed.
  public let top: Int

  /// A filter of `rows` by `filter`, nothing looked at yet, the row at `top` to be kept at
  /// the top (or the next one kept).
  init(_ filter: LineFilter, of rows: any DocumentRows, top: Int) {
    self.rows = rows
    scan = rows.filterScan(filter, from: rows.startPosition, to: rows.startPosition)
    self.top = top
  }

  /// Once finished, the rows of the lines kept and where the top row is in them; `nil` when
  /// no line was kept (the rows shown stay).
  var kept: (rows: any DocumentRows, position: Int)? {
    scan.kept.isEmpty ? nil : rows.filtered(by: scan, keeping: top)
  }

  /// What the footer's row says once it is finished.
  var outcome: LocalizedStringKey {
    scan.kept.isEmpty
      ? FilterMessage.nothingKept(scan.filter) : FilterMessage.shown(lines: scan.keptLineCount, scan.filter)
  }
}

extension RunningFilter {
  /// The same filter at the same point: of the same rows (the same object), scanned as far.
  public static func == (lhs: RunningFilter, rhs: RunningFilter) -> Bool {
    lhs.rows === rhs.rows && lhs.scan == rhs.scan && lhs.top == rhs.top
  }
}
