import Testing
@testable import Document

/// A match cut by a wrap is found and highlighted on both rows it spans.
@Suite struct WrappedSearchTests {
  /// The characters of `line` in reverse video, as a string.
  private func reversed(_ line: DisplayLine) -> String {
    line.spans.filter { $0.style.contains(.reverse) }.map(\.text.string).joined()
  }

  private func rows(_ markdown: String, width: Int) -> LaidOutRows {
    LaidOutRows(document: Document(markdown: Array(markdown.utf8)), options: LayoutOptions(width: width))
  }

  @Test("a paragraph wrapped at a space: the match is found from its first row, lit on both")
  func paragraph() throws {
    let rows = rows("uno dos tres cuatro\n", width: 9)
    #expect(rows.layout.lines.map(\.text) == ["", "uno dos", "tres", "cuatro", ""])
    let pattern = try #require(SearchPattern("dos tres"))
    #expect(rows.firstRow(matching: pattern, from: 0, before: rows.endPosition) == 1)
    #expect(rows.lastRow(matching: pattern, before: rows.endPosition, from: 0) == 1)
    let lit = pattern.highlighting(rows.layout.lines)
    #expect(lit.map(reversed) == ["", "dos", "tres", "", ""])
    #expect(lit[1].spans == [Span("uno "), Span("dos", style: .reverse)])
  }

  @Test("a code line cut between characters: both halves of the match are lit")
  func codeLine() throws {
    let line = CodeBlockLayoutTests.keyLine
    // 71 columns of code a row: the fingerprint is cut after D106.
    let rows = rows("```\n\(line)\n```\n", width: 75)
    let pattern = try #require(SearchPattern("D106C0AD"))
    let found = try #require(rows.firstRow(matching: pattern, from: 0, before: rows.endPosition))
    let lit = pattern.highlighting(rows.layout.lines)
    #expect(reversed(lit[found]) + reversed(lit[found + 1]) == "D106C0AD")
    #expect(!reversed(lit[found]).isEmpty && !reversed(lit[found + 1]).isEmpty)
    #expect(lit[found].text.hasSuffix("D106"))
    #expect(lit[found + 1].spans.prefix(4) == [
      Span("  "), Span("↪", style: .dim), Span(" "), Span("C0AD", style: .reverse),
    ], "the mark is layout's own, not part of the match")
  }

  @Test("a match cut at the edge of the rows given is lit where it shows")
  func partialContext() throws {
    let lines = rows("uno dos tres cuatro\n", width: 9).layout.lines
    let pattern = try #require(SearchPattern("dos tres"))
    #expect(pattern.highlighting(Array(lines[2...])).map(reversed).first == "",
            "without the row above, the second half is no match")
    #expect(pattern.highlighting(Array(lines[1...2])).map(reversed) == ["dos", "tres"])
  }

  @Test("rows split by a newline or by separate blocks never make one match")
  func noFalseJoins() throws {
    let pattern = try #require(SearchPattern("dos tres"))
    for markdown in ["uno dos  \ntres\n", "uno dos\n\ntres\n", "- dos\n- tres\n"] {
      let rows = rows(markdown, width: 40)
      #expect(rows.firstRow(matching: pattern, from: 0, before: rows.endPosition) == nil, "\(markdown)")
      #expect(pattern.highlighting(rows.layout.lines).allSatisfy { reversed($0).isEmpty })
    }
  }

  @Test("a wrapped line of a plain-text file: highlighted on both rows")
  func plainText() throws {
    let rows = TextRows(source: InMemoryByteSource(Array("abcdefghij klmnop\nq\n".utf8)), width: 8)
    let lines = rows.lines(from: 0, limit: 10)
    // As less wraps it: at the row's last cell, the space at the start of the next row.
    #expect(lines.map(\.text) == ["abcdefgh", "ij klmno", "p", "q"])
    let pattern = try #require(SearchPattern("ghij k"))
    #expect(rows.firstRow(matching: pattern, from: 0, before: rows.endPosition) == 0)
    #expect(pattern.highlighting(lines).map(reversed) == ["gh", "ij k", "", ""])
  }

  @Test("a plain-text line wrapped between words (--wordwrap): highlighted on both rows")
  func plainTextByWords() throws {
    var options = LayoutOptions(width: 8)
    options.wrapsAtWords = true
    let rows = TextRows(source: InMemoryByteSource(Array("abcdefghij klmnop\nq\n".utf8)), options: options)
    let lines = rows.lines(from: 0, limit: 10)
    #expect(lines.map(\.text) == ["abcdefgh", "ij", "klmnop", "q"])
    let pattern = try #require(SearchPattern("ghij k"))
    #expect(rows.firstRow(matching: pattern, from: 0, before: rows.endPosition) == 0)
    #expect(pattern.highlighting(lines).map(reversed) == ["gh", "ij", "k", ""])
  }
}

/// Plain text wrapped as less wraps it: by characters, at the row's last cell.
struct CharacterWrapTests {
  static func rows(_ text: String, width: Int) -> [String] {
    let glyphs = Glyph.glyphs(ofBytes: Array(text.utf8), style: [], escapes: .styles)
    return LineBreaker.wrapCharacters(glyphs: glyphs, width: width).map { row in
      row.spans.map(\.text.string).joined()
    }
  }

  @Test("every row filled to its last cell; a space past the edge begins the next row")
  func fills() {
    #expect(Self.rows("abcd efgh", width: 4) == ["abcd", " efg", "h"])
    #expect(Self.rows("00001 00002 00003", width: 8) == ["00001 00", "002 0000", "3"])
  }

  @Test("a wide character that would straddle the edge moves whole to the next row")
  func wide() {
    #expect(Self.rows("ab林花謝", width: 5) == ["ab林", "花謝"])
    #expect(Self.rows("a林", width: 2) == ["a", "林"])
  }

  @Test("a tab goes to the next stop of 8 from the row's start, cut at the edge")
  func tabs() {
    #expect(Self.rows("a\tb", width: 20) == ["a       b"])
    #expect(Self.rows("abcdefghij\tk", width: 12) == ["abcdefghij  ", "k"])
  }

  @Test("a row's source start follows the characters before it")
  func sourceStarts() {
    let glyphs = Glyph.glyphs(ofBytes: Array("abcdefg".utf8), style: [], escapes: .styles)
    #expect(LineBreaker.wrapCharacters(glyphs: glyphs, width: 3).map(\.sourceStart) == [0, 3, 6])
  }
}
