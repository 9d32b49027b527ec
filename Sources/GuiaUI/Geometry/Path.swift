#if canImport(Glibc)
  import Glibc
#endif

/// An outline of lines and curves in points, as SwiftUI's `Path`, for a ``Canvas`` to fill or
/// stroke. Curves and ellipses are kept as the short lines that follow them: a terminal's
/// cells are far coarser than the error.
public struct Path: Sendable {
  /// A run of points, joined by lines, and whether it closes back to its first.
  struct Figure: Sendable {
    var points: [(x: Double, y: Double)]
    var isClosed = false
  }

  var figures: [Figure] = []

  /// An empty path.
  public init() {}

  /// A path of `rect`.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// A path of `rect` (its corners are square on a terminal).
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRect(rect)
  }

  /// The ellipse that `rect` bounds.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// The path that `build` makes.
  public init(_ build: (inout Path) -> Void) {
    build(&self)
  }

  /// Whether the path has no points.
  public var isEmpty: Bool { figures.allSatisfy { $0.points.isEmpty } }

  /// The smallest rectangle holding every point.
  public var boundingRect: CGRect {
    let points = figures.flatMap(\.points)
    guard let first = points.first else { return CGRect(x: 0, y: 0, width: 0, height: 0) }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points {
      (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
      (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  private var current: (x: Double, y: Double)? { figures.last?.points.last }

  /// Starts a new figure at `point`.
  public mutating func move(to point: CGPoint) {
    figures.append(Figure(points: [(Double(point.x), Double(point.y))]))
  }

  /// A line from the current point to `point`.
  public mutating func addLine(to point: CGPoint) {
    guard figures.last.map({ !$0.isClosed }) == true else { return move(to: point) }
    figures[figures.count - 1].points.append((Double(point.x), Double(point.y)))
  }

  /// Lines through `points`, starting a figure at the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// A closed figure of `rect`'s corners.
  public mutating func addRect(_ rect: CGRect) {
    let (x, y) = (Double(rect.origin.x), Double(rect.origin.y))
    let (width, height) = (Double(rect.size.width), Double(rect.size.height))
    figures.append(Figure(points: [(x, y), (x + width, y), (x + width, y + height), (x, y + height)], isClosed: true))
  }

  /// A closed figure of the ellipse `rect` bounds.
  public mutating func addEllipse(in rect: CGRect) {
    let (width, height) = (Double(rect.size.width) / 2, Double(rect.size.height) / 2)
    let (centreX, centreY) = (Double(rect.origin.x) + width, Double(rect.origin.y) + height)
    let steps = 64
    let points = (0..<steps).map { step in
      let angle = Double(step) / Double(steps) * 2 * Double.pi
      return (x: centreX + width * cos(angle), y: centreY + height * sin(angle))
    }
    figures.append(Figure(points: points, isClosed: true))
  }

  /// A quadratic curve from the current point to `end`, pulled towards `control`.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    guard let start = current else { return move(to: end) }
    let (cx, cy, ex, ey) = (Double(control.x), Double(control.y), Double(end.x), Double(end.y))
    for step in 1...16 {
      let t = Double(step) / 16
      let u = 1 - t
      addLine(to: CGPoint(x: u * u * start.x + 2 * u * t * cx + t * t * ex, y: u * u * start.y + 2 * u * t * cy + t * t * ey))
    }
  }

  /// A cubic curve from the current point to `end`, pulled towards the two controls.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard let start = current else { return move(to: end) }
    let (ax, ay, bx, by) = (Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y))
    let (ex, ey) = (Double(end.x), Double(end.y))
    for step in 1...16 {
      let t = Double(step) / 16
      let u = 1 - t
      let x = u * u * u * start.x + 3 * u * u * t * ax + 3 * u * t * t * bx + t * t * t * ex
      let y = u * u * u * start.y + 3 * u * u * t * ay + 3 * u * t * t * by + t * t * t * ey
      addLine(to: CGPoint(x: x, y: y))
    }
  }

  /// Closes the current figure with a line back to its start.
  public mutating func closeSubpath() {
    guard !figures.isEmpty else { return }
    figures[figures.count - 1].isClosed = true
  }

  /// Whether `point` is inside the path, by the non-zero winding rule (or even-odd).
  func contains(x: Double, y: Double, evenOdd: Bool = false) -> Bool {
    var winding = 0
    var crossings = 0
    for figure in figures where figure.points.count > 2 {
      let points = figure.points
      for index in points.indices {
        let a = points[index]
        let b = points[(index + 1) % points.count]
        guard (a.y <= y) != (b.y <= y) else { continue }
        let crossX = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
        guard crossX > x else { continue }
        crossings += 1
        winding += b.y > a.y ? 1 : -1
      }
    }
    return evenOdd ? crossings % 2 == 1 : winding != 0
  }

  /// The path's lines, as pairs of points (a closed figure's last back to its first).
  var segments: [((x: Double, y: Double), (x: Double, y: Double))] {
    figures.flatMap { figure -> [((x: Double, y: Double), (x: Double, y: Double))] in
      let points = figure.points
      guard points.count > 1 else { return points.map { ($0, $0) } }
      var lines = zip(points, points.dropFirst()).map { ($0, $1) }
      if figure.isClosed, let first = points.first, let last = points.last { lines.append((last, first)) }
      return lines
    }
  }
}
