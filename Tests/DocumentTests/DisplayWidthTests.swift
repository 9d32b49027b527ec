import Testing
@testable import Document

@Suite struct DisplayWidthTests {
  @Test(
    "width per grapheme cluster, as a terminal counts cells",
    arguments: [
      ("a", 1), ("í", 1), ("e\u{301}", 1), ("日", 2), ("。", 2), ("한", 2), ("😀", 2),
      ("\u{2764}\u{FE0F}", 2), ("Ａ", 2), ("\u{301}", 0), ("\u{200B}", 0),
    ] as [(String, Int)])
  func clusterWidth(text: String, width: Int) {
    #expect(text.count == 1)
    #expect(DisplayWidth.of(cluster: text) == width)
  }

  @Test("string width is not String.count")
  func stringWidth() {
    #expect(DisplayWidth.of("Guía de montaje") == 15)
    #expect(DisplayWidth.of("番号を表示") == 10)
    #expect("番号を表示".count == 5)
  }

  @Test("the prefix that fits a number of cells never cuts a wide character")
  func prefixFitting() {
    #expect(DisplayWidth.prefix(of: "日本語", fitting: 5) == ("日本", 4))
    #expect(DisplayWidth.prefix(of: "ab", fitting: 5) == ("ab", 2))
    #expect(DisplayWidth.prefix(of: "e\u{301}x", fitting: 1) == ("e\u{301}", 1))
    #expect(DisplayWidth.prefix(of: "x", fitting: 0) == ("", 0))
  }
}
