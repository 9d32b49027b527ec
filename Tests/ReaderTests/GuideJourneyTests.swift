import Document
import Reader
import ScrollKit
import Testing

/// The guide as the pty journeys read it: less's keys, resizes, reflow and another guide of
/// the same shape. (The first frame, the end and the seed's footer on the real binary, `q`'s
/// exit status and the embedded guide stay journeys: EndToEndTests.GuideJourneyTests.)
@MainActor
@Suite struct GuideJourneyTests {
  private nonisolated enum K {
    static let down = "\u{1B}OB"
    static let up = "\u{1B}OA"
    static let home = "\u{1B}OH"
    static let end = "\u{1B}OF"
    static let pageDown = "\u{1B}[6~"
    static let pageUp = "\u{1B}[5~"
    static let wheelDown = "\u{1B}[<65;10;5M"
    static let wheelUp = "\u{1B}[<64;10;5M"
    static func control(_ letter: Character) -> String {
      String(Unicode.Scalar(letter.asciiValue! - 0x60))
    }
  }

  /// Keys pressed after a setup key (none, or "G" to start at the bottom) and the offset
  /// they lead to.
  nonisolated static let keyCases: [(String, String, Int)] = {
    let forward: [(String, Int)] = [
      ("j", 1), (K.down, 1), ("\r", 1), (K.control("n"), 1), (K.control("e"), 1),
      (" ", 9), ("f", 9), (K.control("f"), 9), (K.pageDown, 9), ("d", 5), (K.control("d"), 5),
      ("G", 16), (">", 16), (K.end, 16), (K.wheelDown, 1),
    ]
    let backward: [(String, Int)] = [
      ("k", 15), (K.up, 15), (K.control("p"), 15), (K.control("y"), 15), (K.wheelUp, 15),
      ("b", 7), (K.control("b"), 7), (K.pageUp, 7), ("u", 11), (K.control("u"), 11),
      ("g", 0), ("<", 0), (K.home, 0),
    ]
    return forward.map { ("", $0.0, $0.1) } + backward.map { ("G", $0.0, $0.1) }
  }()

  /// The guide's rows in the scroll area at `columns`, laid out as the reader lays them out
  /// (the container's margins, the indicator's column kept free), trailing blanks left out.
  static func guideRows(columns: Int = 80) -> [String] {
    let width = columns - 1
    let insets = ContentMarginGuide.container.resolve(columns: width, leading: .outer, trailing: .outer)
    let options = LayoutOptions(
      width: width, leadingMargin: Int(insets.leading), trailingMargin: Int(insets.trailing))
    return DocumentLayout(document: ReaderHarness.guide, options: options).lines.map { line in
      var text = line.text
      while text.hasSuffix(" ") { text.removeLast() }
      return text
    }
  }

  /// The scroll area's rows: without the title row and the two footer rows.
  private func scrollArea(_ rows: [String]) -> [String] {
    Array(rows.dropFirst().dropLast(2))
  }

  @Test("a terminal tall enough for the whole guide says 'Fin de la guía' from the first frame")
  func tallTerminal() {
    let reader = ReaderHarness(guideWith: .journey, size: CellSize(width: 80, height: 40))
    #expect(reader.footer == "Fin de la guía")
    #expect(reader.rows.contains("  Paso 8"))
    JourneyGolden.expect(reader.rows, matches: "guide-80x40-fits")
  }

  @Test("resizing tall → short → tall keeps the position rule and the footer right")
  func resizeJourney() {
    let reader = ReaderHarness(guideWith: .journey, size: CellSize(width: 80, height: 40))
    #expect(reader.footer == "Fin de la guía")
    reader.resize(to: CellSize(width: 80, height: 12))
    #expect(reader.footer == "Quedan pasos por ver", "the whole guide no longer fits")

    reader.send("j")
    reader.send("j")
    let firstLine = reader.rows[1]
    reader.resize(to: CellSize(width: 80, height: 20))
    #expect(reader.rows[1] == firstLine, "the first visible line stays first")
    #expect(reader.footer == "Quedan pasos por ver")

    reader.send("G")
    reader.resize(to: CellSize(width: 80, height: 12))
    #expect(reader.footer == "Fin de la guía", "a reader at the bottom stays at the bottom")
    #expect(reader.rows.contains("  Paso 8"))

    reader.resize(to: CellSize(width: 80, height: 40))
    #expect(reader.footer == "Fin de la guía")
  }

  @Test("a narrower terminal reflows the text by display width")
  func narrowReflow() {
    let reader = ReaderHarness(guideWith: .journey, size: CellSize(width: 80, height: 24))
    reader.resize(to: CellSize(width: 24, height: 24))
    let rows = reader.rows
    #expect(scrollArea(rows) == Array(Self.guideRows(columns: 24).prefix(21)))
    #expect(rows.contains(" Comprueba que están"), "a narrow terminal has one-column margins")
  }

  /// At 80x12 the scroll area has 9 rows and the guide 25, so the bottom offset is 16; d and
  /// u move less's half screen, (9 + 1 + 1) / 2 = 5 rows.
  @Test("less's keys move the guide", arguments: GuideJourneyTests.keyCases)
  func keys(setup: String, keys: String, offset: Int) {
    let reader = ReaderHarness(guideWith: .journey, size: CellSize(width: 80, height: 12))
    if !setup.isEmpty { reader.send(setup) }
    reader.send(keys)
    let rows = Self.guideRows()
    #expect(scrollArea(reader.rows) == Array(rows[offset..<offset + 9]))
    #expect(reader.footer == (offset == 16 ? "Fin de la guía" : "Quedan pasos por ver"))
  }

  @Test("guia FILE opens another guide of the same shape")
  func otherGuide() {
    let reader = ReaderHarness(
      markdown: "# Otra guía\n\n1. Mide la pared.\n2. Marca los agujeros.\n", name: "otra.md",
      size: CellSize(width: 80, height: 24))
    let rows = reader.rows
    #expect(rows[0].hasPrefix("  Otra guía"), "\(rows[0])")
    #expect(rows.contains("  Paso 2"))
    #expect(rows.contains("  Marca los agujeros."))
    #expect(reader.footer == "Fin de la guía")
  }
}
