import Document

/// A filter (`&pattern`) looking at a document's lines a slice at a time, before its rows
/// replace the document's.
public struct RunningFilter {
  /// The document's rows, unfiltered: the scan's positions are theirs.
  public let rows: any DocumentRows
  /// The scan.
  public var scan: FilterScan
  /// The position in ``rows`` of the top row when the filter was typed: the filtered rows
  /// open at the line it shows, or the next one kept.
  public let top: Int
}
