import GuiaUI
import GuiaUIExamples
import ScrollKit
import Testing
import TerminalUI

/// `guia demo margins` as the pty journey ran it: seed 004's view (``SeedDemos/margins()``,
/// what the demo hosts) at three widths, Right scrolling its carousel edge to edge.
@MainActor
@Suite struct MarginsDemoTests {
  @Test("demo margins: seed 004's summary and first card share the margin; the carousel scrolls edge to edge", arguments: [
    (50, 1), (100, 2), (160, 6),
  ])
  func marginsDemo(columns: Int, margin: Int) throws {
    let host = GuiaUIHost(root: SeedDemos.margins())
    host.start(size: CellSize(width: columns, height: 16))
    var lines = host.render().lines
    let indent = String(repeating: " ", count: margin)
    #expect(lines[0] == indent + "Entrenamiento")
    #expect(lines.contains(indent + "Carrera suave"))
    #expect(lines.contains(indent + "🏃 6,4 km"))
    let cardTop = try #require(lines.firstIndex { $0.contains("╭") })
    #expect(lines[cardTop].hasPrefix(indent + "╭"), "the first card starts at the margin")
    // .frame(width: 180, height: 110): 22 × 7 cells, the name in the middle row.
    #expect(lines[cardTop + 3].contains("Recuperación"))
    #expect(lines[cardTop].hasPrefix(indent + "╭" + String(repeating: "─", count: 20) + "╮"))
    // 3 cards, 1 column apart, between the margins: 66 + 2 + 2 × margin columns.
    let contentWidth = 66 + 2 + 2 * margin
    if contentWidth > columns {
      _ = host.respond(to: .key(.right))
      lines = host.render().lines
      #expect(!lines[cardTop].hasPrefix(indent + "╭"), "Right scrolls the carousel")
      #expect(lines.contains(indent + "Carrera suave"), "the summary stays")
      // To the end: the last card's edge stops at the trailing margin (edge to edge, the
      // margins are the scroll content's insets).
      for _ in 0..<(contentWidth - columns) where !lines[cardTop].hasSuffix("╮") {
        _ = host.respond(to: .key(.right))
        lines = host.render().lines
      }
      #expect(lines[cardTop].hasSuffix("╮"))
      #expect(lines[cardTop].count == columns - margin)
    }
  }
}
