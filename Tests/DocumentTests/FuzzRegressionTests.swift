import Testing
@testable import Document

/// Inputs the fuzzer (make fuzz) found, kept so the bugs stay fixed.
@Suite struct FuzzRegressionTests {
  @Test("a list marker wider than a 2-column layout no longer overflows it")
  func narrowListMarker() {
    let bytes: [UInt8] = [0x01, 0x00, 0x3F, 0xFF, 0x23, 0x7A, 0x47, 0x1A, 0x0A, 0x7A, 0x47, 0x1A, 0x0A, 0x31, 0x2E, 0x20, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x05]
    for line in DocumentLayout(document: Document(markdown: bytes), width: 2).lines {
      #expect(line.width <= 2)
    }
  }

  @Test("a placeholder wider than the row (<U+0082> at 2 columns) is cut, not overflowing")
  func widePlaceholder() {
    let bytes: [UInt8] = [0x01, 0x11, 0x8C, 0x85, 0x85, 0x85, 0x85, 0x85, 0x85, 0x90, 0x26, 0xC2, 0x82, 0x82, 0x82, 0x82, 0x82, 0x82, 0x70, 0x09, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xDF, 0xCC, 0x6F]
    let rows = TextRows(source: InMemoryByteSource(bytes), width: 2, window: 256)
    for line in rows.lines(from: 0, limit: 100) {
      #expect(line.width <= 2)
    }
    #expect(rows.positions(before: rows.endPosition, limit: 100) == rows.positions(from: 0, limit: 100))
  }

  @Test("no row is ever wider than its layout, whatever the width", arguments: 1...12)
  func everyWidth(width: Int) {
    let markdown = Array("# T\n\n- [x] 日本語 <U+0082> \u{1B}[2J\n  1. ```\n| a | b |\n|--|--|\n| 長い | x |\n".utf8)
    for line in DocumentLayout(document: Document(markdown: markdown), width: width).lines {
      #expect(line.width <= width)
    }
    for line in TextRows(source: InMemoryByteSource(markdown + [0x9B, 0x00]), width: width).lines(from: 0, limit: 100) {
      #expect(line.width <= width)
    }
  }

  @Test("U+FFFF in the text no longer trips libunibreak's end-of-text assertion")
  func noncharacterFFFF() {
    let bytes: [UInt8] = [0x23, 0x0A, 0x0A, 0xF7, 0xD1, 0xEF, 0xBF, 0xBF, 0xEF, 0x23]
    let layout = DocumentLayout(document: Document(markdown: bytes), width: 40)
    #expect(!layout.lines.isEmpty)
    let rows = TextRows(source: InMemoryByteSource(bytes), width: 40)
    #expect(rows.lines(from: 0, limit: 10).count == 3)
    #expect(LineBreaker.wrap([Span("a\u{FFFF}b c")], width: 3).count == 2)
  }

  @Test("a skin tone after a list marker: the row's width is what its spans draw (fuzz, ICU clusters)")
  func skinToneAfterMarker() {
    let bytes = Array("- \u{1F3FD} 1\u{FFFD}|\n- x\u{301}y\n".utf8)
    for width in [4, 10, 28] {
      for line in DocumentLayout(document: Document(markdown: bytes), width: width).lines {
        #expect(line.spans.reduce(0) { $0 + DisplayWidth.of($1.text.string) } == line.width)
      }
    }
  }

  @Test("a mark at the start of a span joins the cluster before it, with that cluster's style")
  func clusterAcrossSpans() {
    let glyphs = Glyph.glyphs(of: [Span("a", style: .bold), Span("\u{301}b")])
    #expect(glyphs.map(\.text.string) == ["a\u{301}", "b"])
    #expect(glyphs.map(\.style) == [.bold, []])
    #expect(glyphs.map(\.width) == [1, 1])
  }
}
