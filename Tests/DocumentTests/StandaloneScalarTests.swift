import CICU
import Testing
@testable import Document

/// The scalars whose clusters guia finds without ICU (`Graphemes.isStandalone`): ICU's own
/// grapheme breaks must put a boundary after each of them, in any order and next to ASCII.
@Suite struct StandaloneScalarTests {
  static let standalone: [Unicode.Scalar] = (0...0x2FFF).compactMap(Unicode.Scalar.init(_:))
    .filter(Graphemes.isStandalone)

  static func scalarEnds(_ scalars: [Unicode.Scalar]) -> [Int] {
    var offset = 0
    return scalars.map { scalar in
      offset += UTF8.width(scalar)
      return offset
    }
  }

  static func icuEnds(_ text: String) -> [Int] {
    var text = text
    return text.withUTF8 { ICUBoundaries.of(.grapheme, inUTF8: $0).map(\.offset) }
  }

  @Test("ICU breaks after every standalone scalar, forwards, backwards and between letters")
  func icuAgrees() {
    let forwards = Self.standalone
    let backwards = Array(forwards.reversed())
    let betweenLetters = forwards.flatMap { [$0, "a"] as [Unicode.Scalar] }
    for scalars in [forwards, backwards, betweenLetters] {
      let text = String(String.UnicodeScalarView(scalars))
      #expect(Self.icuEnds(text) == Self.scalarEnds(scalars))
      var copy = text
      #expect(copy.withUTF8 { Graphemes.ends(inUTF8: $0) } == Self.scalarEnds(scalars))
    }
  }

  @Test("A rule of box drawing and Latin punctuation is cut at each scalar without ICU")
  func footerRule() {
    var rule = String(repeating: "─", count: 80) + "¿Qué? — «sí» → ▶"
    let ends = rule.withUTF8 { Graphemes.standaloneScalarEnds($0) }
    #expect(ends == Self.scalarEnds(Array(rule.unicodeScalars)))
  }

  @Test(
    "Text that may join scalars into one cluster is left to ICU",
    arguments: ["e\u{301}", "a\r\nb", "👍🏽", "▶\u{FE0F}", "한", "🇪🇸", "a\u{200D}b", "\u{600}a"])
  func leftToICU(_ text: String) {
    var text = text
    #expect(text.withUTF8 { Graphemes.standaloneScalarEnds($0) } == nil)
  }

  @Test("Invalid UTF-8 is left to ICU")
  func invalid() {
    let bytes: [UInt8] = [0xE2, 0x94, 0x80, 0xE2, 0x94]
    #expect(bytes.withUnsafeBufferPointer { Graphemes.standaloneScalarEnds($0) } == nil)
  }

  @Test("ICU gives Emoji_Presentation to no scalar where guia does not ask it, and to the first after")
  func emojiPresentationWhereAsked() {
    for value in UInt32(0)..<0x2600 where DisplayWidth.lacksEmojiPresentation(value) {
      #expect(guia_icu_is_emoji_presentation(value) == 0, "U+\(String(value, radix: 16))")
    }
    #expect(!DisplayWidth.lacksEmojiPresentation(0x231A) && guia_icu_is_emoji_presentation(0x231A) != 0)
    #expect(!DisplayWidth.lacksEmojiPresentation(0x25FD) && guia_icu_is_emoji_presentation(0x25FD) != 0)
    #expect(DisplayWidth.of(Unicode.Scalar(0x231A)!) == 2)
    #expect(DisplayWidth.of("─") == 1)
  }
}
