@testable import Document
import Testing

/// A Markdown table's columns as the layout fits them: pure widths, checked by hand.
@Suite struct TableColumnsTests {
  static func cell(_ text: String) -> [Span] { [Span(DisplayText(sanitizing: text))] }

  @Test("columns as wide as their widest cell when the table fits")
  func fits() throws {
    let columns = try #require(
      TableColumns(
        header: [Self.cell("Paso"), Self.cell("Pieza")],
        body: [[Self.cell("1"), Self.cell("tornillo largo")]], alignments: [.trailing], available: 40))
    #expect(columns.widths == [4, 14])
    #expect(columns.alignments == [.trailing, .leading], "a column the table does not align is leading")
    #expect(columns.rule.string == "────" + "─┼─" + String(repeating: "─", count: 14))
  }

  @Test("the widest column gives up cells first, never below its longest word; too narrow, no columns")
  func narrows() throws {
    let header = [Self.cell("a"), Self.cell("b")]
    let body = [[Self.cell("uno dos tres cuatro"), Self.cell("corto")]]
    let columns = try #require(TableColumns(header: header, body: body, alignments: [], available: 14))
    #expect(columns.widths == [9, 5])
    let rows = columns.rows(showing: body[0]).map { $0.map(\.text.string).joined() }
    #expect(rows == ["uno dos   │ corto", "tres      │ ", "cuatro    │ "])
    #expect(TableColumns(header: header, body: [[Self.cell("larguísimo"), Self.cell("x")]], alignments: [], available: 8) == nil)
  }

  @Test("a cell is aligned in its column: centred cells share the free cells, the extra one after")
  func alignment() throws {
    let columns = try #require(
      TableColumns(
        header: [Self.cell("xxxxx"), Self.cell("y")], body: [], alignments: [.center, .trailing], available: 20))
    let rows = columns.rows(showing: [Self.cell("ab"), Self.cell("")])
    #expect(rows.map { $0.map(\.text.string).joined() } == [" ab   │ "])
  }
}
