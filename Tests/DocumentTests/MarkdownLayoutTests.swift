import Testing
@testable import Document

@Suite struct MarkdownLayoutTests {
  private func render(_ markdown: String, width: Int = 60) -> [String] {
    DocumentLayout(document: Document(markdown: Array(markdown.utf8)), width: width).lines.map(\.text)
  }

  private func layout(_ markdown: String, width: Int = 60) -> DocumentLayout {
    DocumentLayout(document: Document(markdown: Array(markdown.utf8)), width: width)
  }

  @Test("emphasis, strong and code become attributes; links show their address dimmed")
  func inlines() {
    let lines = layout("Texto *én* **ne** `co` [en](https://e.org).").lines
    let spans = lines[1].spans
    #expect(spans.contains(Span("én", style: .italic)))
    #expect(spans.contains(Span("ne", style: .bold)))
    #expect(spans.contains(Span("co", style: .dim)))
    #expect(spans.contains(Span("en", style: .underline)))
    #expect(spans.contains(Span("(https://e.org)", style: .dim)))
  }

  @Test("ATX and setext headings, hard breaks, thematic breaks")
  func headingsAndBreaks() {
    let lines = render("# Uno\n\nDos\n---\n\nuna  \nlínea\n\n***\n", width: 20)
    #expect(lines == ["", "  Uno", "", "  Dos", "", "  una", "  línea", "", "  ────────────────", ""])
    #expect(layout("# Uno").lines[1].spans.last?.style == [.bold, .underline])
  }

  @Test("nested lists keep a hanging indent when an item wraps; tight lists have no gaps")
  func nestedLists() {
    let lines = render("- uno\n  - dos tres cuatro cinco seis\n- siete\n", width: 20)
    #expect(lines == ["", "  • uno", "    • dos tres", "      cuatro cinco", "      seis", "  • siete", ""])
    #expect(render("3. a\n4. b\n", width: 20) == ["", "  3. a", "  4. b", ""])
  }

  @Test("task lists show their boxes")
  func taskLists() {
    #expect(render("- [ ] abierta\n- [x] hecha\n") == ["", "  [ ] abierta", "  [x] hecha", ""])
  }

  @Test("block quotes are marked; code is never re-flowed, a line too wide wraps with a mark")
  func quotesAndCode() {
    #expect(render("> cita\n") == ["", "  │ cita", ""])
    let lines = render("```\nabcdefghijklmnopqrstuvwxyz\n\tx\n```\n", width: 20)
    #expect(lines == ["", "      abcdefghijkl", "    ↪ mnopqrstuvwx", "    ↪ yz", "              x", ""])
    #expect(render("> ```\n> abcdefghijklmnop\n> ```\n", width: 20)
      == ["", "  │     abcdefghij", "  │   ↪ klmnop", ""])
  }

  @Test("tables align their columns and shrink to fit, wrapping cells")
  func tables() {
    let markdown = "| Pieza | N |\n|:--|--:|\n| Tornillo | 12 |\n| Estante | 3 |\n"
    #expect(render(markdown) == ["", "  Pieza    │  N", "  ─────────┼───", "  Tornillo │ 12", "  Estante  │  3", ""])
    let narrow = render("| a | b |\n|---|---|\n| uno dos tres | cuatro |\n", width: 20)
    #expect(narrow.allSatisfy { DisplayWidth.of($0) <= 18 })
    #expect(narrow.count > 5, "a cell too wide wraps inside its column")
  }

  @Test("a table too wide for its words is shown as records: every cell whole, after its header, found by search")
  func wideTables() throws {
    // Node.js's Web Crypto matrix: 13 columns in 80.
    let headers = ["Algoritmo", "encrypt", "decrypt", "sign", "verify", "digest", "generateKey", "deriveKey",
      "deriveBits", "importKey", "exportKey", "wrapKey", "unwrapKey"]
    let markdown = "| " + headers.joined(separator: " | ") + " |\n" + String(repeating: "|---", count: 13) + "|\n"
      + "| RSASSA-PKCS1-v1_5 | | | ✔ | ✔ | | ✔ | | | ✔ | ✔ | | |\n| RSA-OAEP | ✔ | ✔ | | | | ✔ | | | ✔ | ✔ | ✔ | ✔ |\n"
    let lines = render(markdown, width: 80).map { String($0.drop { $0 == " " }) }
    #expect(lines.contains("Algoritmo: RSASSA-PKCS1-v1_5"))
    #expect(lines.contains("unwrapKey: ✔"), "the last column is reached: \(lines)")
    #expect(lines.filter { $0.hasPrefix("Algoritmo:") }.count == 2)
    #expect(!lines.contains { $0.contains("│") || $0.contains("›") })
    let rows = LaidOutRows(document: Document(markdown: Array(markdown.utf8)), width: 80)
    let pattern = try #require(SearchPattern("RSASSA"))
    #expect(rows.firstRow(matching: pattern, from: 0, before: rows.endPosition) != nil)
    // A table that fits once its columns wrap at spaces stays a table, no word cut in two.
    let wrapped = render("| Nombre | Descripción |\n|---|---|\n| uno | Una descripción bastante larga que no cabe en una fila |\n", width: 40)
    #expect(wrapped.contains { $0.contains("│") })
    let words = Set(wrapped.flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "│" }).map(String.init) })
    #expect(words.isSuperset(of: ["descripción", "bastante", "larga"]), "\(wrapped)")
  }

  @Test("a long word (a URL) no column can hold whole: the table is shown as records, the word whole and found")
  func longWordInACell() throws {
    let address = "https://ejemplo.org/una/ruta/larga"
    let markdown = "| Nombre del campo muy largo | Enlace |\n|---|---|\n| uno dos tres cuatro cinco seis | \(address) |\n"
    let lines = render(markdown, width: 40)
    #expect(lines.contains { $0.contains(address) }, "the word is on one row: \(lines)")
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
    let rows = LaidOutRows(document: Document(markdown: Array(markdown.utf8)), width: 40)
    let pattern = try #require(SearchPattern("ruta/larga"))
    #expect(rows.firstRow(matching: pattern, from: 0, before: rows.endPosition) != nil, "a search finds it")
  }

  @Test("a guide keeps its Paso N rendering")
  func guide() {
    #expect(render("# G\n\n1. Uno.\n") == ["", "  Paso 1", "  Uno.", ""])
  }
}
