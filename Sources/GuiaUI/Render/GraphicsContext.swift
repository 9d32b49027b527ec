import Document
import ScrollKit

/// What a ``Canvas`` draws with, as SwiftUI's `GraphicsContext`: paths filled or stroked in a
/// colour, in points (8 a column, 16 a row). A cell is drawn, a `█` in the colour, when a
/// filled path covers its centre or a stroked path's line goes through it.
public struct GraphicsContext {
  /// How a path is painted, as SwiftUI's `GraphicsContext.Shading`.
  public struct Shading: Sendable {
    let color: Color?

    /// A colour.
    public static func color(_ color: Color) -> Shading { Shading(color: color) }
    /// The environment's foreground style.
    public static var foreground: Shading { Shading(color: nil) }
  }

  /// The cells painted, row by row, each with its style.
  private(set) var cells: [[TextStyle?]]
  let foreground: Color?
  /// An offset added to every point, as `translateBy(x:y:)` sets it.
  private var origin = (x: 0.0, y: 0.0)
  /// The opacity paint is laid down with; 0 paints nothing.
  public var opacity: Double = 1

  init(size: CellSize, foreground: Color?) {
    cells = Array(repeating: Array(repeating: nil, count: max(0, size.width)), count: max(0, size.height))
    self.foreground = foreground
  }

  /// Moves the origin of the points drawn after by `x` and `y`.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    origin = (origin.x + Double(x), origin.y + Double(y))
  }

  /// Paints the cells whose centre `path` covers.
  public mutating func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    guard let paint = paint(shading) else { return }
    for row in cells.indices {
      for column in cells[row].indices {
        let x = (Double(column) + 0.5) * Double(PointScale.pointsPerColumn) - origin.x
        let y = (Double(row) + 0.5) * Double(PointScale.pointsPerRow) - origin.y
        if path.contains(x: x, y: y, evenOdd: style.isEOFilled) { cells[row][column] = paint }
      }
    }
  }

  /// Paints the cells `path`'s lines go through.
  public mutating func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    guard let paint = paint(shading) else { return }
    let (columnWidth, rowHeight) = (Double(PointScale.pointsPerColumn), Double(PointScale.pointsPerRow))
    for (start, end) in path.segments {
      let length = max(abs(end.x - start.x), abs(end.y - start.y))
      let steps = max(1, Int(length.rounded(.up)))
      for step in 0...steps {
        let t = Double(step) / Double(steps)
        let x = start.x + (end.x - start.x) * t + origin.x
        let y = start.y + (end.y - start.y) * t + origin.y
        let (column, row) = (Int((x / columnWidth).rounded(.down)), Int((y / rowHeight).rounded(.down)))
        if cells.indices.contains(row), cells[row].indices.contains(column) { cells[row][column] = paint }
      }
    }
  }

  private func paint(_ shading: Shading) -> TextStyle? {
    guard opacity > 0 else { return nil }
    var style = TextStyle()
    guard let color = shading.color ?? foreground else { return style }
    guard color.opacity > 0 else { return nil }
    // By name: `Color.secondary` belongs to the main actor, and a renderer need not.
    if color.name == "secondary" { style.insert(.dim) } else if let terminal = color.terminalColor { style.foreground = terminal }
    return style
  }
}
