import Testing
@testable import Document

/// Width and wrapping for every script the issue names.
@Suite struct ScriptTests {
  private func wrap(_ text: String, _ width: Int) -> [String] {
    LineBreaker.wrap(Sanitizer.layoutSpans(text), width: width).map { $0.spans.map(\.text.string).joined() }
  }

  @Test("Spanish wraps at spaces, accents count one cell")
  func spanish() {
    #expect(wrap("Revisa las fijaciones antes de utilizarlo.", 14)
      == ["Revisa las", "fijaciones", "antes de", "utilizarlo."])
  }

  @Test("Japanese (seed 001) breaks between characters, never before 、。」）")
  func japanese() {
    let text = "ListとForEachで適当なViewを作成します。「番号」（数値）を表示、次へ。"
    for width in 4...20 {
      let rows = wrap(text, width)
      #expect(rows.joined() == text)
      for row in rows {
        #expect(DisplayWidth.of(row) <= width)
        #expect(!["、", "。", "」", "）"].contains { row.hasPrefix($0) }, "width \(width): \(row)")
      }
    }
  }

  @Test("Chinese and Korean: two cells each; Korean wraps at spaces")
  func chineseAndKorean() {
    #expect(DisplayWidth.of("中文排版") == 8)
    #expect(wrap("中文排版测试。", 6).allSatisfy { DisplayWidth.of($0) <= 6 })
    #expect(wrap("한국어 줄 바꿈 시험", 8) == ["한국어", "줄 바꿈", "시험"])
  }

  @Test("emoji take two cells and are never split; e + U+0301 is one cell")
  func emojiAndCombining() {
    #expect(DisplayWidth.of("🔩🪛") == 4)
    #expect(wrap("🔩🔩🔩", 3) == ["🔩", "🔩", "🔩"])
    let combined = "e\u{301}"
    #expect(DisplayWidth.of(combined) == 1)
    #expect(wrap(String(repeating: combined, count: 4), 2) == [combined + combined, combined + combined])
  }
}
