import Testing
@testable import Document

/// A large document's first part is found before its first screen, the others as they are
/// parsed (off the main thread, by the reader's input), unless a line after the first part
/// may hold a reference definition, which the first part would need: then every part is
/// found first. Either way the parts appended make the whole parse (cmark-gfm's, the oracle).
@Suite struct MarkdownFirstPartTests {
  /// `count` sections of a heading and a paragraph.
  private static func sections(_ count: Int, from first: Int = 1) -> String {
    (first..<(first + count)).map { "## Sección \($0)\n\nPárrafo \($0): texto con un [enlace][casa] y más texto.\n\n" }
      .joined()
  }

  /// The document opened with parts of 1 KiB, the first of 256 bytes, and every part appended.
  private func opened(_ markdown: String) throws -> (first: MarkdownRemainder, whole: Document) {
    let bytes = Array(markdown.utf8)
    var (document, rest) = Document.opening(markdown: bytes, partSize: 1_024, firstPartSize: 256)
    let first = try #require(rest, "parts of 1 KiB")
    var left = first
    while let part = left.parseNext() { document.append(part) }
    #expect(left.isSearched && left.isEmpty)
    return (first, document)
  }

  /// cmark-gfm's parse of the whole.
  private func wholeParse(_ markdown: String) -> ([Block], [SourceLines]) {
    MarkdownParser.parseInParts(Array(markdown.utf8), parts: nil)
  }

  @Test("without definitions after it, only the first part is found before it is parsed")
  func firstPartAlone() throws {
    let markdown = "# Título\n\n[casa]: https://example.org/casa\n\n" + Self.sections(60)
    let (first, whole) = try opened(markdown)
    #expect(!first.isSearched)
    let (blocks, lines) = wholeParse(markdown)
    #expect(whole.blocks == blocks)
    #expect(whole.sourceLines == lines)
  }

  @Test("a definition after the first part: every part is found first, the definition reaching the first", arguments: [
    "[casa]: https://example.org/casa\n", "> [casa]: https://example.org/casa\n", "   [casa]: https://example.org/casa\n",
  ])
  func laterDefinition(definition: String) throws {
    let markdown = "# Título\n\n" + Self.sections(60) + definition
    let bytes = Array(markdown.utf8)
    let (document, rest) = Document.opening(markdown: bytes, partSize: 1_024, firstPartSize: 256)
    if let rest {
      #expect(rest.isSearched)
      let (_, whole) = try opened(markdown)
      let (blocks, lines) = wholeParse(markdown)
      #expect(whole.blocks == blocks)
      #expect(whole.sourceLines == lines)
    } else {
      // A definition in a quote: parsed whole.
      #expect(definition.hasPrefix(">"))
      #expect(document.blocks == wholeParse(markdown).0)
    }
  }

  @Test("a `]:` that starts no definition leaves the parts after the first to be found later", arguments: [
    "Una línea con [texto]: no es una definición.\n\n", "    código con ]: dentro\n\n",
  ])
  func notADefinition(line: String) throws {
    let markdown = "# Título\n\n" + Self.sections(30) + line + Self.sections(30, from: 31)
    let (first, whole) = try opened(markdown)
    #expect(!first.isSearched)
    #expect(whole.blocks == wholeParse(markdown).0)
  }

  @Test("the parts found as they are parsed are those found at once")
  func samePartsLaterAsAtOnce() throws {
    let bytes = Array(("# Título\n\n" + Self.sections(80)).utf8)
    let atOnce = try #require(MarkdownParts.of(bytes, size: 1_024, firstSize: 256))
    var found = try #require(MarkdownParts.of(bytes, size: 1_024, firstSize: 256, cuts: 1))
    #expect(!found.isComplete)
    while !found.isComplete {
      let start = found.ranges.last!.upperBound
      if let next = MarkdownParts.of(bytes, size: 1_024, from: start, line: found.firstLines.last!, cuts: 1) {
        found.ranges += next.ranges
        found.firstLines += next.firstLines.dropFirst()
      } else {
        found.ranges.append(start..<bytes.count)
      }
    }
    #expect(found == atOnce)
  }
}
