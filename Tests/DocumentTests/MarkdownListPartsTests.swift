import Testing
@testable import Document

/// A long list of one-line items is cut between two of them and joined again: parsed a part
/// at a time, it gives the blocks and source lines cmark-gfm's whole parse gives (the oracle).
@Suite struct MarkdownListPartsTests {
  private func whole(_ markdown: [UInt8]) -> ([Block], [SourceLines]) {
    MarkdownParser.parseInParts(markdown, parts: nil)
  }

  @Test("a list of many one-line items is cut between them and joined again", arguments: [
    ("", "- ", true), ("---\n", "* ", true), ("# Título\n", "+ ", true), ("texto\n\n", "1. ", true),
    ("texto\n\n", "7) ", true), ("texto\n", "- ", true), ("> cita\n", "- ", true), ("- a\n\n  b\n\n", "- ", true),
  ])
  func longList(before: String, marker: String, isCut: Bool) throws {
    let item = "elemento de una lista corta\n"
    let body = String(repeating: marker + item, count: 40) + marker + "con *énfasis\n"
      + String(repeating: marker + item, count: 40) + marker + "que cierra* aquí\n"
      + String(repeating: marker + item, count: 40)
    for ending in ["\nfin\n", "perezosa\n", "  sigue en el elemento\n", "\n" + marker + "suelta\n", "- otra lista\n", "---\n"] {
      let document = Array((before + body + ending).utf8)
      let parts = MarkdownParts.of(document, size: 256)
      // After a paragraph or a quote the list starts too (an item interrupts them): cut.
      #expect((parts?.continuations.isEmpty ?? true) == !isCut, "\(before)…\(ending)")
      #expect(MarkdownParser.parseInParts(document, parts: parts) == whole(document), "\(before)…\(ending)")
    }
  }

  @Test("any list of many items is cut before an item at the margin with its marker, not after a blank line, and joined: tasks, nested items, items of many lines, with code or a quote in them", arguments: [
    "- [ ] tarea número N\n", "- [x] hecha **N**\n", "- uno N\n  - dos N\n    - tres N\n", "1. paso N\n   con una línea más\n",
    "* item N\n\n  segundo párrafo\n", "- item N\n  ```\n  - no es un item\n  ```\n", "- item N\n  > cita\n",
    "+ item con `código` N\n",
  ])
  func anyList(item: String) throws {
    let body = (0..<120).map { item.replacingOccurrences(of: "N", with: "\($0)") }.joined()
    for ending in ["\nfin\n", "perezosa\n", "\n- otra\n", "---\n"] {
      let document = Array((body + ending).utf8)
      let parts = try #require(MarkdownParts.of(document, size: 256))
      // A loose list (a blank line between items) is cut only where no blank line comes before.
      #expect(!parts.continuations.isEmpty, "\(item)")
      #expect(MarkdownParser.parseInParts(document, parts: parts) == whole(document), "\(item)…\(ending)")
    }
  }

  @Test("random lists of short items and other lines cut small parse as they parse whole", arguments: 0..<8)
  func randomLists(seed: UInt64) throws {
    var random = SplitMix(seed: seed)
    // Not an HTML block that a blank line ends, whose fences the parts do not follow (as
    // MarkdownPartsTests.randomParagraphs).
    let items = ["- elemento llano", "- otro elemento", "* con asterisco", "1. primero", "2. segundo", "3) paréntesis"]
    let others = [
      "", "  sigue dentro", "    código", "perezosa", "- [ ] tarea", "- *énfasis", "que cierra*", "---", "# Título",
      "> cita", "```", "| a | b |", "|---|---|", "- ", "-  dos espacios", "10. diez", "  - anidado", "<!--", "-->",
    ]
    var continuations = 0
    for _ in 0..<20 {
      // Runs of one kind of item, with other lines among them.
      let document = randomListDocument(&random, items: items, others: others)
      guard let parts = MarkdownParts.of(document, size: 64) else { continue }
      continuations += parts.continuations.count
      #expect(MarkdownParser.parseInParts(document, parts: parts) == whole(document), "seed \(seed)")
    }
    #expect(continuations > 10)
  }

