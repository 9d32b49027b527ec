import Foundation
import GuideResource
import Testing
@testable import Document

/// A large document parsed a part at a time gives the blocks and source lines the whole
/// parse gives (cmark-gfm's own answer is the oracle), and the parts are cut only where
/// that holds.
@Suite struct MarkdownPartsTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  private func whole(_ markdown: [UInt8]) -> ([Block], [SourceLines]) {
    MarkdownParser.parseInParts(markdown, parts: nil)
  }

  @Test("real documents cut small parse as they parse whole", arguments: [
    ("README.md", [256, 2_048]), ("docs/user-guide.md", [256, 2_048, 16_384]), ("BENCHMARKS.md", [256, 2_048]), ("docs/design/GuiaUI.md", [512, 4_096]), ("docs/design/GuiaUI-spike.md", [512]),
  ])
  func realDocuments(name: String, sizes: [Int]) throws {
    let bytes = [UInt8](try Data(contentsOf: Self.root.appendingPathComponent(name)))
    // With a reference definition at the margin, used across parts.
    let document = bytes + Array("\n[guia-home]: https://example.org/guia \"guia\"\n".utf8)
    for size in sizes {
      guard let parts = MarkdownParts.of(document, size: size) else {
        Issue.record("\(name) has no parts of \(size) bytes")
        continue
      }
      #expect(parts.ranges.count > 1)
      let (blocks, lines) = MarkdownParser.parseInParts(document, parts: parts)
      let (expectedBlocks, expectedLines) = whole(document)
      #expect(blocks == expectedBlocks, "\(name) in parts of \(size)")
      #expect(lines == expectedLines, "\(name) in parts of \(size)")
    }
  }

  @Test("a guide (one title, one list) is cut only between its list's items, and joined again")
  func guide() throws {
    let parts = try #require(MarkdownParts.of(GuideResource.markdown, size: 16))
    #expect(parts.groupEnd(after: 0) == parts.ranges.count)
    #expect(MarkdownParser.parseInParts(GuideResource.markdown, parts: parts) == whole(GuideResource.markdown))
  }

  @Test("no cut inside a fence, an HTML comment or a script; references reach every part")
  func cutsOnlyWhereBlocksEnd() throws {
    let filler = String(repeating: "Texto de relleno para llenar una parte. ", count: 4)
    let markdown = """
      # Uno

      \(filler) Un [enlace][casa] y [otro][Casa].

      ```
      # no es un título

      # tampoco
      ```

      <!-- un comentario

      # dentro del comentario
      -->

      <script>

      # dentro del script
      </script>

      # Dos

      > cita
      > - lista

      # Tres

      \(filler) [casa][] otra vez.

      [casa]: https://example.org/casa "la casa"
      [Casa]: https://example.org/otra

      # Cuatro

      1. paso
      2. paso
      3. paso

      # Cinco
      """
    let bytes = Array(markdown.utf8)
    let parts = try #require(MarkdownParts.of(bytes, size: 16))
    let starts = parts.ranges.map { String(decoding: bytes[$0].prefix(7), as: UTF8.self) }
    // Between the list's items, once the list alone is a part's size (16 bytes): a part that
    // continues the list (and holds `# Cinco`, which starts fewer than 16 bytes after it).
    #expect(
      starts == ["# Uno\n\n", "```\n# n", "<!-- un", "<script", "# Dos\n\n", "# Tres\n", "# Cuatr", "3. paso"],
      "\(starts)")
    #expect(parts.continuations == [7])
    #expect(parts.definitionLines == 3)
    let (blocks, lines) = MarkdownParser.parseInParts(bytes, parts: parts)
    let (expectedBlocks, expectedLines) = whole(bytes)
    #expect(blocks == expectedBlocks)
    #expect(lines == expectedLines)
  }

  @Test("footnotes, a definition a paragraph holds or one in a list: parsed whole", arguments: [
    "# A\n\nnota[^1]\n\n# B\n\n[^1]: la nota\n",
    "# A\n\ntexto\n[x]: https://example.org\n\n# B\n\n[x]\n",
    "# A\n\n- [x]: https://example.org\n\n# B\n\n[x]\n",
    "# A\n\n[x]:\n  https://example.org\n\n# B\n\n[x]\n",
  ])
  func parsedWhole(markdown: String) {
    #expect(MarkdownParts.of(Array(markdown.utf8), size: 4) == nil)
  }

  @Test("a line of backticks with a backtick after them is inline code, not a fence that would pair with the next")
  func backtickInfoString() throws {
    let filler = String(repeating: "Relleno de la parte. ", count: 4)
    let markdown = """
      # Uno

      ```a ` b``` no es una valla. \(filler)

      # Dos

      ```
      texto

      # dentro de la valla
      ```

      # Tres
      """
    let bytes = Array(markdown.utf8)
    let parts = try #require(MarkdownParts.of(bytes, size: 16))
    let starts = parts.ranges.map { String(decoding: bytes[$0].prefix(6), as: UTF8.self) }
    #expect(starts == ["# Uno\n", "# Dos\n", "# Tres"], "\(starts)")
    #expect(MarkdownParser.parseInParts(bytes, parts: parts) == whole(bytes))
  }

  @Test("small blocks are never cut inside: a paragraph, a quote, a list, an item or a table smaller than a part goes whole into one (cut inside, they chained parts into one group held whole)", arguments: [
    "Una línea de párrafo\notra línea más del mismo\ny la tercera línea\n\n",
    "> cita de una línea\n> otra línea de cita\n\n",
    "- item de la lista\n- otro item más\n\n# Título\n\n",
    "- item con líneas\n  que siguen en él\n  y otra más\n\n# Título\n\n",
    "| número | b |\n|---|---|\n| uno | dos |\n| tres | cuatro |\n\n",
  ])
  func smallBlocksWhole(block: String) throws {
    let bytes = Array(String(repeating: block, count: 2_000).utf8)
    let parts = try #require(MarkdownParts.of(bytes, size: 4_096, firstSize: 1_024))
    #expect(parts.ranges.count > 10)
    #expect(parts.continuations.isEmpty, "\(parts.continuations.count) cuts inside small blocks")
    #expect(MarkdownParser.parseInParts(bytes, parts: parts) == whole(bytes))
  }

  @Test("a document without headings is cut before any block at the margin after a blank line but a list item, and parses as it parses whole")
  func paragraphsWithoutHeadings() throws {
    // A loose list whose next item follows a blank line, a quote, indented and fenced code, a
    // table, an HTML block, a setext heading, emphasis at the margin: a cut may fall before
    // each block at the margin after a blank line (a quote, a table, a fence, HTML too) and
    // between a table's body rows, never before a list's item, an indented line or a definition.
    let blocks = [
      "Primer párrafo, con *énfasis* y un [enlace][casa].",
      "- uno\n\n- dos\n\n  sigue el dos",
      "Tras la lista.",
      "> cita\nperezosa",
      "Después de la cita.",
      "    código sangrado\n\n    más código",
      "Tras el código.",
      "| a | b |\n|---|---|\n| 1 | 2 |",
      "Tras la tabla.",
      "<div>\nhtml\n</div>",
      "Título en dos líneas\n====",
      "*énfasis* al margen, no es una lista.",
      "1. uno\n\n2. dos",
      "```\nvalla\n\nEsto no es un párrafo\n```",
      "Último párrafo con [casa][].",
      "[casa]: https://example.org/casa",
      "Ñandú al principio de la línea.",
    ]
    let markdown = blocks.joined(separator: "\n\n") + "\n"
    let bytes = Array(markdown.utf8)
    let parts = try #require(MarkdownParts.of(bytes, size: 8))
    let starts = parts.ranges.map { String(String(decoding: bytes[$0], as: UTF8.self).prefix(9)) }
    #expect(
      starts == [
        "Primer pá", "Tras la l", "> cita\npe", "Después d", "Tras el c", "| a | b |", "| 1 | 2 |", "Tras la t",
        "<div>\nhtm", "Título en", "*énfasis*", "```\nvalla", "Último pá", "Ñandú al ",
      ],
      "\(starts)")
    #expect(MarkdownParser.parseInParts(bytes, parts: parts) == whole(bytes))
  }

  @Test("a document smaller than a part is one part")
  func small() {
    #expect(MarkdownParts.of(Array("# A\n\ntexto\n\n# B\n".utf8)) == nil)
  }

  @Test("a paragraph of many short lines is cut between them and joined again", arguments: [
    ("", true), ("---\n", true), ("# Título\n", true), ("- lista\n", true), ("> cita\n", false),
  ])
  func longParagraph(before: String, isCut: Bool) throws {
    let line = "clave: valor de una línea de metadatos larga\n"
    // Plain, then markup that may reach over lines (no cut after it), then plain.
    let body = String(repeating: line, count: 40) + "con *énfasis\n" + String(repeating: line, count: 40)
      + "que cierra* aquí\n" + String(repeating: line, count: 40)
    for ending in ["\nfin\n", "---\n\nfin\n", "===\n", "| a |\n|---|\n"] {
      let document = Array((before + body + ending).utf8)
      let parts = MarkdownParts.of(document, size: 256)
      // After a quote, the lines go on it: never cut; after a list item, they are the item's, cut
      // as its paragraph (see MarkdownListPartsTests.longItem).
      #expect((parts?.continuations.isEmpty ?? true) == !isCut, "\(before)…\(ending)")
      #expect(MarkdownParser.parseInParts(document, parts: parts) == whole(document), "\(before)…\(ending)")
    }
  }

  @Test("a quote of many short lines is cut between them and joined again", arguments: ["", "texto\n\n", "- lista\n"])
  func longQuote(before: String) throws {
    let line = "> clave: valor de una línea de metadatos larga\n"
    let body = String(repeating: line, count: 60) + "> con *énfasis\n" + String(repeating: line, count: 60)
    for ending in ["\nfin\n", "> ---\n\nfin\n", "> | a |\n> |---|\n", "perezosa\n> sigue\n", ">\n> otro párrafo\n"] {
      let document = Array((before + body + ending).utf8)
      let parts = MarkdownParts.of(document, size: 256)
      // After a list item the quote is in it: never cut.
      #expect((parts?.continuations.isEmpty ?? true) == before.hasPrefix("-"), "\(before)…\(ending)")
      #expect(MarkdownParser.parseInParts(document, parts: parts) == whole(document), "\(before)…\(ending)")
    }
  }

  @Test("random paragraphs of short lines and markup cut small parse as they parse whole", arguments: 0..<200)
  func randomParagraphs(seed: UInt64) throws {
    var random = SplitMix(seed: seed)
    // Lines that may fall in a paragraph, start a block, underline it or reach over lines,
    // HTML blocks that a blank line ends among them (a fence inside one opens none).
    let kinds = [
      "palabra y otra más", "Ñandú sin marcas", "otra línea llana", "clave: valor", "texto con *énfasis",
      "cierra* aquí", "un `código", "que sigue`", "[enlace", "](https://example.org)", "---", "===", "***",
      "# Título", "- lista", "> cita", "1. paso", "    sangrado", "", "| a | b |", "|---|---|",
      "fin con dos espacios  ", "fin con barra\\", "```", "~~~", "www.example.org",
      "> clave: valor", "> otra línea llana", "> ---", "> | a | b |", ">", "> > anidada",
      "una *palabra* con énfasis", "y __dos veces__ aquí", "mal *cerrado", "cierra_ a medias*", "a*b*c",
      "*al* principio", "al **final**", "*uno* y _otro_", "> una *cita* con énfasis", "_x_ y *y**",
      "<div>", "</div>", "<table class=\"t\">", "<p>", "<span>", "</custom-tag>", "<a href=\"x\">", "<br/>",
      "<DIV", "<http://example.org>", "<span> y texto", "```", "",
    ]
    var continuations = 0
    for _ in 0..<20 {
      // Runs of plain lines, at the margin or quoted, with any other line among them.
      var lines: [String] = []
      while lines.count < 400 {
        let quoted = random.next() % 2 == 0
        for _ in 0..<(5 + Int(random.next() % 30)) {
          let plain = kinds[Int(random.next() % 4)]
          lines.append(random.next() % 6 == 0 ? kinds[Int(random.next() % UInt64(kinds.count))] : quoted ? "> " + plain : plain)
        }
      }
      let document = Array((lines.joined(separator: "\n") + "\n").utf8)
      guard let parts = MarkdownParts.of(document, size: 64) else { continue }
      continuations += parts.continuations.count
      #expect(MarkdownParser.parseInParts(document, parts: parts) == whole(document), "seed \(seed)")
    }
    #expect(continuations > 10)
  }
}

