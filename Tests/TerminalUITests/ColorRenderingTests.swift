import ScrollKit
import Document
import Testing
@testable import TerminalUI

/// A document's colours and links on the terminal: in its palette, or none at all.
@Suite struct ColorRenderingTests {
  private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test("xterm's setaf: 3N, 9N, 38;5;N; 24-bit sent as it is on a direct-colour terminal, else approximated")
  func colorStrings() {
    let colors = ColorStrings.xterm256
    #expect(text(colors.foreground(.palette(1))) == "\u{1B}[31m")
    #expect(text(colors.foreground(.palette(9))) == "\u{1B}[91m")
    #expect(text(colors.background(.palette(208))) == "\u{1B}[48;5;208m")
    #expect(text(colors.foreground(.rgb(red: 1, green: 2, blue: 3))) == "\u{1B}[38;2;1;2;3m")
    var indexed = colors
    indexed.isDirect = false
    #expect(text(indexed.foreground(.rgb(red: 255, green: 0, blue: 0))) == "\u{1B}[38;5;196m")
    var eight = indexed
    eight.count = 8
    #expect(text(eight.foreground(.palette(9))) == "\u{1B}[31m")
    #expect(ColorStrings.none.foreground(.palette(1)).isEmpty)
  }

  private func cells(_ text: String, style: TextStyle) -> [[Cell]] {
    var screen = Screen(size: CellSize(width: 10, height: 2))
    screen.put([Span(DisplayText(sanitizing: text), style: style)], row: 0, column: 0)
    return screen.rows
  }

  @Test("coloured cells are drawn with their colour; with no colours (NO_COLOR) only attributes")
  func drawsColours() {
    var strings = TerminalStrings.xterm
    strings.colors = .xterm256
    var renderer = ScrollAreaRenderer(strings: strings)
    let style = TextStyle.bold.union(.foreground(.palette(2)))
    let output = text(renderer.update(to: frame(cells("ok", style: style), region: 0..<2, columns: 10)))
    #expect(output.contains("\u{1B}[1m\u{1B}[32mok\u{1B}[m"), "\(output.debugDescription)")
    var plain = ScrollAreaRenderer(strings: .xterm)
    let uncoloured = text(plain.update(to: frame(cells("ok", style: style), region: 0..<2, columns: 10)))
    #expect(uncoloured.contains("\u{1B}[1mok\u{1B}[m"), "\(uncoloured.debugDescription)")
    #expect(!uncoloured.contains("32m"))
  }

  @Test("an https link is handed on as OSC 8 and closed; a javascript: one never is")
  func forwardsLinks() {
    var https = TextStyle.underline
    https.link = Hyperlink(address: Array("https://example.com".utf8))
    var renderer = ScrollAreaRenderer(strings: .xterm)
    let output = text(renderer.update(to: frame(cells("here", style: https), region: 0..<2, columns: 10)))
    #expect(output.contains("\u{1B}]8;;https://example.com\u{1B}\\"), "\(output.debugDescription)")
    #expect(output.contains("here\u{1B}]8;;\u{1B}\\"), "\(output.debugDescription)")
    var script = TextStyle.underline
    script.link = Hyperlink(address: Array("javascript:alert(1)".utf8))
    var other = ScrollAreaRenderer(strings: .xterm)
    let blocked = text(other.update(to: frame(cells("here", style: script), region: 0..<2, columns: 10)))
    #expect(!blocked.contains("\u{1B}]8"), "\(blocked.debugDescription)")
  }
}
