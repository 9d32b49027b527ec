import Testing
@testable import Document

/// less's bracket keys: nesting counted through the rows, forward and backward.
@Suite struct BracketMatchTests {
  private let code = """
    func a() {
      if b {
        c(d(e))
      }
      [1, [2]]
    }
    """

  private func rows(_ text: String) -> TextRows {
    TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 80)
  }

  private func text(_ rows: TextRows, _ position: Int?) -> String? {
    position.map { rows.lines(from: $0, limit: 1)[0].text }
  }

  @Test("{ finds the } that closes the top row's first {, nested blocks skipped")
  func closing() {
    let rows = rows(code)
    #expect(text(rows, BracketMatch.closing("{", "}", nth: 1, inRowAt: 0, of: rows)) == "}")
    let second = rows.positions(from: 0, limit: 2)[1]
    #expect(text(rows, BracketMatch.closing("{", "}", nth: 1, inRowAt: second, of: rows)) == "  }")
    let call = rows.positions(from: 0, limit: 3)[2]
    #expect(text(rows, BracketMatch.closing("(", ")", nth: 2, inRowAt: call, of: rows)) == "    c(d(e))")
    #expect(BracketMatch.closing("[", "]", nth: 1, inRowAt: 0, of: rows) == nil, "no [ in the row")
  }

  @Test("} finds the { that opens the bottom row's last }, backward; an unmatched one finds nothing")
  func opening() {
    let rows = rows(code)
    let last = rows.positions(from: 0, limit: 6)[5]
    #expect(text(rows, BracketMatch.opening("{", "}", nth: 1, inRowAt: last, of: rows)) == "func a() {")
    let list = rows.positions(from: 0, limit: 5)[4]
    #expect(text(rows, BracketMatch.opening("[", "]", nth: 1, inRowAt: list, of: rows)) == "  [1, [2]]")
    let unmatched = self.rows("a\n}\n")
    #expect(BracketMatch.opening("{", "}", nth: 1, inRowAt: 2, of: unmatched) == nil)
  }
}
