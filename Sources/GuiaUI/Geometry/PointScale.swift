/// How points become terminal cells: 8 points a column, 16 a row.
///
/// A terminal cell is about twice as tall as it is wide, and SwiftUI designs sit on an
/// 8-point grid, so every multiple of 8 is whole columns and every multiple of 16 whole rows:
/// `.padding()`'s 16 points are 2 columns or 1 row, `spacing: 32` is 2 rows,
/// `.frame(height: 100)` 6 rows and a 180×110 card 22×7 cells.
///
/// Lengths are snapped where they enter layout (padding, spacing, frames, margins), never
/// positions: snapping edges would make a half-row spacing alternate between 0 and 1 blank
/// rows. Ties round toward zero, so 24 points of height are 1 row, not 2. Geometry handed
/// back to views (``ScrollGeometry``, `GeometryProxy.frame(in:)`) is cells × scale, exactly
/// what is on screen, so a seed's `- 1` tolerance means less than a row.
///
/// The seeds' lengths, as laid out:
///
/// | length | columns | rows |
/// |---|---|---|
/// | `.padding()` (16 pt) | 2 | 1 |
/// | `.padding(24)` (seed 000) | 3 | 1 (1.5, tie toward zero) |
/// | `spacing: 32` (seed 000) | 4 | 2 |
/// | `spacing: 8` (seed 000, heading to text) | 1 | 0 (0.5: the heading sits on its text) |
/// | `.frame(height: 100)` (seed 001) | | 6 (6.25) |
/// | `.frame(width: 180, height: 110)` (seed 004) | 22 (22.5) | 7 (6.875) |
/// | `spacing: 12` (seed 004) | 1 (1.5) | 1 (0.75) |
/// | the `- 1` tolerance (seed 000) | | 1/16 of a row |
/// | container margin: 8, 16 or 48 pt (seed 004) | 1, 2 or 6 | |
///
/// So in seed 000 at 80×24 the footer takes 3 rows, the scroll area 21 (336 pt), the
/// content 32 rows (512 pt), and the footer reads `Fin de la guía` from an offset of 176 pt,
/// 11 rows down (176 ≥ 512 − 336 − 1), and not at 160, while a row is still hidden.
public enum PointScale {
  /// Points per column.
  public static let pointsPerColumn: CGFloat = 8
  /// Points per row.
  public static let pointsPerRow: CGFloat = 16

  /// The whole columns nearest to `length` points (ties toward zero); `.infinity` stays
  /// unbounded as `Int.max`.
  public static func columns(_ length: CGFloat) -> Int { cells(length, per: pointsPerColumn) }

  /// The whole rows nearest to `length` points (ties toward zero).
  public static func rows(_ length: CGFloat) -> Int { cells(length, per: pointsPerRow) }

  /// The cells along `axis` for `length` points.
  public static func cells(_ length: CGFloat, along axis: Axis) -> Int {
    axis == .horizontal ? columns(length) : rows(length)
  }

  private static func cells(_ length: CGFloat, per scale: CGFloat) -> Int {
    guard length.isFinite else { return length > 0 ? Int.max : 0 }
    let exact = length / scale
    let magnitude = (exact.magnitude - 0.5).rounded(.up)
    let cells = Int(Swift.max(0, magnitude))
    return exact < 0 ? -cells : cells
  }

  /// Points for `columns` columns.
  public static func points(columns: Int) -> CGFloat { CGFloat(columns) * pointsPerColumn }

  /// Points for `rows` rows.
  public static func points(rows: Int) -> CGFloat { CGFloat(rows) * pointsPerRow }

  /// A geometry counted in cells (as ScrollKit counts it) in points: the only place where
  /// cells become points, so no value mixes the two.
  public static func points(_ cells: ScrollGeometry) -> ScrollGeometry {
    ScrollGeometry(
      contentOffset: CGPoint(
        x: cells.contentOffset.x * pointsPerColumn, y: cells.contentOffset.y * pointsPerRow),
      contentSize: CGSize(
        width: cells.contentSize.width * pointsPerColumn,
        height: cells.contentSize.height * pointsPerRow),
      contentInsets: EdgeInsets(
        top: cells.contentInsets.top * pointsPerRow,
        leading: cells.contentInsets.leading * pointsPerColumn,
        bottom: cells.contentInsets.bottom * pointsPerRow,
        trailing: cells.contentInsets.trailing * pointsPerColumn),
      containerSize: CGSize(
        width: cells.containerSize.width * pointsPerColumn,
        height: cells.containerSize.height * pointsPerRow))
  }

  /// A geometry in points counted again in cells (rows and columns), for the row-based
  /// helpers of ScrollKit (`bottomEdgePercent`, `visibleRows`): the inverse of
  /// ``points(_:)``.
  public static func cells(_ points: ScrollGeometry) -> ScrollGeometry {
    ScrollGeometry(
      contentOffset: CGPoint(
        x: points.contentOffset.x / pointsPerColumn, y: points.contentOffset.y / pointsPerRow),
      contentSize: CGSize(
        width: points.contentSize.width / pointsPerColumn,
        height: points.contentSize.height / pointsPerRow),
      contentInsets: EdgeInsets(
        top: points.contentInsets.top / pointsPerRow,
        leading: points.contentInsets.leading / pointsPerColumn,
        bottom: points.contentInsets.bottom / pointsPerRow,
        trailing: points.contentInsets.trailing / pointsPerColumn),
      containerSize: CGSize(
        width: points.containerSize.width / pointsPerColumn,
        height: points.containerSize.height / pointsPerRow))
  }
}
