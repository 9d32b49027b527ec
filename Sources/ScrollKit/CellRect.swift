/// A rectangle of terminal cells: where a view was placed, what a canvas is clipped to.
public struct CellRect: Hashable, Sendable {
  /// The column of the left edge.
  public var x: Int
  /// The row of the top edge.
  public var y: Int
  /// The columns across.
  public var width: Int
  /// The rows down.
  public var height: Int

  /// A rectangle with no extent at the origin.
  public static let zero = CellRect(x: 0, y: 0, width: 0, height: 0)

  /// The rectangle at column `x`, row `y`, `width` by `height`; a negative extent counts as
  /// zero.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The rectangle at column `x`, row `y`, of `size`.
  public init(x: Int, y: Int, size: CellSize) {
    self.init(x: x, y: y, width: size.width, height: size.height)
  }

  /// Its extent.
  public var size: CellSize { CellSize(width: width, height: height) }
  /// The column after its right edge.
  public var maxX: Int { x + width }
  /// The row after its bottom edge.
  public var maxY: Int { y + height }

  /// The part of this rectangle inside `other`.
  public func intersection(_ other: CellRect) -> CellRect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    return CellRect(
      x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
  }
}
