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

  @Test("a guide (one title, one list) is one part")
  func guide() {
    #expect(MarkdownParts.of(GuideResource.markdown, size: 16) == nil)
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

      # Cinco
      """
    let bytes = Array(markdown.utf8)
    let parts = try #require(MarkdownParts.of(bytes, size: 16))
    let starts = parts.ranges.map { String(decoding: bytes[$0].prefix(7), as: UTF8.self) }
    #expect(starts == ["# Uno\n\n", "# Dos\n\n", "# Tres\n", "# Cuatr", "# Cinco"], "\(starts)")
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

  @Test("a document smaller than a part is one part")
  func small() {
    #expect(MarkdownParts.of(Array("# A\n\ntexto\n\n# B\n".utf8)) == nil)
  }
}
