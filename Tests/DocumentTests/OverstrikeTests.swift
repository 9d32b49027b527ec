import Testing
@testable import Document

/// Backspace overstrike as man and nroff send it: attributes, never `^H`.
@Suite struct OverstrikeTests {
  private func glyphs(_ bytes: [UInt8]) -> [(String, TextStyle, Int)] {
    Glyph.glyphs(ofBytes: bytes).map { ($0.text.string, $0.style, $0.sourceLength) }
  }

  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test("c\\bc is bold, _\\bc and c\\b_ underlined, _\\bc\\bc both; each glyph stands for its bytes")
  func attributes() {
    let shown = glyphs(bytes("N\u{8}NA\u{8}A _\u{8}l_\u{8}s x\u{8}_ _\u{8}b\u{8}b"))
    #expect(shown.map(\.0) == ["N", "A", " ", "l", "s", " ", "x", " ", "b"])
    #expect(shown.map(\.1) == [.bold, .bold, [], .underline, .underline, [], .underline, [], [.underline, .bold]])
    #expect(shown.map(\.2) == [3, 3, 1, 3, 3, 1, 3, 1, 5])
    #expect(shown.map(\.2).reduce(0, +) == bytes("N\u{8}NA\u{8}A _\u{8}l_\u{8}s x\u{8}_ _\u{8}b\u{8}b").count)
  }

  @Test("multi-byte characters overstrike whole: é\\bé is a bold é, _\\b日 an underlined 日 two cells wide")
  func multiByte() {
    let shown = Glyph.glyphs(ofBytes: bytes("é\u{8}é_\u{8}日"))
    #expect(shown.map(\.text.string) == ["é", "日"])
    #expect(shown.map(\.style) == [.bold, .underline])
    #expect(shown.map(\.width) == [1, 2])
    #expect(shown.map(\.sourceLength) == [5, 5])
  }

  @Test("another pair shows its last character; a backspace that overstrikes nothing stays ^H")
  func otherPairsAndLoneBackspaces() {
    #expect(glyphs(bytes("+\u{8}o")).map(\.0) == ["o"])
    let lone = glyphs(bytes("\u{8}a\u{8}\u{8}b"))
    #expect(lone.map(\.0) == ["^H", "a", "^H", "^H", "b"])
    #expect(lone.filter { $0.0 == "^H" }.allSatisfy { $0.1.contains(.reverse) })
    // Nothing raw reaches the screen: an overstruck control is a placeholder too.
    #expect(glyphs(bytes("\u{1B}\u{8}\u{1B}")).map(\.0) == ["^["])
  }

  @Test("a man page's lines lay out as text with attributes, rows tiling the bytes")
  func manPageRows() {
    let line = "N\u{8}NA\u{8}AM\u{8}ME\u{8}E\n       l\u{8}ls\u{8}s - list directory contents\n"
    let rows = TextRows(source: InMemoryByteSource(Array(line.utf8)), width: 80)
    let lines = rows.lines(from: 0, limit: 10)
    #expect(lines.map(\.text) == ["NAME", "       ls - list directory contents"])
    #expect(lines[0].spans.allSatisfy { $0.style.contains(.bold) })
    #expect(rows.positions(from: 0, limit: 10) == [0, 13])
  }
}