extension MarkdownPartsTests {
  @Test("random paragraphs of lines with emphasis cut between them parse as they parse whole", arguments: 0..<8)
  func randomEmphasis(seed: UInt64) throws {
    var random = SplitMix(seed: seed)
    // Emphasis that pairs within its line, and delimiters that may pair over lines.
    let closed = ["una *palabra* con énfasis", "y __dos veces__ aquí", "al **final**", "*uno* y _otro_ más", "texto llano"]
    let open = [
      "mal *cerrado", "cierra_ a medias*", "a*b*c", "_x_ y *y**", "**dos* uno", "*punto*.", "ñ*ñ* no", "- lista", "",
      "> cita *con* énfasis", "1. *paso* uno", "sin `código", "fin*",
    ]
    var continuations = 0
    for _ in 0..<20 {
      var lines: [String] = []
      while lines.count < 400 {
        lines.append(random.next() % 10 == 0 ? open[Int(random.next() % UInt64(open.count))] : closed[Int(random.next() % UInt64(closed.count))])
      }
      let document = Array((lines.joined(separator: "\n") + "\n").utf8)
      guard let parts = MarkdownParts.of(document, size: 64) else { continue }
      continuations += parts.continuations.count
      #expect(MarkdownParser.parseInParts(document, parts: parts) == whole(document), "seed \(seed)")
    }
    #expect(continuations > 10)
  }
}

/// A small, seeded generator (SplitMix64): the same documents at every run (the parts tests
/// of lists and the sliced layout's too).
struct SplitMix: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