  @Test("a list item of many lines, indented or lazy, is cut between them and joined again", arguments: [
    ("", "- ", "  "), ("texto\n\n", "1. ", "   "), ("- antes\n\n", "* ", ""), ("# Título\n", "12) ", "    "),
  ])
  func longItem(before: String, marker: String, indent: String) throws {
    let line = "clave: valor de una línea de metadatos larga\n"
    let body = marker + "primera línea\n" + String(repeating: indent + line, count: 40) + indent + "con *énfasis\n"
      + String(repeating: indent + line, count: 40) + "que cierra* aquí\n" + String(repeating: line, count: 40)
    for ending in ["\nfin\n", indent + "---\n", marker + "otro\n" + indent + "sigue\n", "\n" + indent + "suelto\n", "  - anidado\n"] {
      let document = Array((before + body + ending).utf8)
      let parts = MarkdownParts.of(document, size: 256)
      // Cut inside the item when its lines are lazy or indented to its content, three columns at most.
      #expect((parts?.itemContinuations.isEmpty ?? true) == (indent.count == 4), "\(before)…\(ending)")
      #expect(MarkdownParser.parseInParts(document, parts: parts) == whole(document), "\(before)…\(ending)")
    }
  }

  @Test("random list items of many lines cut small parse as they parse whole", arguments: 0..<100)
  func randomItems(seed: UInt64) throws {
    var random = SplitMix(seed: seed)
    let items = ["- elemento llano", "* con asterisco", "1. primero", "10) diez"]
    let lines = ["otra línea llana", "Ñandú sin marcas", "palabra y más"]
    let others = [
      "", "- ", "    código", "*énfasis", "que cierra*", "---", "===", "> cita", "```", "| a |", "|---|", "  - anidado",
      "<span>", "# Título", "fin con espacios  ",
    ]
    var cuts = 0
    for _ in 0..<10 {
      var document: [String] = []
      while document.count < 300 {
        let item = items[Int(random.next() % UInt64(items.count))]
        let width = item.prefix { $0 != " " }.count + 1
        document.append(item)
        for _ in 0..<(5 + Int(random.next() % 60)) {
          let indent = random.next() % 3 == 0 ? "" : String(repeating: " ", count: random.next() % 8 == 0 ? 1 : width)
          document.append(
            random.next() % 12 == 0 ? others[Int(random.next() % UInt64(others.count))] : indent + lines[Int(random.next() % 3)])
        }
      }
      let bytes = Array((document.joined(separator: "\n") + "\n").utf8)
      guard let parts = MarkdownParts.of(bytes, size: 64) else { continue }
      cuts += parts.itemContinuations.count
      #expect(MarkdownParser.parseInParts(bytes, parts: parts) == whole(bytes), "seed \(seed)")
    }
    #expect(cuts > 0)
  }
}

/// A huge line is cut after its spaces into pieces that join back into it, so that layout
/// wraps it a slice at a time.
@Suite struct DisplayTextPiecesTests {
  @Test("pieces end after a space, hold the length asked or more, and join back", arguments: [1, 5, 64])
  func pieces(length: Int) {
    let text = DisplayText(sanitizing: String(repeating: "una línea de é\u{301}xito  ", count: 50) + "fin")
    let pieces = text.pieces(ofAtLeast: length)
    #expect(pieces.map(\.string).joined() == text.string)
    #expect(pieces.count > 1)
    for piece in pieces.dropLast() {
      #expect(piece.string.hasSuffix(" ") && piece.count >= length)
    }
    #expect(DisplayText(sanitizing: "sinespacios").pieces(ofAtLeast: 2).map(\.string) == ["sinespacios"])
  }
}
