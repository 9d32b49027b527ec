/// A size in terminal cells: what layout works in.
struct CellSize: Hashable, Sendable {
  var width: Int
  var height: Int
  static let zero = CellSize(width: 0, height: 0)

  subscript(axis: Axis) -> Int {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }
}

/// A rectangle in screen cells.
struct CellRect: Hashable, Sendable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int
  static let zero = CellRect(x: 0, y: 0, width: 0, height: 0)

  init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  init(x: Int, y: Int, size: CellSize) {
    self.init(x: x, y: y, width: size.width, height: size.height)
  }

  var size: CellSize { CellSize(width: width, height: height) }
  var maxX: Int { x + width }
  var maxY: Int { y + height }

  /// The part of this rectangle inside `other`.
  func intersection(_ other: CellRect) -> CellRect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    return CellRect(
      x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
  }

  /// This rectangle in points (``PointScale``).
  var points: CGRect {
    CGRect(
      x: PointScale.points(columns: x), y: PointScale.points(rows: y),
      width: PointScale.points(columns: width), height: PointScale.points(rows: height))
  }
}

/// The space a parent offers a child on each axis: `nil` asks for the child's ideal size.
struct ProposedSize: Hashable, Sendable {
  var width: Int?
  var height: Int?
  static let unspecified = ProposedSize(width: nil, height: nil)

  init(width: Int?, height: Int?) {
    self.width = width.map { max(0, $0) }
    self.height = height.map { max(0, $0) }
  }

  init(_ size: CellSize) { self.init(width: size.width, height: size.height) }

  subscript(axis: Axis) -> Int? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }
}
