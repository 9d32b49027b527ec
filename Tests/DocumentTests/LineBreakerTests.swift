import Testing
@testable import Document

@Suite struct LineBreakerTests {
  private func wrap(_ text: String, _ width: Int) -> [String] {
    LineBreaker.wrap(Sanitizer.layoutSpans(text), width: width).map { $0.spans.map(\.text.string).joined() }
  }

  @Test("wraps at spaces, never inside a word")
  func wrapsAtSpaces() {
    #expect(wrap("Comprueba que están todas las piezas.", 16)
      == ["Comprueba que", "están todas las", "piezas."])
  }

  @Test("a line that fits is one row, as the breaking algorithm makes it, up to the width exactly")
  func fittingLine() {
    let lines = [
      "", " ", "uno", "uno dos  ", "  sangría", "日本語の文章です。", "señal ＡＢＣ！", "e\u{301}", "👍🏽 ok",
      "\u{1B}[1mnegrita\u{1B}[0m fin", "a\u{AD}b", "a\u{A0}b",
    ]
    for line in lines {
      let glyphs = Glyph.glyphs(of: Sanitizer.layoutSpans(line))
      let width = glyphs.reduce(0) { $0 + $1.width }
      for candidate in [width, width + 1, 80] {
        #expect(LineBreaker.wrap(glyphs: glyphs, width: candidate) == LineBreaker.breaking(glyphs, width: candidate))
      }
      if width > 1 {
        // One cell short: the breaking algorithm's rows.
        #expect(LineBreaker.wrap(glyphs: glyphs, width: width - 1) == LineBreaker.breaking(glyphs, width: width - 1))
      }
    }
  }

  @Test("no row is wider than the width, measured in cells")
  func rowsFit() {
    for width in 1...30 {
      for row in LineBreaker.wrap([Span("Verifica que el mueble está nivelado. 日本語の文章です。")], width: width) {
        #expect(row.width <= max(width, 2))
        #expect(row.width == DisplayWidth.of(row.spans.map(\.text.string).joined()))
      }
    }
  }

  @Test("Japanese breaks between characters, never before 。")
  func japanese() {
    let rows = wrap("番号を表示します。次へ", 10)
    #expect(rows.allSatisfy { !$0.hasPrefix("。") })
    #expect(rows.joined() == "番号を表示します。次へ")
    #expect(rows.allSatisfy { DisplayWidth.of($0) <= 10 })
  }

  @Test("a word wider than the row breaks between characters; a wide one is never split")
  func longWords() {
    #expect(wrap("abcdefghij", 4) == ["abcd", "efgh", "ij"])
    #expect(wrap("日本語", 3) == ["日", "本", "語"])
  }

  @Test("hard breaks, tabs to 8-column stops, empty text")
  func specialCharacters() {
    #expect(wrap("uno\ndos", 20) == ["uno", "dos"])
    #expect(wrap("a\tb", 20) == ["a       b"])
    #expect(wrap("", 20) == [""])
  }

  @Test("styles survive wrapping")
  func styles() {
    let rows = LineBreaker.wrap([Span("Paso", style: .bold), Span(" uno dos")], width: 8)
    #expect(rows[0].spans == [Span("Paso", style: .bold), Span(" uno")])
    #expect(rows[1].spans == [Span("dos")])
  }
}
