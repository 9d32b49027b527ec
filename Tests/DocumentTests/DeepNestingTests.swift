import Testing
@testable import Document

/// A few kilobytes of `>`, `- `, `_` or `![` nest thousands of levels: parsing, layout,
/// hashing and freeing must neither overflow the stack nor grow quadratically with the depth.
@Suite struct DeepNestingTests {
  /// The deepest nesting of quotes and lists in `blocks`, and of inline markup (text inside
  /// two levels of markup is at depth 2), found without
  /// recursion (so that the measure itself survives a tree of any depth).
  private func depths(_ blocks: [Block]) -> (blocks: Int, inlines: Int) {
    var deepest = (blocks: 0, inlines: 0)
    var pendingBlocks = blocks.map { ($0, 0) }
    var pendingInlines: [(Inline, Int)] = []
    while let (block, depth) = pendingBlocks.popLast() {
      deepest.blocks = max(deepest.blocks, depth)
      switch block {
      case .blockQuote(let children), .group(let children):
        pendingBlocks += children.map { ($0, depth + (block == .group(children) ? 0 : 1)) }
      case .list(_, _, let items):
        pendingBlocks += items.flatMap(\.blocks).map { ($0, depth + 1) }
      case .heading(_, let inlines), .paragraph(let inlines):
        pendingInlines += inlines.map { ($0, 0) }
      default:
        break
      }
    }
    while let (inline, depth) = pendingInlines.popLast() {
      deepest.inlines = max(deepest.inlines, depth)
      switch inline {
      case .emphasis(let children), .strong(let children), .strikethrough(let children),
        .link(_, let children), .image(_, let children), .keyboard(let children):
        pendingInlines += children.map { ($0, depth + 1) }
      default:
        break
      }
    }
    return deepest
  }

  private func document(_ markdown: String) -> Document {
    Document(markdown: Array(markdown.utf8))
  }

  /// The characters layout produced: the work it did, in a measure that no clock disturbs.
  private func laidOutCharacters(_ markdown: String, width: Int = 80) -> Int {
    DocumentLayout(document: document(markdown), width: width).lines.reduce(0) { $0 + $1.text.count }
  }

  static let families: [(name: String, make: @Sendable (Int) -> String)] = [
    ("quotes", { String(repeating: ">", count: $0) + " x" }),
    ("lists", { String(repeating: "- ", count: $0) + "x" }),
    ("emphasis", { String(repeating: "_", count: $0) + "a" + String(repeating: "_", count: $0) }),
    ("images", {
      String(repeating: "![", count: $0) + "a" + String(repeating: "](b)", count: $0)
    }),
    ("html", { String(repeating: "<b>", count: $0) + "a" + String(repeating: "</b>", count: $0) }),
  ]

  @Test("the inputs that overflowed the stack parse and lay out, nesting capped",
        arguments: [("quotes", 17_000), ("lists", 20_000), ("emphasis", 100_000), ("images", 50_000), ("html", 8_200)])
  func crashInputsAreCapped(family: String, count: Int) throws {
    let make = try #require(Self.families.first { $0.name == family }).make
    let document = document(make(count))
    let measured = depths(document.blocks)
    #expect(measured.blocks <= MarkdownParser.maximumDepth)
    #expect(measured.inlines <= MarkdownParser.maximumInlineDepth)
    let layout = DocumentLayout(document: document, width: 80)
    #expect(layout.lines.allSatisfy { $0.width <= 80 })
    // Hashing walks the whole tree too: it must survive it.
    _ = document.hashValue
  }

  @Test("quotes and lists deeper than the cap are shown flattened after a marker")
  func flattenedWithMarker() {
    let lines = DocumentLayout(document: document(String(repeating: "- ", count: 500) + "x"), width: 400)
      .lines.map(\.text)
    let marker = lines.firstIndex { $0.contains(Block.nestingLimitText.string) }
    #expect(marker != nil)
    // What was nested deeper is still shown, after the marker.
    #expect(lines.lastIndex { $0.hasSuffix(" x") } ?? -1 > marker ?? Int.max)
    let quoted = DocumentLayout(document: document(String(repeating: ">", count: 500) + " cita"), width: 200)
      .lines.map(\.text)
    let row = quoted.first { $0.hasSuffix("cita") } ?? ""
    #expect(row.filter { $0 == "│" }.count == MarkdownParser.maximumDepth)
  }

  @Test("nesting under the cap is kept as it was")
  func shallowNestingKept() {
    let lines = DocumentLayout(document: document("> > > x\n"), width: 40).lines.map(\.text)
    #expect(lines.contains("  │ │ │ x"))
    #expect(!lines.contains { $0.contains(Block.nestingLimitText.string) })
    let inline = document("***_a_***").blocks
    #expect(depths(inline).inlines == 3)
  }

  @Test("layout work grows linearly with the depth, whatever the family",
        arguments: ["quotes", "lists", "emphasis", "images", "html"])
  func linearWork(family: String) throws {
    let make = try #require(Self.families.first { $0.name == family }).make
    let small = laidOutCharacters(make(400))
    let large = laidOutCharacters(make(800))
    // Twice the input, at most about twice the output (a quadratic layout gives four times).
    #expect(large <= 2 * small + 200, "\(family): \(small) characters for 400 levels, \(large) for 800")
  }

  @Test("HTML tags nested 8 200 deep (57 KB of <b>, a SIGSEGV in layout before) lay out, as plain text past the cap",
        arguments: ["b", "strong", "i", "em", "kbd", "del"])
  func deepHTMLTags(tag: String) {
    let markdown = String(repeating: "<\(tag)>", count: 8_200) + "fondo" + String(repeating: "</\(tag)>", count: 8_200)
    let parsed = document(markdown)
    #expect(depths(parsed.blocks).inlines <= MarkdownParser.maximumInlineDepth)
    let lines = DocumentLayout(document: parsed, width: 80).lines
    // The padding's rows, then the text: each struck level kept shows its markers.
    let markers = tag == "del" ? String(repeating: "~~", count: MarkdownParser.maximumInlineDepth) : ""
    #expect(lines.map(\.text).filter { !$0.isEmpty } == ["  " + markers + "fondo" + markers], "\(lines.map(\.text))")
    #expect(parsed.blocks.first.map { if case .paragraph(let inlines) = $0 { inlines.plainText } else { "" } }?.contains("fondo") == true)
  }

  @Test("HTML tags and Markdown inside each other nest no deeper than the cap together")
  func mixedHTMLAndMarkdown() {
    let markdown = String(repeating: "<em>**<b>_", count: 2_000) + "x" + String(repeating: "_</b>**</em>", count: 2_000)
    let parsed = document(markdown)
    #expect(depths(parsed.blocks).inlines <= MarkdownParser.maximumInlineDepth)
    #expect(DocumentLayout(document: parsed, width: 80).lines.map(\.text).joined().contains("x"))
    // Under the cap every tag still styles what it holds.
    let shallow = document("<b><i>a</i></b> <kbd>K</kbd>").blocks
    #expect(shallow == [.paragraph([.strong([.emphasis([.text("a")])]), .text(" "), .keyboard([.text("K")])])])
  }
}
