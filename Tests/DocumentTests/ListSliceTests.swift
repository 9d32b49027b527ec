import Testing
@testable import Document

/// A huge list cut between parts (see ``MarkdownParts``) is kept as slices of its Markdown,
/// a part's items each, parsed when laid out (``ListSlice``): the document holds no part's
/// items but the one being laid out, and its rows are the rows of the list cmark-gfm parses
/// whole (the oracle), numbered on, as loose as the whole list, with no row between slices.
/// A huge paragraph so cut is kept as its parts' Markdown too (``ParagraphSlices``).
@Suite struct ListSliceTests {
  private let options = LayoutOptions(width: 40, leadingMargin: 2, trailingMargin: 2)

  /// `count` one-line items with `marker` (`-`, or `1.` for numbers), a paragraph before and
  /// after, and a blank line between two items near the end when `loose`.
  private func list(_ marker: String, count: Int, loose: Bool = false) -> [UInt8] {
    var text = "Un párrafo antes de la lista.\n\n"
    for index in 0..<count {
      if loose, index == count - 10 { text += "\n" }
      text += "\(marker) elemento \(index) de una lista larga de muchos elementos, con su texto\n"
    }
    return Array((text + "\nUn párrafo tras la lista, el último.\n").utf8)
  }

  /// The document opened a part at a time, as the reader opens it, and its rows grown with it.
  private func opened(_ markdown: [UInt8]) throws -> (Document, LaidOutRows) {
    let (first, rest) = Document.opening(markdown: markdown, partSize: 4_096, firstPartSize: 1_024, listSliceSize: 8_192)
    var document = first
    let rows = LaidOutRows(document: first, options: options, mayGrow: true)
    // The list's parts go on each other: they are parsed with the first, before its screen.
    var left = rest
    while let part = left?.parseNext() {
      document.append(part)
      rows.append(part)
    }
    rows.finishGrowing()
    return (document, rows)
  }

  /// What a row shows and where its text comes from, but its position (a slice is a block).
  private func shown(_ line: DisplayLine) -> [String] {
    [
      line.spans.map { "\($0.style)|\($0.text.string)" }.joined(separator: "·"), "\(line.width)",
      "\(line.sourceLine ?? -1)", "\(line.contentStart)", line.joiner ?? "∅", line.heading?.string ?? "∅",
    ]
  }

  /// The rows of `markdown` parsed whole by cmark-gfm.
  private func wholeRows(_ markdown: [UInt8]) -> [DisplayLine] {
    let (blocks, lines) = MarkdownParser.parseInParts(markdown, parts: nil)
    let document = Document(kind: .markdown, title: nil, blocks: blocks, sourceLines: lines, lineCount: markdown.lineCount)
    return DocumentLayout(document: document, options: options).lines
  }

  /// The items the document's model holds parsed.
  private func itemsHeld(_ document: Document) -> Int {
    document.blocks.reduce(0) { held, block in
      if case .list(_, _, let items) = block { return held + items.count }
      return held
    }
  }

