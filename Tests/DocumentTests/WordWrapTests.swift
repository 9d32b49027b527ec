import Testing

@testable import Document

/// less's `--wordwrap` on plain text: a row breaks after spaces, never after a hyphen
/// (input.c's `wrap_pos`), as wordwrap.lt records it.
struct WordWrapTests {
  static func rows(_ text: String, width: Int) -> [String] {
    var options = LayoutOptions(width: width)
    options.wrapsAtWords = true
    let rows = TextRows(source: InMemoryByteSource(Array(text.utf8)), options: options)
    return rows.rows(from: 0, limit: 10).map { $0.line.spans.map(\.text.string).joined() }
  }

  @Test("--wordwrap breaks at the space before a hyphenated word, not after its hyphen")
  func hyphen() {
    #expect(Self.rows("unpremeditate terror-stricken deflationist\n", width: 22)
      == ["unpremeditate", "terror-stricken", "deflationist"])
  }

  @Test("--wordwrap: a word wider than the row is cut at the row's edge; leading blanks are no break")
  func longWord() {
    #expect(Self.rows("abcdefghijkl mn\n", width: 5) == ["abcde", "fghij", "kl mn"])
    #expect(Self.rows("    abcdefgh\n", width: 8) == ["    abcd", "efgh"])
  }
}
