import Testing
@testable import Document

/// A document with many reference definitions (a changelog's links) is parsed a part at a
/// time, each part after the definitions it uses, and parses as it parses whole (cmark-gfm's
/// whole parse is the oracle).
@Suite struct MarkdownDefinitionPartsTests {
  private func whole(_ markdown: [UInt8]) -> ([Block], [SourceLines]) {
    MarkdownParser.parseInParts(markdown, parts: nil)
  }

  @Test("more than 64 KiB of definitions: parts, each after the definitions it uses (any case, blanks collapsed, a label over two lines, a full, collapsed or shortcut reference, an image), as the whole parse")
  func manyDefinitions() throws {
    var markdown = "# Cambios\n\n"
    for index in 0..<2_500 { markdown += "[ref \(index)]: https://example.org/cambios/\(index) \"título \(index)\"\n" }
    markdown += "[Ñandú]: https://example.org/nandu\n[dup 7]: https://example.org/primero\n[DUP 7]: https://example.org/segundo\n\n"
    for index in 0..<3_000 {
      let reference = index % 2_500
      switch index % 6 {
      case 0: markdown += "Párrafo \(index) con [un enlace][ref \(reference)] y más texto.\n\n"
      case 1: markdown += "Párrafo \(index) con [REF   \(reference)][] y [otro][Ref\n\(reference)] partido.\n\n"
      case 2: markdown += "Párrafo \(index), el atajo [ref \(reference)] y una imagen ![dibujo][ref \(reference)].\n\n"
      case 3: markdown += "Párrafo \(index) con [ñandú] y [el primero][Dup 7] y [nada][sin definir].\n\n"
      case 4: markdown += "## Sección \(index)\n\n> Cita con [enlace][ref \(reference)] dentro.\n\n"
      default: markdown += "Párrafo \(index) con `[ref \(reference)]` en código y [a [b] c][ref \(reference)].\n\n"
      }
    }
    let bytes = Array(markdown.utf8)
    let parts = try #require(MarkdownParts.of(bytes, size: 8_192), "many definitions no longer parse the document whole")
    #expect(parts.ranges.count > 10)
    #expect(parts.definitions.count > 1 << 16)
    let (blocks, lines) = MarkdownParser.parseInParts(bytes, parts: parts)
    let (expectedBlocks, expectedLines) = whole(bytes)
    #expect(blocks == expectedBlocks)
    #expect(lines == expectedLines)
  }

  @Test("a part is parsed after the definitions whose labels it holds between brackets, and those whose labels are not plain ASCII; all of them for a character that folds to ASCII")
  func definitionsUsed() throws {
    var markdown = "[uno]: /1\n[Dos  Tres]: /23\n[ñu]: /n\n[cuatro]: /4\n\n"
    for index in 0..<400 { markdown += "Párrafo \(index) de relleno para que haya partes.\n\n" }
    let bytes = Array(markdown.utf8)
    let parts = try #require(MarkdownParts.of(bytes, size: 1_024))
    func used(_ text: String) -> String {
      String(decoding: parts.definitions(usedIn: Array(text.utf8)[...]).bytes, as: UTF8.self)
    }
    #expect(used("sin enlaces") == "[ñu]: /n\n\n")
    #expect(used("[UNO] y [dos\ntres][]") == "[uno]: /1\n[Dos  Tres]: /23\n[ñu]: /n\n\n")
    #expect(used("[x][cuatro]") == "[ñu]: /n\n[cuatro]: /4\n\n")
    #expect(used("[\u{212A}elvin]") == "[uno]: /1\n[Dos  Tres]: /23\n[ñu]: /n\n[cuatro]: /4\n\n")
    #expect(parts.definitions(usedIn: Array("[ñu]".utf8)[...]).lines == 2)
  }
}
