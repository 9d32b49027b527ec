import Testing
@testable import Document

/// A row is made into characters for a literal pattern only when the pattern's bytes are in
/// it; the rows it skips are those the characters' match finds nothing in.
@Suite struct LiteralPrefilterTests {
  @Test("the characters outside ASCII that a match by characters takes for an ASCII one are those let through")
  func equivalentsAreComplete() {
    let ascii = Set((0..<128).map { Character(Unicode.Scalar(UInt8($0))) })
    var found: Set<[UInt8]> = []
    for value in 0x80...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let character = Character(scalar)
      let lowered = character.lowercased()
      if ascii.contains(character) || (lowered.utf8.count == 1 && lowered.utf8.first! < 0x80) {
        found.insert(Array(String(character).utf8))
      }
    }
    #expect(found == Set(LiteralPrefilter.equivalents))
  }

  @Test("rows lit with the filter are lit as the characters' match lights them", arguments: [
    ("k", SearchPattern.CaseMatching.smart), ("K", .sensitive), ("kel", .insensitive), ("a;b", .sensitive),
    ("`x", .smart), ("é", .smart), ("e", .smart), ("Paso", .smart), ("ño", .insensitive),
  ])
  func sameAsCharacters(text: String, caseMatching: SearchPattern.CaseMatching) throws {
    let pattern = try #require(SearchPattern(text, caseMatching: caseMatching))
    let lines = [
      "\u{212A}elvin", "KELVIN kelvin", "a\u{037E}b a;b", "\u{1FEF}x `x", "e\u{301} é", "Paso 1 paso",
      "año AÑO", "nothing here", "", "\u{212A}",
    ]
    for line in lines {
      let row = DisplayLine(
        spans: [Span(DisplayText(sanitizing: line))], width: 20, source: SourcePosition(block: 0, offset: 0))
      let characters = pattern.matches(in: Array(row.text))
      #expect(pattern.matches(in: row.text) == characters, "\(text) in \(line)")
      #expect(pattern.highlighting([row]) == [row.highlighting(characters)])
      #expect(pattern.lightsAny([row]) == !characters.isEmpty)
    }
  }

  @Test("a row without the pattern's bytes is not looked at as characters; one with them is")
  func rowsWithoutTheBytes() throws {
    let pattern = try #require(SearchPattern("paso"))
    #expect(!pattern.mayMatch("nada que ver, ni una vez"))
    #expect(pattern.mayMatch("El PASO 2"))
    #expect(pattern.mayMatch("pas\u{212A}o"), "the Kelvin sign is let through")
    // A pattern with a character outside ASCII is matched by characters alone.
    #expect(try #require(SearchPattern("año")).mayMatch("nada"))
  }
}
