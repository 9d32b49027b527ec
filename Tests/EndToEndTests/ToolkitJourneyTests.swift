import Foundation
import Testing

/// Seeds 000, 003 and 004 in a real terminal: the report guia writes as it quits, and the
/// demos (the header, both axes, margins, the indicator and the contents pane:
/// ReaderTests.ToolkitJourneyTests).
@Suite struct ToolkitJourneyTests {
  @Test("--report after reaching the end and coming back up")
  func report() throws {
    let folder = try Journey.temporaryFolder()
    let path = folder.appendingPathComponent("informe.json").path
    let session = try PtySession(["--report", path])
    try session.waitForNextFrame(after: 0)
    try session.press("G")
    try session.press("k")
    session.send("q")
    #expect(try session.waitForExit().exited(with: 0))
    let report = try String(contentsOfFile: path, encoding: .utf8)
    let json = try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any]
    #expect(json?["reachedEnd"] as? Bool == true)
    #expect(json?["atBottom"] as? Bool == false)
    #expect(json?["lastStepSeen"] as? Int == 8)
    #expect(json?["maxPercent"] as? Int == 100)
    let terminal = json?["terminal"] as? [String: Any]
    #expect(terminal?["columns"] as? Int == 80)
    #expect(terminal?["rows"] as? Int == 24)
  }

  @Test("demo offset: seed 003's scroll wrapper prints its CGPoint, y = contentOffset.y")
  func offsetDemo() throws {
    let session = try PtySession(["demo", "offset"])
    // The seed prints from onPreferenceChange: the console row (the last) shows it.
    var lines = try session.wait(forText: "(-0.0, -0.0)")
    #expect(lines[0].trimmingCharacters(in: .whitespaces) == "0")
    #expect(lines[23] == "(-0.0, -0.0)")
    session.send("j")
    lines = try session.wait(forText: "(-0.0, 16.0)")
    #expect(lines[0].trimmingCharacters(in: .whitespaces) == "1")
    session.send("j")
    lines = try session.wait(forText: "(-0.0, 32.0)")
    // 100 rows in 23: the bottom is 77 rows (1232 pt) down.
    session.send("G")
    lines = try session.wait(forText: "(-0.0, 1232.0)")
    #expect(lines[22].trimmingCharacters(in: .whitespaces) == "99")
    Snapshots.save(lines, as: "demo-offset-80x24-end", session: session)
  }

  @Test("demo margins: seed 004's summary and first card share the margin; the carousel scrolls edge to edge", arguments: [
    (50, 1), (100, 2), (160, 6),
  ])
  func marginsDemo(columns: Int, margin: Int) throws {
    let session = try PtySession(["demo", "margins"], rows: 16, columns: columns)
    var lines = try session.waitForNextFrame(after: 0)
    let indent = String(repeating: " ", count: margin)
    #expect(lines[0] == indent + "Entrenamiento")
    #expect(lines.contains(indent + "Carrera suave"))
    #expect(lines.contains(indent + "🏃 6,4 km"))
    let cardTop = try #require(lines.firstIndex { $0.contains("╭") })
    #expect(lines[cardTop].hasPrefix(indent + "╭"), "the first card starts at the margin")
    // .frame(width: 180, height: 110): 22 × 7 cells, the name in the middle row.
    #expect(lines[cardTop + 3].contains("Recuperación"))
    #expect(lines[cardTop].hasPrefix(indent + "╭" + String(repeating: "─", count: 20) + "╮"))
    Snapshots.save(lines, as: "demo-margins-\(columns)x16", session: session)
    // 3 cards, 1 column apart, between the margins: 66 + 2 + 2 × margin columns.
    let contentWidth = 66 + 2 + 2 * margin
    if contentWidth > columns {
      lines = try session.press(Journey.Keys.right)
      #expect(!lines[cardTop].hasPrefix(indent + "╭"), "Right scrolls the carousel")
      #expect(lines.contains(indent + "Carrera suave"), "the summary stays")
      // To the end: the last card's edge stops at the trailing margin (edge to edge, the
      // margins are the scroll content's insets).
      for _ in 0..<(contentWidth - columns) where !lines[cardTop].hasSuffix("╮") {
        lines = try session.press(Journey.Keys.right)
      }
      #expect(lines[cardTop].hasSuffix("╮"))
      #expect(lines[cardTop].count == columns - margin)
    }
  }
}
