import ScrollKit

extension CellSize {
  /// The extent along `axis`.
  subscript(axis: Axis) -> Int {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }
}

extension CellRect {
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
