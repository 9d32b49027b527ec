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

  private func elements(_ svg: String, _ name: String) -> [String] {
    svg.split(separator: "\n").map(String.init).filter { $0.hasPrefix("<\(name) ") }
  }

  @Test("one positioned text element per drawn cell, at its column and row")
  func positions() {
    let renderer = SVGRenderer()
    let svg = renderer.svg(screenshot)
    let texts = elements(svg, "text").filter { !$0.contains("class=\"title\"") }
    #expect(texts.count == 6, "日, é, <, R, x and d; the empty cells draw nothing")
    #expect(texts[0].contains("x=\"8\"") && texts[0].contains(">日<"))
    #expect(texts[1].contains("x=\"26\""), "the cell after a wide character is two cells on")
    #expect(texts[1].contains(">e\u{301}<"), "a combining mark stays with its base")
    #expect(texts[3].contains("y=\"\(Int(renderer.baseline(row: 1)))"))
  }

  @Test("a wide character spans two cells; styles and colours are kept; XML is escaped")
  func attributes() {
    let svg = SVGRenderer().svg(screenshot)
    #expect(svg.contains("textLength=\"18\""))
    #expect(svg.contains("class=\"b\" fill=\"#ff0000\""))
    #expect(svg.contains(">&lt;<"))
    #expect(svg.contains("class=\"d\""))
    #expect(svg.contains("guia &amp; co — 4x2"), "the size is in the frame's title")
    let rects = elements(svg, "rect").filter { $0.contains(" x=") }
    #expect(rects.count == 2, "reverse video and the blue background paint their cells")
    #expect(rects.contains { $0.contains("fill=\"#e6e6e6\"") }, "reverse: the foreground paints")
    #expect(rects.contains { $0.contains("fill=\"#0000ff\"") })
  }

  @Test("the text of a screenshot reads as the screen")
  func lines() {
    #expect(screenshot.lines == ["日e\u{301}<", "Rx d"])
  }
}
