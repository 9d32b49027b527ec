import Testing
@testable import Document

@Suite struct SanitizerTests {
  @Test("control characters become visible placeholders in reverse video")
  func controlsArePlaceholders() {
    let spans = Sanitizer.spans("a\u{1B}[2Jb")
    #expect(spans == [Span("a"), Span("^[", style: .reverse), Span("[2Jb")])
  }

  @Test(
    "placeholders for C0, DEL, C1 and bidi overrides",
    arguments: [
      ("\u{07}", "^G"), ("\u{00}", "^@"), ("\u{7F}", "^?"), ("\u{9B}", "<U+009B>"),
      ("\u{202E}", "<U+202E>"), ("\r", "^M"),
    ] as [(String, String)])
  func placeholders(input: String, shown: String) {
    #expect(Sanitizer.placeholder(forCluster: input) == shown)
  }

  @Test("for layout, text, tabs and newlines are left alone")
  func safeTextUnchanged() {
    #expect(Sanitizer.layoutSpans("Paso\tuno\nmontaje ñ 日本") == [Span("Paso\tuno\nmontaje ñ 日本")])
  }

  @Test("for the screen, a tab and a newline are controls like the others")
  func screenTextHasNoTabOrNewline() {
    #expect(Sanitizer.spans("a\tb\nc") == [
      Span("a"), Span("^I", style: .reverse), Span("b"), Span("^J", style: .reverse), Span("c"),
    ])
    #expect(DisplayText(sanitizing: "x\u{1B}]2;T\u{07}\u{202E}") == "x^[]2;T^G<U+202E>")
  }

  @Test("no sanitised span contains a control character")
  func noControlsSurvive() {
    let everything = String(String.UnicodeScalarView((0..<0x100).compactMap(Unicode.Scalar.init)))
    for span in Sanitizer.spans(everything) {
      for scalar in span.text.string.unicodeScalars {
        #expect(!(scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)))
      }
    }
  }

  @Test("invalid UTF-8 becomes U+FFFD, a BOM is dropped, CRLF reads as LF")
  func decoding() {
    #expect(TextDecoder.normalized([0x61, 0xFF, 0x62]) == "a\u{FFFD}b")
    #expect(TextDecoder.normalized([0xEF, 0xBB, 0xBF, 0x61]) == "a")
    #expect(TextDecoder.normalized(Array("a\r\nb\rc".utf8)) == "a\nb\rc")
  }
}