  @Test("a huge list of bullets, of numbers, loose: kept as slices of its Markdown, no item held, its rows the whole list's", arguments: [
    ("-", false), ("1.", false), ("-", true), ("7.", true),
  ])
  func slicesShowTheWholeList(marker: String, loose: Bool) throws {
    let markdown = list(marker, count: 600, loose: loose)
    let (document, rows) = try opened(markdown)
    let slices = document.blocks.filter { if case .listSlice = $0 { true } else { false } }
    #expect(slices.count > 4, "the list is cut in parts of 4 KiB")
    #expect(itemsHeld(document) == 0, "the list's items are held as Markdown, not parsed")
    let whole = wholeRows(markdown)
    let laidOut = rows.lines(from: rows.startPosition, limit: .max)
    #expect(laidOut.map(shown) == whole.map(shown))
    // Numbers go on across slices; a blank line between two items near the end loosens
    // every slice, as it loosens the whole list.
    if marker == "7." { #expect(laidOut.contains { $0.text.hasPrefix("  606. elemento 599 ") }) }
    #expect(slices.allSatisfy { if case .listSlice(let slice) = $0 { slice.isTight == !loose } else { false } })
  }

  @Test("a search over a sliced list finds an item in a later slice and lights it in its row")
  func searchFindsAnItemOfALaterSlice() throws {
    let (_, rows) = try opened(list("-", count: 600))
    let pattern = try #require(SearchPattern("elemento 555 de"))
    let found = try #require(rows.firstRow(matching: pattern, from: rows.startPosition, before: rows.endPosition))
    let line = try #require(rows.line(at: found))
    #expect(line.text.hasPrefix("  • elemento 555 de"))
    let lit = pattern.highlighting([line])[0]
    #expect(lit.spans.filter { $0.style.contains(.reverse) }.map(\.text.string).joined() == "elemento 555 de")
  }

  @Test("random lists of short items and other lines, cut small and kept as slices, show the rows of the whole parse", arguments: 0..<8)
  func randomListsShowTheWholeParse(seed: UInt64) throws {
    var random = SplitMix(seed: seed)
    // MarkdownListPartsTests.randomLists's lines: runs of one kind of item, others among them.
    let items = ["- elemento llano", "- otro elemento", "* con asterisco", "1. primero", "2. segundo", "3) paréntesis"]
    let others = [
      "", "  sigue dentro", "    código", "perezosa", "- [ ] tarea", "- *énfasis", "que cierra*", "---", "# Título",
      "> cita", "```", "| a | b |", "|---|---|", "- ", "-  dos espacios", "10. diez", "  - anidado", "<!--", "-->",
      "- # Dentro", "\n",
    ]
    var slices = 0
    var headings = 0
    for _ in 0..<20 {
      let markdown = randomListDocument(&random, items: items, others: others)
      guard var parts = MarkdownParts.of(markdown, size: 64) else { continue }
      parts.listSliceSize = 0
      let (blocks, sourceLines) = MarkdownParser.parseInParts(markdown, parts: parts)
      slices += blocks.filter { if case .listSlice = $0 { true } else { false } }.count
      let document = Document(kind: .markdown, title: nil, blocks: blocks, sourceLines: sourceLines, lineCount: markdown.lineCount)
      let got = DocumentLayout(document: document, options: options).lines
      let want = wholeRows(markdown)
      #expect(got.map(shown) == want.map(shown), "seed \(seed)")
      // A heading in an item of a slice is in the contents, as the whole list's.
      let whole = MarkdownParser.parseInParts(markdown, parts: nil)
      let wholeDocument = Document(kind: .markdown, title: nil, blocks: whole.0, sourceLines: whole.1, lineCount: markdown.lineCount)
      let titles = LaidOutRows(document: document, options: options, mayGrow: true).items.map(\.title)
      #expect(titles == LaidOutRows(document: wholeDocument, options: options).items.map(\.title), "seed \(seed)")
      headings += titles.count
    }
    #expect(slices > 20)
    #expect(headings > 0)
  }

  @Test("a small document's list, or one under the slice size, is one list as cmark parses it")
  func smallListIsJoined() throws {
    let markdown = list("-", count: 600)
    let (first, rest) = Document.opening(markdown: markdown, partSize: 4_096, firstPartSize: 1_024)
    var document = first
    var left = rest
    while let part = left?.parseNext() { document.append(part) }
    #expect(document.blocks == MarkdownParser.parseInParts(markdown, parts: nil).0)
    #expect(itemsHeld(document) == 600)
  }

  /// A paragraph of `count` lines with emphasis closed on each, then `after`.
  private func paragraph(count: Int, after: String) -> [UInt8] {
    var text = "Un párrafo antes.\n\n"
    for index in 0..<count { text += "una *palabra* con énfasis en la línea \(index) del párrafo\n" }
    return Array((text + after).utf8)
  }

  @Test("a huge paragraph with emphasis on every line: kept as its parts' Markdown, no inline held, its rows the whole paragraph's; one a setext underline ends is the whole parse's heading", arguments: [
    "\nUn párrafo tras él.\n", "---\n\nUn párrafo tras él.\n",
  ])
  func paragraphSlicesShowTheWholeParagraph(after: String) throws {
    let markdown = paragraph(count: 900, after: after)
    let (document, rows) = try opened(markdown)
    let sliced = document.blocks.contains { if case .paragraphSlices = $0 { true } else { false } }
    let inlines = document.blocks.reduce(0) { held, block in
      switch block {
      case .paragraph(let inlines), .heading(_, let inlines): held + inlines.count
      default: held
      }
    }
    let (blocks, lines) = MarkdownParser.parseInParts(markdown, parts: nil)
    if after.hasPrefix("---") {
      #expect(!sliced)
      #expect(document.blocks == blocks)
      #expect(document.sourceLines == lines)
    } else {
      #expect(sliced, "the paragraph is cut in parts of 4 KiB")
      #expect(inlines < 20, "the paragraph's inlines are held as Markdown, not parsed")
    }
    #expect(rows.lines(from: rows.startPosition, limit: .max).map(shown) == wholeRows(markdown).map(shown))
  }

  @Test("random paragraphs of short lines and markup, cut small and kept as slices, show the rows of the whole parse", arguments: 0..<6)
  func randomParagraphsShowTheWholeParse(seed: UInt64) throws {
    var random = SplitMix(seed: seed)
    // MarkdownPartsTests.randomParagraphs's plain lines, emphasis closed on its line, and
    // lines that end a paragraph, underline it or start another block among them.
    let plain = ["palabra y otra más", "Ñandú sin marcas", "una *palabra* con énfasis", "al **final**", "*uno* y _otro_"]
    let others = ["", "---", "===", "# Título", "- lista", "> cita", "| a | b |", "|---|---|", "fin con dos espacios  ", "```", "<div>"]
    var slices = 0
    for _ in 0..<10 {
      var lines: [String] = []
      while lines.count < 400 {
        lines.append(random.next() % 40 == 0 ? others[Int(random.next() % UInt64(others.count))] : plain[Int(random.next() % UInt64(plain.count))])
      }
      let markdown = Array((lines.joined(separator: "\n") + "\n").utf8)
      guard var parts = MarkdownParts.of(markdown, size: 64) else { continue }
      parts.listSliceSize = 0
      let (blocks, sourceLines) = MarkdownParser.parseInParts(markdown, parts: parts)
      slices += blocks.filter { if case .paragraphSlices = $0 { true } else { false } }.count
      let document = Document(kind: .markdown, title: nil, blocks: blocks, sourceLines: sourceLines, lineCount: markdown.lineCount)
      #expect(DocumentLayout(document: document, options: options).lines.map(shown) == wholeRows(markdown).map(shown), "seed \(seed)")
    }
    #expect(slices > 0)
  }
}
