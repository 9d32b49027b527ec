/// Rows of content that can be walked from any row without knowing how many there are in all:
/// what a lazy scroll view needs from a document too large to lay out at once.
///
/// A row is named by its *position*, an opaque, increasing integer (a row index for laid-out
/// content, the byte offset where the row starts for a file). Positions are only ever taken
/// from the sequence itself.
public protocol RowSequence {
  /// The position of the first row.
  var startPosition: Int { get }
  /// The position just past the last row known now (it may grow while input arrives).
  var endPosition: Int { get }
  /// The positions of up to `limit` rows, starting with the row at `position`.
  func positions(from position: Int, limit: Int) -> [Int]
  /// The positions of up to `limit` rows that come before `position`, in order.
  func positions(before position: Int, limit: Int) -> [Int]
  /// How many rows come before the row at `position`: exact when known, estimated otherwise.
  func estimatedRowIndex(of position: Int) -> Double
  /// How many rows there are in all: exact when known, estimated otherwise.
  var estimatedRowCount: Double { get }
}

/// A value that can report the geometry of a scroll view.
public protocol ScrollGeometryProviding {
  /// The geometry now.
  var geometry: ScrollGeometry { get }
}

extension ScrollState: ScrollGeometryProviding {}
