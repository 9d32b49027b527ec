import Testing
@testable import Document

/// Code lines wider than the column: wrapped with a continuation mark on screen, whole with
/// `-S` (the screen chops them) and in plain output, and searchable to their last character.
@Suite struct CodeBlockLayoutTests {
  /// A line of Node.js's README (nodejs/node, README.md, "Release keys"): 111 columns.
  static let keyLine =
    "gpg --keyserver hkps://keys.openpgp.org --recv-keys 5BE8A3F6C8A5C01D106C0AD820B1A390B168D356 # Antoine du Hamel"
  static let markdown = "Claves:\n\n```bash\n\(keyLine)\necho fin\n```\n"

  private func layout(_ markdown: String, _ options: LayoutOptions) -> DocumentLayout {
    DocumentLayout(document: Document(markdown: Array(markdown.utf8)), options: options)
  }

  @Test("a code line wider than the column wraps: every character kept, each continuation marked",
        arguments: [80, 40, 13])
  func wraps(width: Int) throws {
    let options = LayoutOptions(width: width, leadingMargin: 2, trailingMargin: 2)
    let lines = layout(Self.markdown, options).lines
    #expect(lines.allSatisfy { $0.width <= width && DisplayWidth.of($0.text) == $0.width })
    let first = try #require(lines.firstIndex { $0.text.hasPrefix("      gpg") })
    let end = try #require(lines.firstIndex { $0.text.contains("echo") })
    let rows = lines[first..<end]
    #expect(rows.count > 1)
    #expect(rows.map { String($0.text.dropFirst($0.contentStart)) }.joined() == Self.keyLine)
    #expect(rows.first!.text.hasPrefix("      gpg"), "the first row keeps the code's indent")
    for row in rows.dropFirst() {
      #expect(row.text.hasPrefix("    ↪ "), "a continuation row starts with the mark in the indent")
      #expect(row.spans.contains(Span("↪", style: .dim)))
    }
    if width > 13 { #expect(!lines[end].text.contains("↪"), "a line that fits has no mark") }
    #expect(lines.allSatisfy { !$0.text.contains("›") }, "nothing is cut")
  }

  @Test("with -S a code line is one row, whole: the screen chops it and Right reveals the rest")
  func chopped() {
    let lines = layout(Self.markdown, LayoutOptions(width: 80, leadingMargin: 2, trailingMargin: 2, wrapsLines: false)).lines
    #expect(lines.contains { $0.text == "      " + Self.keyLine })
    #expect(lines.allSatisfy { !$0.text.contains("↪") })
  }

  @Test("plain output keeps code lines whole at any width and cuts no row")
  func plainOutput() {
    for width in [80, 20, 5] {
      let options = LayoutOptions(
        width: width, leadingMargin: 2, trailingMargin: 2, fitsRowsToWidth: false)
      let lines = layout(Self.markdown, options).lines
      #expect(lines.contains { $0.text.hasSuffix(Self.keyLine) }, "at \(width) columns")
      #expect(lines.allSatisfy { !$0.text.contains("›") && !$0.text.contains("↪") })
    }
  }

  @Test("search finds text in the wrapped part of a code line")
  func searchFindsTail() {
    let rows = LaidOutRows(
      document: Document(markdown: Array(Self.markdown.utf8)),
      options: LayoutOptions(width: 80, leadingMargin: 2, trailingMargin: 2))
    let row = rows.firstRow(
      matching: SearchPattern("du Hamel")!, from: 0, before: rows.endPosition)
    #expect(row != nil)
    #expect(row.map { rows.layout.lines[$0].text.contains("du Hamel") } == true)
  }

  @Test("placeholders and wide characters are never split at a wrap")
  func unitsStayWhole() {
    let markdown = "```\n" + String(repeating: "表\u{1B}", count: 12) + "\n```\n"
    let lines = layout(markdown, LayoutOptions(width: 15)).lines.filter { !$0.spans.isEmpty }
    #expect(lines.count > 2)
    for line in lines {
      #expect(line.width <= 15)
      let content = line.spans.filter { $0.style.contains(.reverse) }
      #expect(content.allSatisfy { $0.text.count % 2 == 0 && $0.text.hasPrefix("^[") })
    }
    #expect(lines.map { String($0.text.dropFirst($0.contentStart)) }.joined()
      == String(repeating: "表^[", count: 12))
    // Flags and combining marks are single clusters: a row never ends inside one.
    let clusters = String(repeating: "🇪🇸e\u{301}", count: 10)
    let rows = layout("```\n\(clusters)\n```\n", LayoutOptions(width: 12)).lines
      .filter { !$0.spans.isEmpty }
    #expect(rows.count > 2 && rows.allSatisfy { $0.width <= 12 })
    #expect(rows.map { String($0.text.dropFirst($0.contentStart)) }.joined() == clusters)
    #expect(rows.dropFirst().allSatisfy { $0.text.dropFirst($0.contentStart).first != "\u{301}" })
  }

  @Test("reflowing between widths keeps the row that shows the code line's tail")
  func reflowKeepsPlace() throws {
    let document = Document(markdown: Array(Self.markdown.utf8))
    let narrow = LaidOutRows(document: document, options: LayoutOptions(width: 40))
    let tail = try #require(narrow.layout.lines.lastIndex { $0.text.contains("↪") })
    let (wide, position) = narrow.reflowed(to: LayoutOptions(width: 80), keeping: tail)
    #expect(wide.lines(from: position, limit: 1).first?.text.contains("Hamel") == true)
  }
}
