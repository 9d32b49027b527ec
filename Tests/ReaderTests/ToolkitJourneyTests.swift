import Reader
import ScrollKit
import Testing

/// Seeds 000, 003 and 004's reader as the pty journeys typed it: visibility in the header,
/// both axes, margins, the indicator and the contents pane. (The report:
/// GuiaAppTests.ReadingReportSessionTests; the demos stay journeys:
/// EndToEndTests.GuideJourneyTests.)
@MainActor
@Suite struct ToolkitJourneyTests {
  private func settings(_ change: (inout ReaderSettings) -> Void) -> ReaderSettings {
    var settings = ReaderSettings.journey
    change(&settings)
    return settings
  }

  @Test("the header's step is the step at the top, the last one shown at the bottom; the percentage too")
  func headerStep() {
    let reader = ReaderHarness(guideWith: .journey, size: CellSize(width: 80, height: 12))
    // The percentage counts the bottom visible row (9 of the guide's rows show), as less does.
    #expect(reader.rows[0].hasSuffix("Paso 1/8  \(9 * 100 / GuideJourneyTests.guideRows().count)%"), "\(reader.rows[0])")
    reader.send("jjj")
    #expect(reader.rows[0].contains("Paso 2/8"), "Paso 1 has scrolled out: the gap before Paso 2 is at the top")
    reader.send("G")
    #expect(reader.rows[0].hasSuffix("Paso 8/8  100%"))
  }

  @Test("-S chops long lines; Right reveals a line's end, Left goes back; -S typed toggles")
  func chopAndScrollSideways() {
    let long = "inicio " + String(repeating: "relleno ", count: 25) + "FINAL"
    let reader = ReaderHarness(
      plain: long + "\ncorta\n", title: "largo.txt", size: CellSize(width: 80, height: 24),
      settings: settings { $0.wrapsLines = false })
    #expect(reader.rows[1].hasPrefix("inicio relleno"))
    #expect(!reader.rows.joined().contains("FINAL"))
    for _ in 0..<4 { reader.send("\u{1B}OC") }
    #expect(reader.rows[1].hasSuffix("FINAL"), "Right scrolled to the end of the long line")
    reader.send("\u{1B}OD")
    #expect(!reader.rows[1].hasSuffix("FINAL"))
    reader.send("-")
    reader.send("S")
    #expect(reader.rows.joined().contains("FINAL"), "-S typed again wraps the long line")
    #expect(reader.footer == "Líneas largas partidas")
  }

  @Test("a count before Right scrolls that many columns")
  func countedScroll() {
    let reader = ReaderHarness(
      plain: "0123456789abcdefghij\n", title: "cuenta.txt", size: CellSize(width: 10, height: 24),
      settings: settings { $0.wrapsLines = false })
    reader.send("5")
    reader.send("\u{1B}OC")
    #expect(reader.rows[1].hasPrefix("56789"))
  }

  @Test("the scroll indicator (--indicator on plain text) moves from the top of the area to its bottom")
  func indicatorMoves() {
    let reader = ReaderHarness(
      plain: SearchJourneyTests.numbered(400), title: "numeros.txt", size: CellSize(width: 80, height: 24),
      settings: settings { $0.showsIndicatorOnPlainText = true })
    func thumbRows() -> [Int] {
      let screen = reader.screen
      return (1...21).filter { screen.rows[$0][79].text == "█" }
    }
    #expect(thumbRows() == [1])
    reader.send(" ")
    let middle = thumbRows()
    #expect(middle.count == 1 && middle[0] > 1 && middle[0] < 21)
    reader.send("G")
    #expect(thumbRows() == [21])
  }

  @Test("margins follow the width: 1 column at 50, 2 at 100, 6 at 160", arguments: [
    (50, 1), (100, 2), (160, 6),
  ])
  func marginsByWidth(columns: Int, margin: Int) {
    let reader = ReaderHarness(guideWith: .journey, size: CellSize(width: columns, height: 12))
    let indent = String(repeating: " ", count: margin)
    #expect(reader.rows.contains(indent + "Paso 1"))
    #expect(reader.rows[0].hasPrefix(indent + "Guía de montaje"), "the header aligns with the margin")
  }

  @Test("--margin fixes the margins")
  func fixedMargin() {
    let reader = ReaderHarness(
      guideWith: settings { $0.marginGuide = .fixed(5) }, size: CellSize(width: 160, height: 12))
    #expect(reader.rows.contains("     Paso 1"))
  }

  @Test("the contents pane lists the steps; Enter jumps to Paso 6 with its top at the top")
  func contentsPane() {
    let reader = ReaderHarness(guideWith: .journey, size: CellSize(width: 100, height: 12))
    reader.send("t")
    #expect(reader.rows[1].hasPrefix(" Paso 1 "))
    #expect(reader.rows[8].hasPrefix(" Paso 8 "))
    #expect(reader.screen.rows[1][1].style.contains(.reverse), "the current step is selected")
    reader.send("jjjjj")
    reader.send("\r")
    let lines = reader.rows
    let text = lines[1].split(separator: "│", maxSplits: 1).last.map(String.init) ?? ""
    #expect(text.trimmed == "Paso 6")
    // Paso 6 at the top is the bottom here: the header names the last step on screen.
    #expect(reader.footer == "Fin de la guía")
    #expect(lines[0].hasSuffix("Paso 8/8  100%"))
    #expect(reader.screen.rows[6][1].style.contains(.reverse))
    // The text's margin next to the divider is smaller than the outer one.
    #expect(text.prefix { $0 == " " }.count == 1)
    reader.send("t")
    #expect(reader.rows[1].hasPrefix("  Paso 6"), "closing the pane keeps the position")
  }
}
