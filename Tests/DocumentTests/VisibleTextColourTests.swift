import Testing

@testable import Document

/// The visible text of coloured lines read as bytes (``VisibleText/appendWithoutColours``) is
/// the text their glyphs give, offset for offset: the fast way changes nothing a search finds.
@Suite struct VisibleTextColourTests {
  /// The text and offsets the glyphs give for `line` at offset 0.
  private func glyphText(_ line: [UInt8]) -> (text: [UInt8], offsets: [Int]) {
    var text: [UInt8] = []
    var offsets: [Int] = []
    var offset = 0
    for glyph in Glyph.glyphs(ofBytes: line, escapes: .styles) {
      let utf8 = glyph.text.string.utf8
      text += utf8
      offsets += repeatElement(offset, count: utf8.count)
      offset += glyph.sourceLength
    }
    return (text, offsets)
  }

  static let lines: [String] = [
    "\u{1B}[33mcommit 4f2a1c\u{1B}[m\u{1B}[33m (\u{1B}[m\u{1B}[1;33mtag: v600\u{1B}[m\u{1B}[33m)\u{1B}[m",
    "\u{1B}[32m+\tint x = 1;\u{1B}[m",
    "\u{1B}[1m\u{1B}[31mdiff --git a/x b/x\u{1B}[K\u{1B}[m",
    "src/main.c\u{1B}[36m:\u{1B}[m\u{1B}[32m12\u{1B}[m\u{1B}[36m:\u{1B}[m  \u{1B}[01;31m\u{1B}[Kfoo\u{1B}[m\u{1B}[K(bar)",
    "\u{1B}[38;5;208mnaranja\u{1B}[0m y \u{1B}[38:2::10:20:30mverde\u{1B}[39m",
    "sin color",
    "\u{1B}[m",
    "fin\u{1B}[",
  ]

  @Test("coloured ASCII lines: the same text and offsets as their glyphs", arguments: lines)
  func sameAsGlyphs(line: String) {
    let bytes = Array(line.utf8)
    var text: [UInt8] = []
    var offsets: [Int] = []
    guard VisibleText.appendWithoutColours(bytes, at: 0, to: &text, &offsets) else {
      // Left to the glyphs: then nothing was appended.
      #expect(text.isEmpty && offsets.isEmpty)
      #expect(line.hasSuffix("\u{1B}["), "a colour line the fast way should take: \(line)")
      return
    }
    let expected = glyphText(bytes)
    #expect(String(decoding: text, as: UTF8.self) == String(decoding: expected.text, as: UTF8.self))
    // Where each byte's glyph begins in the file: a match found in the text is a position there.
    #expect(offsets == expected.offsets)
  }

  @Test("anything but colours, printable ASCII and tabs is left to the glyphs")
  func othersLeftToGlyphs() {
    for line in ["\u{1B}]8;;https://x\u{1B}\\x\u{1B}]8;;\u{1B}\\", "\u{1B}[2J", "a\u{8}a", "\u{1B}[31mñ\u{1B}[m", "\u{1B}[31m\u{7}"] {
      var text: [UInt8] = []
      var offsets: [Int] = []
      #expect(!VisibleText.appendWithoutColours(Array(line.utf8), at: 0, to: &text, &offsets), "\(line)")
      #expect(text.isEmpty)
    }
  }
}
