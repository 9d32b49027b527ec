import Document
import GuiaUI
import ScrollKit

/// Where a document's items (a guide's steps, headings) are in a scroll geometry: the
/// current one for the header, the rows on screen, an item's frame for its visibility.
/// Computed from the geometry where it is read, never kept.
struct ItemGeometry {
  let rows: any DocumentRows

  /// The step or heading at the top of `geometry` (in points).
  func currentItem(at geometry: ScrollGeometry) -> Int? {
    let items = rows.itemRows
    guard !items.isEmpty else { return nil }
    let cells = PointScale.cells(geometry)
    return CurrentItem.index(of: items, visibleRows: shownPositions(cells), isAtBottom: cells.isAtBottom)
  }

  /// The positions of the rows `geometry` (in cells) shows. The geometry counts rows by
  /// their index, estimated in a document not laid out whole, where positions are not indices.
  func shownPositions(_ geometry: ScrollGeometry) -> Range<Int> {
    let visible = geometry.visibleRows
    guard let rows = rows.laidOutRows, !rows.isLaidOutWhole, !visible.isEmpty else { return visible }
    let top = rows.position(atEstimatedIndex: visible.lowerBound)
    return top..<(max(top, rows.position(atEstimatedIndex: visible.upperBound - 1)) + 1)
  }

  /// The frame, in rows of the geometry, of the rows at `positions`.
  func frame(ofRows positions: Range<Int>) -> Rect {
    let top = rows.estimatedRowIndex(of: positions.lowerBound)
    return Rect(x: 0, y: top, width: 1, height: rows.estimatedRowIndex(of: positions.upperBound) - top)
  }
}
