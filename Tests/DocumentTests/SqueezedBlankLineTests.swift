import Testing

@testable import Document

/// less's `-s`: blank lines in a row show as one, the last of them, in both directions.
struct SqueezedBlankLineTests {
  static func rows(_ text: String, squeezed: Bool = true) -> TextRows {
    var options = LayoutOptions(width: 20)
    options.squeezesBlankLines = squeezed
    return TextRows(source: InMemoryByteSource(Array(text.utf8)), options: options)
  }

  static func texts(_ rows: TextRows) -> [String] {
    rows.rows(from: 0, limit: 20).map { $0.line.spans.map(\.text.string).joined() }
  }

  @Test("runs of blank lines are one row; walking back finds the same rows; numbers are the file's")
  func squeezes() {
    let text = "a\n\n\n\nb\n\n\nc\n\nd\n"
    let rows = Self.rows(text)
    #expect(Self.texts(rows) == ["a", "", "b", "", "c", "", "d"])
    #expect(Self.texts(Self.rows(text, squeezed: false)).count == 10)
    let forward = rows.positions(from: 0, limit: 20)
    #expect(rows.positions(before: rows.endPosition, limit: 20) == forward)
    #expect(rows.lineNumbers(from: 0, limit: 20) == [1, 4, 5, 7, 8, 9, 10])
    // A byte in a squeezed line belongs to no row of its own: the next row shows it.
    #expect(forward.contains(rows.rowStart(containing: 3)))
  }

  @Test("blank lines at the start, with carriage returns, and lines of spaces (not blank)")
  func edges() {
    #expect(Self.texts(Self.rows("\n\n\nx\n")) == ["", "x"])
    #expect(Self.texts(Self.rows("a\r\n\r\n\r\nb\r\n")) == ["a", "", "b"])
    #expect(Self.texts(Self.rows("a\n \n \nb\n")) == ["a", "", "", "b"])
  }
}
