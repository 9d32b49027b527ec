import Testing
@testable import Document

/// `~~struck out~~` is never dropped: the attribute where the terminal draws it, visible `~~`
/// markers elsewhere.
@Suite struct StrikethroughTests {
  private let markdown = Array("No **te** ~~annoy **más**~~ nunca.\n\n# Viejo ~~título~~\n".utf8)

  private func lines(_ strikethrough: StrikethroughRendering) -> [DisplayLine] {
    DocumentLayout(
      document: Document(markdown: markdown),
      options: LayoutOptions(width: 60, leadingMargin: 2, trailingMargin: 2, strikethrough: strikethrough)
    ).lines
  }

  @Test("the parser keeps strikethrough, nested inlines included")
  func parsed() {
    guard case .paragraph(let inlines)? = Document(markdown: markdown).blocks.first else {
      Issue.record("no paragraph")
      return
    }
    #expect(inlines.contains(.strikethrough([.text("annoy "), .strong([.text("más")])])))
  }

  @Test("Markdown parsed on several threads at once keeps its strikethrough on every one")
  func parsedConcurrently() async {
    // cmark-gfm's table of the characters extensions react to is the process's: a parser
    // finishing on one thread cleared `~` for a parser reading on another.
    let markdown = markdown
    let kept = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask {
          var count = 0
          for _ in 0..<300 {
            guard case .paragraph(let inlines)? = MarkdownParser.parse(markdown).first else { continue }
            if inlines.contains(where: { if case .strikethrough = $0 { true } else { false } }) {
              count += 1
            }
          }
          return count
        }
      }
      return await group.reduce(0, +)
    }
    #expect(kept == 8 * 300)
  }

  @Test("with the attribute, the struck-out text carries it, styles combined, and no markers")
  func attribute() {
    let spans = lines(.attribute)[1].spans
    #expect(spans.contains(Span("annoy ", style: .strikethrough)))
    #expect(spans.contains(Span("más", style: [.strikethrough, .bold])))
    #expect(!spans.contains(Span("te", style: [.strikethrough, .bold])))
    #expect(lines(.attribute)[1].text == "  No te annoy más nunca.")
  }

  @Test("without it, the text stays between visible ~~ markers")
  func markers() {
    let line = lines(.markers)[1]
    #expect(line.text == "  No te ~~annoy más~~ nunca.")
    #expect(line.spans.allSatisfy { !$0.style.contains(.strikethrough) })
  }

  @Test("titles and contents entries, drawn without attributes, keep the markers")
  func titles() {
    let rows = LaidOutRows(
      document: Document(markdown: markdown),
      options: LayoutOptions(width: 60, strikethrough: .attribute))
    #expect(rows.items.map(\.title) == ["Viejo ~~título~~"])
  }
}
