@testable import GuiaUI
import Testing

extension GuiaUIHost {
  /// The rows as drawn, trailing blanks removed (a last `█` kept: no scroll indicator here).
  fileprivate var cells: [String] {
    lines.map { line in
      var line = line
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }
}

@MainActor
@Suite struct CanvasTests {
  @Test("Canvas: a filled rectangle paints the cells whose centres it covers, in points (8 a column, 16 a row)")
  func filledRectangle() {
    let host = host(Canvas { context, size in
      context.fill(Path(CGRect(x: 0, y: 0, width: 16, height: size.height)), with: .color(.green))
      context.fill(Path(CGRect(x: 24, y: 16, width: 8, height: 16)), with: .color(.red))
    }.frame(width: 32, height: 32), columns: 4, rows: 2)
    #expect(host.cells == ["██", "██ █"], "\(host.cells)")
  }

  @Test("Canvas: an ellipse in the whole size fills its middle, not its corners; a stroked line marks the cells it crosses")
  func ellipseAndStroke() {
    let filled = host(Canvas { context, size in
      context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
    }.frame(width: 80, height: 80), columns: 10, rows: 5)
    #expect(filled.cells[2] == "██████████" && filled.cells[0].hasPrefix(" ") && filled.cells[0].contains("█"), "\(filled.cells)")
    let stroked = host(Canvas { context, size in
      var path = Path()
      path.move(to: CGPoint(x: 0, y: 24))
      path.addLine(to: CGPoint(x: size.width, y: 24))
      context.stroke(path, with: .color(.blue), lineWidth: 2)
    }.frame(width: 40, height: 48), columns: 5, rows: 3)
    #expect(stroked.cells == ["", "█████", ""], "\(stroked.cells)")
  }

  @Test("Path: a closed figure's winding decides inside; its bounding rectangle holds every point")
  func path() {
    let triangle = Path { path in
      path.move(to: CGPoint(x: 0, y: 0))
      path.addLine(to: CGPoint(x: 10, y: 0))
      path.addLine(to: CGPoint(x: 0, y: 10))
      path.closeSubpath()
    }
    #expect(triangle.contains(x: 2, y: 2) && !triangle.contains(x: 8, y: 8))
    #expect(triangle.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10) && !triangle.isEmpty && Path().isEmpty)
  }
}
