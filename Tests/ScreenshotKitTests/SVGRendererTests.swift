import Document
import Testing
@testable import ScreenshotKit

@Suite struct SVGRendererTests {
  /// A 4x2 screen: a wide character, a combining mark, reverse video and two colours.
  private var screenshot: Screenshot {
    var wide = ScreenshotCell("日", width: 2, bold: true)
    wide.foreground = RGB(0xFF, 0x00, 0x00)
    return Screenshot(title: "guia & co", cells: [
      [wide, ScreenshotCell("", width: 0), ScreenshotCell("e\u{301}"), ScreenshotCell("<")],
      [ScreenshotCell("R", reversed: true), ScreenshotCell("x", background: RGB(0, 0, 0xFF)),
       ScreenshotCell(""), ScreenshotCell("d", dim: true)],
    ])
  }

  /// A row of plain cells reading `text`.
  private func row(_ text: String, columns: Int = 40) -> [ScreenshotCell] {
    let cells = text.map { ScreenshotCell(String($0)) }
    return cells + Array(repeating: ScreenshotCell(""), count: max(0, columns - cells.count))
  }

  private func elements(_ svg: String, _ name: String) -> [String] {
    svg.split(separator: "\n").map(String.init).filter { $0.hasPrefix("<\(name) ") }
  }

  @Test("a row's text in one style is one text element, so the picture can be searched")
  func runs() {
    let shot = Screenshot(title: "guia", cells: [row("  Fin de la guía   "), row("Paso 3  de 7")])
    let svg = SVGRenderer().svg(shot)
    let texts = elements(svg, "text").filter { !$0.contains("class=\"title\"") }
    #expect(texts.count == 2)
    #expect(svg.contains(">Fin de la guía</text>"), "blanks around a run are left out")
    #expect(texts[0].contains("x=\"26\""), "the run starts at its first drawn cell: column 2")
    #expect(svg.contains(">Paso 3  de 7</text>"), "blanks inside a run are kept")
  }

  @Test("a change of style, a wide cell or a glyph from another font starts an element at its column")
  func breaks() {
    let renderer = SVGRenderer()
    var cells = row("ab")
    cells[1].isBold = true
    cells += [ScreenshotCell("字", width: 2), ScreenshotCell("", width: 0), ScreenshotCell("c"),
              ScreenshotCell("😀", width: 2), ScreenshotCell("", width: 0), ScreenshotCell("ก"), ScreenshotCell("e")]
    let runs = renderer.textRuns(cells)
    #expect(runs.map(\.text) == ["a", "b", "字", "c", "😀", "ก", "e"])
    #expect(runs.map(\.column) == [0, 1, 40, 42, 43, 45, 46])
    #expect(runs.map(\.isWide) == [false, false, true, false, true, false, false])
  }

  @Test("the font's advance is the cell's width")
  func fontSize() {
    let renderer = SVGRenderer()
    #expect(abs(renderer.fontSize * 1233 / 2048 - renderer.cellWidth) < 1e-9)
  }

  @Test("fewer elements than cells: a full screen of text is a few dozen elements, not thousands")
  func size() {
    let line = "El tornillo M4 entra en la placa lateral; apriétalo sin forzar la rosca ya."
    let shot = Screenshot(title: "guia", cells: Array(repeating: row(line, columns: 80), count: 24))
    let svg = SVGRenderer().svg(shot)
    #expect(elements(svg, "text").count == 25)
    #expect(svg.utf8.count < 24 * 80 * 6, "about the text's own size, not ~60 bytes a cell")
  }

  @Test("wide characters keep their cells; styles and colours are kept; XML is escaped")
  func attributes() {
    let svg = SVGRenderer().svg(screenshot)
    #expect(svg.contains("textLength=\"18\""))
    #expect(svg.contains("class=\"b\" fill=\"#ff0000\""))
    #expect(svg.contains(">e\u{301}&lt;<"), "a combining mark stays with its base")
    #expect(svg.contains("class=\"d\""))
    #expect(svg.contains("guia &amp; co — 4x2"), "the size is in the frame's title")
    let rects = elements(svg, "rect").filter { $0.contains(" x=") }
    #expect(rects.count == 2, "reverse video and the blue background paint their cells")
    #expect(rects.contains { $0.contains("fill=\"#e6e6e6\"") }, "reverse: the foreground paints")
    #expect(rects.contains { $0.contains("fill=\"#0000ff\"") })
  }

  @Test("neighbouring cells of one background are one rectangle")
  func backgrounds() {
    let blue = RGB(0, 0, 0xFF)
    let cells = [ScreenshotCell("a", background: blue), ScreenshotCell("b", background: blue),
                 ScreenshotCell("c"), ScreenshotCell("d", background: blue)]
    #expect(SVGRenderer().backgroundRuns(cells).map { [$0.column, $0.width] } == [[0, 2], [3, 1]])
  }

  @Test("escaping goes by Unicode scalar: < and & under a combining mark or ZWJ are escaped")
  func scalarEscape() {
    let renderer = SVGRenderer()
    #expect(renderer.escape("<\u{301}") == "&lt;\u{301}")
    #expect(renderer.escape("&\u{200D}x") == "&amp;\u{200D}x")
    #expect(renderer.escape("a\u{1B}b\u{7}\u{FFFF}") == "ab", "scalars XML forbids are left out")
  }

  @Test("a file name with escape sequences reaches the title sanitised")
  func title() {
    let shot = Screenshot(title: DisplayText(sanitizing: "guia \u{1B}]2;x\u{7}.txt"), cells: [row("a")])
    let svg = SVGRenderer().svg(shot)
    #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(svg.contains("guia ^[]2;x^G.txt"))
  }

  @Test("the text of a screenshot reads as the screen")
  func lines() {
    #expect(screenshot.lines == ["日e\u{301}<", "Rx d"])
  }
}
