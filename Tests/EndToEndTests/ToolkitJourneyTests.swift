import Foundation
import Testing

/// Seeds 000, 003 and 004 in a real terminal: visibility in the header, both axes, margins,
/// the indicator, the contents pane, the report and the demos.
@Suite struct ToolkitJourneyTests {
  @Test("the header's step is the step at the top, the last one shown at the bottom; the percentage too")
  func headerStep() throws {
    let session = try PtySession(rows: 12)
    var lines = try session.waitForNextFrame(after: 0)
    // The percentage counts the bottom visible row (9 of the guide's rows show), as less does.
    #expect(lines[0].hasSuffix("Paso 1/8  \(9 * 100 / Journey.guideRows().count)%"))
    for _ in 0..<3 { lines = try session.press("j") }
    #expect(lines[0].contains("Paso 2/8"), "Paso 1 has scrolled out: the gap before Paso 2 is at the top")
    lines = try session.press("G")
    #expect(lines[0].hasSuffix("Paso 8/8  100%"))
    Snapshots.save(lines, as: "header-80x12-bottom", session: session)
  }

  @Test("-S chops long lines; Right reveals a line's end, Left goes back; -S typed toggles")
  func chopAndScrollSideways() throws {
    let long = "inicio " + String(repeating: "relleno ", count: 25) + "FINAL"
    let file = try Journey.file("largo.txt", Array((long + "\ncorta\n").utf8))
    let session = try PtySession(["-S", file.path])
    var lines = try session.waitForNextFrame(after: 0)
    #expect(lines[1].hasPrefix("inicio relleno"))
    #expect(!lines.joined().contains("FINAL"))
    for _ in 0..<4 { lines = try session.press(Journey.Keys.right) }
    #expect(lines[1].hasSuffix("FINAL"), "Right scrolled to the end of the long line")
    lines = try session.press(Journey.Keys.left)
    #expect(!lines[1].hasSuffix("FINAL"))
    try session.press("-")
    lines = try session.press("S")
    #expect(lines.joined().contains("FINAL"), "-S typed again wraps the long line")
    #expect(session.footer == "Líneas largas partidas")
  }

  @Test("a count before Right scrolls that many columns")
  func countedScroll() throws {
    let file = try Journey.file("cuenta.txt", Array("0123456789abcdefghij\n".utf8))
    let session = try PtySession(["-S", file.path], columns: 10)
    try session.waitForNextFrame(after: 0)
    try session.type("5")
    let lines = try session.press(Journey.Keys.right)
    #expect(lines[1].hasPrefix("56789"))
  }

  @Test("the scroll indicator (--indicator on plain text) moves from the top of the area to its bottom")
  func indicatorMoves() throws {
    let file = try LargeFileTests.numberedFile(400)
    let session = try PtySession(["--indicator", file.path])
    try session.waitForNextFrame(after: 0)
    func thumbRows() -> [Int] {
      (1...21).filter { session.screen.cell(row: $0, column: 79).text == "█" }
    }
    #expect(thumbRows() == [1])
    try session.press(" ")
    let middle = thumbRows()
    #expect(middle.count == 1 && middle[0] > 1 && middle[0] < 21)
    try session.press("G")
    #expect(thumbRows() == [21])
    Snapshots.save(session.rawLines, as: "indicator-80x24-bottom", session: session)
  }

  @Test("margins follow the width: 1 column at 50, 2 at 100, 6 at 160", arguments: [
    (50, 1), (100, 2), (160, 6),
  ])
  func marginsByWidth(columns: Int, margin: Int) throws {
    let session = try PtySession(rows: 12, columns: columns)
    let lines = try session.waitForNextFrame(after: 0)
    let indent = String(repeating: " ", count: margin)
    #expect(lines.contains(indent + "Paso 1"))
    #expect(lines[0].hasPrefix(indent + "Guía de montaje"), "the header aligns with the margin")
    Snapshots.save(lines, as: "margins-\(columns)x12", session: session)
  }

  @Test("--margin fixes the margins")
  func fixedMargin() throws {
    let session = try PtySession(["--margin", "5"], rows: 12, columns: 160)
    let lines = try session.waitForNextFrame(after: 0)
    #expect(lines.contains("     Paso 1"))
  }

  @Test("the contents pane lists the steps; Enter jumps to Paso 6 with its top at the top")
  func contentsPane() throws {
    let session = try PtySession(rows: 12, columns: 100)
    try session.waitForNextFrame(after: 0)
    var lines = try session.press("t")
    #expect(lines[1].hasPrefix(" Paso 1 "))
    #expect(lines[8].hasPrefix(" Paso 8 "))
    #expect(session.screen.cell(row: 1, column: 1).reverse, "the current step is selected")
    for _ in 0..<5 { try session.press("j") }
    lines = try session.press("\r")
    let text = lines[1].split(separator: "│", maxSplits: 1).last.map(String.init) ?? ""
    #expect(text.trimmingCharacters(in: .whitespaces) == "Paso 6")
    // Paso 6 at the top is the bottom here: the header names the last step on screen.
    #expect(session.footer == "Fin de la guía")
    #expect(lines[0].hasSuffix("Paso 8/8  100%"))
    #expect(session.screen.cell(row: 6, column: 1).reverse)
    Snapshots.save(lines, as: "contents-100x12-paso6", session: session)
    // The text's margin next to the divider is smaller than the outer one.
    let afterDivider = text.prefix { $0 == " " }.count
    #expect(afterDivider == 1)
    lines = try session.press("t")
    #expect(lines[1].hasPrefix("  Paso 6"), "closing the pane keeps the position")
  }

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
