import Testing
@testable import Document

/// A fence or an HTML block is followed through quotes and list items as cmark-gfm opens and
/// closes it, so that no part is cut inside one: parsed a part at a time, a document gives
/// the blocks and source lines cmark's whole parse gives (the oracle).
@Suite struct MarkdownRawBlockPartsTests {
  private func whole(_ markdown: [UInt8]) -> ([Block], [SourceLines]) {
    MarkdownParser.parseInParts(markdown, parts: nil)
  }

  /// Lines of any kind, a fence or an HTML block's start among them at several indents, in
  /// quotes and list items.
  private static let kinds = [
    "palabra y otra más", "Ñandú sin marcas", "otra línea llana", "clave: valor", "", "", "",
    "```", "~~~", "  ```", "   ```", "    ```", " ```", "- ```", "> ```", "1. ```", "````",
    "<div>", "</div>", "<span>", "<a href=\"x\">", "  <span>", "- <span>", "> <div>", "<!--", "-->", "<script>",
    "</script>", "- lista", "* otra", "1. paso", "2) paso", "-", "  sigue", "   sigue", "    sangrado",
    "      muy sangrado", "> cita", ">", "> > anidada", "| a | b |", "|---|---|", "a | b", "--- | ---", "| c |",
    "# Título", "---", "===", "***", "\t```", "-\t```", "\tsangrado", "  - anidado", "    - hondo",
  ]

  @Test("an HTML block a tag alone on its line starts after a quote, a list item or a closing fence", arguments: [
    "1. paso\n<span>\n```\n\n```\n\nÑandú sin marcas\n",
    "> clave: valor\n<br/>\n```\n```\n```\n\n```\n\n> palabra y otra más\n> palabra y otra más\n",
    "> Ñandú sin marcas\n<span>\n```\n\n```\n\n> otra línea llana\n> otra línea llana\n",
    "```\n```\n<a href=\"x\">\n```\n\n```\n\nÑandú sin marcas\n",
    "# Título\n<span>\n```\n\n```\n\nÑandú sin marcas\n",
  ])
  func tagAfterBlock(markdown: String) throws {
    // The fence the line after the HTML opens, closed, and a paragraph after it to cut before.
    let document = Array((markdown + "```\n\nOtra parte\n").utf8)
    let parts = try #require(MarkdownParts.of(document, size: 4))
    #expect(MarkdownParser.parseInParts(document, parts: parts) == whole(document))
  }

  @Test("a fence in a list item ends with the item", arguments: [
    "- a\n\n  ```\n\nfuera\n```\n\nDentro de la valla\n```\n\nFin\n",
    "- ```\n  x\n```\n\nDentro de la valla\n```\n\nFin\n",
    "- a\n\n    ```\n\n  ```\n\nDentro de la valla\n  ```\n\nFin\n",
  ])
  func fenceInItem(markdown: String) throws {
    let document = Array(markdown.utf8)
    let parts = MarkdownParts.of(document, size: 4)
    #expect(MarkdownParser.parseInParts(document, parts: parts) == whole(document))
  }

  @Test("random lines of fences, HTML, quotes, lists, tables and indented code cut small parse as they parse whole", arguments: 0..<200)
  func randomBlocks(seed: UInt64) throws {
    var random = SplitMix(seed: seed)
    var cuts = 0
    for _ in 0..<10 {
      var lines: [String] = []
      while lines.count < 300 {
        let quoted = random.next() % 3 == 0
        for _ in 0..<(3 + Int(random.next() % 20)) {
          let plain = Self.kinds[Int(random.next() % 4)]
          lines.append(
            random.next() % 3 == 0 ? Self.kinds[Int(random.next() % UInt64(Self.kinds.count))] : quoted ? "> " + plain : plain)
        }
      }
      let document = Array((lines.joined(separator: "\n") + "\n").utf8)
      guard let parts = MarkdownParts.of(document, size: 64) else { continue }
      cuts += parts.ranges.count - 1
      #expect(MarkdownParser.parseInParts(document, parts: parts) == whole(document), "seed \(seed)")
    }
    #expect(cuts > 3)
  }
}
