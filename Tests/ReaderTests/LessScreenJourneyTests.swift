import Reader
import ScrollKit
import Testing

/// What less's own test sessions (lesstest) check on every screen, as the pty journeys typed
/// it: lines wrapped at the last cell, `~` below a short file's end, chopped rows marked `>`,
/// and options typed while reading whose message waits for a key.
@MainActor
@Suite("less's screens")
struct LessScreenJourneyTests {
  private let size = CellSize(width: 40, height: 12)

  /// The scroll area's rows: without the title row and the two footer rows.
  private func area(_ reader: ReaderHarness) -> [String] {
    Array(reader.rows.dropFirst().dropLast(2))
  }

  @Test("a long line wraps at the last cell, as less; a short file's end is followed by ~ rows")
  func wrapsAndTildes() {
    let line = (1...30).map { String(repeating: "0", count: 5 - String($0).count) + "\($0)" }.joined(separator: " ")
    let reader = ReaderHarness(plain: line + "\nfin\n", title: "tabla.txt", size: size)
    let area = area(reader)
    #expect(Array(area.prefix(6)) == [
      "00001 00002 00003 00004 00005 00006 0000", "7 00008 00009 00010 00011 00012 00013 00",
      "014 00015 00016 00017 00018 00019 00020 ", "00021 00022 00023 00024 00025 00026 0002",
      "7 00028 00029 00030", "fin",
    ].map(\.trimmed))
    #expect(area.dropFirst(6).allSatisfy { $0 == "~" }, "\(area)")
    #expect(reader.send("q") == .exit(.quit))
  }

  @Test("-S Enter: chopped with >, the message waits and Enter only dismisses it; --wordwrap typed wraps between words")
  func optionsTypedWhileReading() {
    let words = (1...40).map { "palabra\($0)" }.joined(separator: " ")
    let text = (1...30).map { "\($0) " + words }.joined(separator: "\n") + "\n"
    let reader = ReaderHarness(plain: text, title: "palabras.txt", size: size)
    reader.send("-S")
    let chopped = reader.rows
    #expect(reader.footer.contains("-S"), "the message")
    #expect(chopped[1].hasPrefix("1 palabra1") && chopped[1].hasSuffix(">"), "\(chopped[1])")
    #expect(chopped[2].hasPrefix("2 palabra1"))
    reader.send("\r")
    #expect(reader.rows[1].hasPrefix("1 palabra1"), "Enter scrolled: \(reader.rows[1])")
    #expect(!reader.footer.contains("-S"))
    reader.send("-S")
    reader.send("\r")
    reader.send("--wor")
    #expect(reader.footer.hasPrefix("--wor"), "the prompt")
    reader.send("\r")
    #expect(reader.footer.contains("--wordwrap"), "\(reader.footer)")
    let area = area(reader)
    #expect(area[0] == "1 palabra1 palabra2 palabra3 palabra4")
    #expect(area[1] == "palabra5 palabra6 palabra7 palabra8")
    #expect(reader.send("q") == .exit(.quit))
  }

  @Test("--header 1 -S: the first line stays at the top while j scrolls, and shifts with Right")
  func header() {
    let text = (0...40).map { "fila\($0) " + String(repeating: "x\($0) ", count: 20) }.joined(separator: "\n") + "\n"
    var settings = ReaderSettings.journey
    settings.headerLines = 1
    settings.wrapsLines = false
    let reader = ReaderHarness(plain: text, title: "cabecera.txt", size: size, settings: settings)
    let first = area(reader)
    #expect(first[0].hasPrefix("fila0") && first[0].hasSuffix(">"), "\(first[0])")
    #expect(first[1].hasPrefix("fila1"))
    reader.send("jj")
    let moved = area(reader)
    #expect(moved[0].hasPrefix("fila0"), "the header stays")
    #expect(moved[1].hasPrefix("fila3"), "\(moved)")
    reader.send("4\u{1B}OC")
    let shifted = area(reader)
    #expect(shifted[0].hasPrefix("0 x0"), "\(shifted[0])")
    #expect(shifted[1].hasPrefix("3 x3"), "\(shifted[1])")
    #expect(reader.send("q") == .exit(.quit))
  }

  @Test("--header 2,6 -S: a new search after Right and Down starts from less's top, the header's rows above the text (lesstest's table-50x200)", arguments: [false, true])
  func searchUnderHeaderAfterShift(shifted: Bool) {
    let text = (0..<200).map { line in
      (0..<50).map { String(format: "%05d", line * 100 + $0) }.joined(separator: " ")
    }.joined(separator: "\n") + "\n"
    var settings = ReaderSettings.journey
    settings.headerLines = 2
    settings.headerColumns = 6
    settings.wrapsLines = false
    let reader = ReaderHarness(plain: text, title: "tabla.txt", size: CellSize(width: 116, height: 41), settings: settings)
    if shifted { reader.send("\u{1B}OC") }
    reader.send("\u{1B}OB\u{1B}OB\u{1B}OB")
    #expect(area(reader)[2].contains("00500"), "\(area(reader)[2])")
    // less's top is two rows above the text's (the header's rows are drawn over it): the
    // search starts there, at 00300, and less shows its match's line first under the header.
    reader.send("/04\r")
    #expect(area(reader)[0].hasPrefix("00000"), "\(area(reader)[0])")
    #expect(area(reader)[2].contains("00300"), "\(area(reader)[2])")
  }

  @Test("a search near the end puts its line at the top, ~ below the end, as less; j stays, k moves up")
  func searchPastTheEnd() {
    let reader = ReaderHarness(plain: (1...30).map { "línea \($0)\n" }.joined(), title: "cerca.txt", size: size)
    reader.send("/línea 28\r")
    let area = area(reader)
    #expect(Array(area.prefix(4)) == ["línea 28", "línea 29", "línea 30", "~"], "\(area)")
    #expect(reader.footer.hasPrefix("Fin de la guía"), "the end shows: the seed's footer says so")
    reader.send("j")
    #expect(self.area(reader).first == "línea 28", "down at the end stays")
    reader.send("k")
    #expect(self.area(reader).first == "línea 27")
    #expect(reader.send("q") == .exit(.quit))
  }

  @Test("-S at the end keeps the top line where it was, ~ below the end, as less repaints")
  func chopKeepsTheTopLine() throws {
    let text = (1...12).map { "línea \($0) " + String(repeating: "largo ", count: 12) }.joined(separator: "\n") + "\n"
    let reader = ReaderHarness(plain: text, title: "largas.txt", size: size)
    reader.send("G")
    let top = try #require(area(reader).first)
    reader.send("-S")
    let area = area(reader)
    #expect(area.first?.hasSuffix(">") == true, "the lines chopped")
    #expect(top.hasPrefix(String(area[0].prefix(8))), "the top line kept: \(top) / \(area[0])")
    #expect(area.contains("~"), "\(area)")
  }
}
