import Testing
@testable import Document

/// A table of many rows is cut between two body rows, the rest parsed after the table's header
/// and delimiter rows, and joined again: the blocks and source lines are cmark-gfm's whole
/// parse (the oracle), the rows laid out those of the whole table, column widths included
/// (issue 48, §3).
@Suite struct MarkdownTablePartsTests {
  private func whole(_ markdown: [UInt8]) -> ([Block], [SourceLines]) {
    MarkdownParser.parseInParts(markdown, parts: nil)
  }

  /// Body rows that cmark-gfm splits, pads, cuts short or ends the table at: escaped pipes,
  /// pipes in code spans, emphasis open over a pipe, ragged rows, a row without a leading
  /// pipe, a lone pipe, block starts, a blank line.
  private static let rows = [
    "| uno | dos | tres |", "| a \\| b | `c|d` | *e* |", "| `x \\| y` | **negrita | partida** |",
    "| solo una |", "| a | b | c | d | e | f |", "|| vacía delante |", "| [enlace](https://example.org) | ~~tachado~~ |",
    "| *abre | cierra* |", "| \\| | \\\\| |", "| ñandú 漢字 | e\u{301} |", "|   espacios   |   |",
    "| <b>html</b> | <span> |", "| [ref][casa] | ![img](x.png) |", "| fin con barra \\", "| una celda muy larga " + String(repeating: "palabra ", count: 12) + "|",
  ]
  private static let rare = [
    "sin barra | delante", "|", "|   ", "", "# título", "> cita", "- lista", "```", "---", "1. paso", "    sangrado",
    "<div>", "texto llano", "|---|---|",
  ]
  private static let after = [
    "", "\nUn párrafo después.\n", "- lista\n- después\n", "```\n| no | es tabla |\n```\n", "\n> cita\n", "texto pegado\n",
  ]

  /// A document of a few random tables, each after a blank line or a heading, with rows
  /// mostly of `rows` and now and then one of `rare`, something after each.
  private func document(_ random: inout SplitMix) -> [UInt8] {
    var text = "[casa]: https://example.org/casa\n\n"
    for table in 0..<3 {
      let columns = 1 + Int(random.next() % 4)
      let alignments = [":---", "---:", ":-:", "---"]
      let header = "| " + (0..<columns).map { "col \($0)" }.joined(separator: " | ") + " |"
      let delimiter = "|" + (0..<columns).map { _ in alignments[Int(random.next() % 4)] }.joined(separator: "|") + "|"
      text += (table == 1 ? "# Tabla\n" : "\n") + header + "\n" + delimiter + "\n"
      for _ in 0..<(50 + Int(random.next() % 150)) {
        let pool = random.next() % 40 == 0 ? Self.rare : Self.rows
        text += pool[Int(random.next() % UInt64(pool.count))] + "\n"
      }
      text += Self.after[Int(random.next() % UInt64(Self.after.count))]
    }
    return Array(text.utf8)
  }

  @Test("random tables cut between body rows parse as they parse whole", arguments: 0..<12)
  func randomTables(seed: UInt64) throws {
    var random = SplitMix(seed: seed)
    var cuts = 0
    for _ in 0..<6 {
      let markdown = document(&random)
      // A table straight after another's rows, or a rare line early in one, is not cut.
      guard let parts = MarkdownParts.of(markdown, size: 256) else { continue }
      cuts += parts.tableHeads.count
      #expect(parts.tableHeads.keys.allSatisfy(parts.continuations.contains))
      let (blocks, lines) = MarkdownParser.parseInParts(markdown, parts: parts)
      let (expectedBlocks, expectedLines) = whole(markdown)
      #expect(blocks == expectedBlocks, "seed \(seed)")
      #expect(lines == expectedLines, "seed \(seed)")
    }
    // Enough cuts inside tables to mean something (a cut before a table, after a blank line, takes some).
    #expect(cuts > 12)
  }

  @Test("a table's rows are cut only after its header and delimiter rows start it for cmark-gfm, and only where a row starts with a pipe", arguments: [
    ("| a | b |\n|---|---|\n", true), ("| a | b |\n|---|\n", false), ("texto\n| a | b |\n|---|---|\n", false),
    ("| a | b |\n| nada |\n", false), ("| a | b |\n---\n", false), ("\t| a | b |\n|---|---|\n", false),
  ])
  func cutOnlyInTables(head: String, isCut: Bool) throws {
    let markdown = Array((head + String(repeating: "| celda uno | celda dos |\n", count: 40) + "\nfin\n").utf8)
    let parts = MarkdownParts.of(markdown, size: 128)
    #expect(!(parts?.tableHeads.isEmpty ?? true) == isCut, "\(head)")
    #expect(MarkdownParser.parseInParts(markdown, parts: parts) == whole(markdown), "\(head)")
  }

  @Test("a table opened with its first part, its other parts appended, is laid out as the whole table: the same rows, column widths included", arguments: [30, 80, 200])
  func grownTableLaysOutWhole(width: Int) throws {
    // The table comes after the first screen's part, its widest cell in a later part than
    // its header: its parts are found as the remainder is parsed.
    var text = "# Tabla\n\n" + String(repeating: "Un párrafo antes de la tabla.\n\n", count: 200)
      + "| nombre | valor | nota |\n|:---|---:|:-:|\n"
    for index in 0..<2_000 {
      text += index == 1_800 ? "| una celda mucho más ancha que las otras | 1 | x |\n" : "| fila \(index) | \(index * 7) | *n* |\n"
    }
    text += "\nUn párrafo después.\n"
    let markdown = Array(text.utf8)
    var (document, rest) = Document.opening(markdown: markdown, partSize: 4_096, firstPartSize: 1_024)
    var left = try #require(rest)
    let rows = LaidOutRows(document: document, options: LayoutOptions(width: width), mayGrow: true)
    while let part = left.parseNext() {
      document.append(part)
      rows.append(part)
    }
    rows.finishGrowing()
    let wholeDocument = Document(markdown: markdown)
    #expect(document == wholeDocument)
    #expect(wholeDocument.blocks.count { if case .table = $0 { true } else { false } } == 1)
    let expected = DocumentLayout(document: wholeDocument, options: LayoutOptions(width: width)).lines
    #expect(rows.layout.lines == expected)
    #expect(expected.contains { $0.text.contains("una celda mucho") })
  }
}

/// A table's rows are held flat, a plain cell as its string (issue 48, §3): read back, they
/// are the rows put in, and rows appended after others keep their cells.
@Suite struct TableRowsTests {
  @Test("rows read back as they were made, plain and styled cells, ragged and empty rows; appended rows after them")
  func roundTrip() {
    let rows: [[[Inline]]] = [
      [[.text("uno")], [.emphasis([.text("dos")])], []],
      [],
      [[.text("a"), .code("b|c")], [.text(String(repeating: "larga ", count: 10))]],
    ]
    var table = TableRows(rows)
    #expect(Array(table) == rows)
    #expect(table.indices.map(table.cellCount(ofRow:)) == [3, 0, 2])
    table.append(contentsOf: TableRows(rows.reversed()))
    #expect(Array(table) == rows + rows.reversed())
    #expect(table == TableRows(rows + rows.reversed()))
  }
}
