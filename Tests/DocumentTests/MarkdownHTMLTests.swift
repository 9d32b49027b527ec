import Testing
@testable import Document

/// The Markdown people open: READMEs' HTML, footnotes, heading levels, images, mailto links
/// and fence languages, as a reader would see them rendered.
@Suite struct MarkdownHTMLTests {
  private func render(_ markdown: String, width: Int = 60) -> [String] {
    layout(markdown, width: width).lines.map(\.text).map { String($0.drop { $0 == " " }) }
      .filter { !$0.isEmpty }
  }

  private func layout(_ markdown: String, width: Int = 60) -> DocumentLayout {
    DocumentLayout(document: Document(markdown: Array(markdown.utf8)), width: width)
  }

  private func span(_ text: String, in layout: DocumentLayout) -> Span? {
    layout.lines.flatMap(\.spans).first { $0.text.string == text }
  }

  @Test("HTML comments are hidden, as blocks and inside text")
  func comments() {
    let lines = render("<!-- oculto -->\n\nUno <!-- tampoco --> dos.\n\n<div>\n<!-- x -->\nvisible\n</div>\n")
    #expect(!lines.joined().contains("oculto") && !lines.joined().contains("tampoco"))
    #expect(!lines.joined().contains("<!--"))
    #expect(lines.contains("Uno  dos."))
    #expect(lines.contains("visible"))
  }

  @Test("<b>, <i>, <code>, <kbd>, <br>, <sub>, <sup> rendered; unknown tags hidden, their text kept")
  func inlineTags() {
    let layout = layout("Pulsa <kbd>Ctrl</kbd>, <b>ne</b> <i>cu</i> <code>co</code> H<sub>2</sub>O<br>x<sup>2</sup> <span class=\"a\">texto</span> <del>no</del>")
    let text = layout.lines.map(\.text).joined(separator: "|")
    #expect(text.contains("Pulsa Ctrl, ne cu co H2O|"), "\(text)")
    #expect(text.contains("x2 texto"))
    #expect(!text.contains("<"))
    #expect(span("Ctrl", in: layout)?.style == .reverse)
    #expect(span("ne", in: layout)?.style == .bold)
    #expect(span("cu", in: layout)?.style == .italic)
    #expect(span("co", in: layout)?.style == .dim)
    // Unbalanced tags style nothing and hide nothing of the text.
    #expect(render("a <b>sin cerrar y </i>suelto") == ["a sin cerrar y suelto"])
  }

  @Test("an HTML block that is not a comment is shown dimmed, as its text")
  func htmlBlocks() {
    let layout = layout("<p align=\"center\"><img src=\"logo.png\"></p>\n\nTexto.\n")
    let row = layout.lines.first { $0.text.contains("<p align") }
    #expect(row?.spans.allSatisfy { $0.style.contains(.dim) || $0.text.string.allSatisfy(\.isWhitespace) } == true)
  }

  @Test("footnotes numbered by first reference, their text at the end under Notas, in the contents")
  func footnotes() {
    let markdown = "# Título\n\nTexto[^b] y otro[^a] y otra vez[^b].\n\n[^a]: La nota A.\n[^b]: La nota *B*.\n\nFin.\n"
    let lines = render(markdown)
    #expect(lines.contains("Texto[1] y otro[2] y otra vez[1]."))
    let notes = try! #require(lines.firstIndex(of: "Notas"))
    #expect(lines.firstIndex(of: "Fin.")! < notes, "the notes come at the end")
    #expect(Array(lines[(notes + 1)...]) == ["[1] La nota B.", "[2] La nota A."])
    let document = Document(markdown: Array(markdown.utf8))
    #expect(LaidOutRows(document: document, width: 60).items.map(\.title).contains("Notas"),
            "jumpable from the contents pane")
  }

  @Test("H1 to H3 styled apart, deeper headings indented")
  func headingLevels() {
    let layout = layout("# Uno\n\n## Dos\n\n### Tres\n\n#### Cuatro\n\n##### Cinco\n")
    #expect(span("Uno", in: layout)?.style == [.bold, .underline])
    #expect(span("Dos", in: layout)?.style == .bold)
    #expect(span("Tres", in: layout)?.style == [.bold, .italic])
    #expect(span("Cuatro", in: layout)?.style == .italic)
    let text = layout.lines.map(\.text)
    let indent = { (name: String) in text.first { $0.hasSuffix(name) }.map { $0.prefix { $0 == " " }.count } }
    #expect(indent("Tres")! == indent("Uno")!)
    #expect(indent("Cuatro")! == indent("Tres")! + 2)
    #expect(indent("Cinco")! == indent("Tres")! + 4)
  }

  @Test("images as [imagen: alt] with the address dimmed; a mailto link not repeated; fence language shown")
  func imagesLinksFences() {
    let layout = layout("![Captura](docs/a.png) y yo@example.com y [escribe](mailto:yo@example.com)\n\n```swift\nlet x = 1\n```\n", width: 120)
    let text = layout.lines.map(\.text).map { String($0.drop { $0 == " " }) }
    #expect(text.contains { $0.hasPrefix("[imagen: Captura] docs/a.png y yo@example.com y escribe (mailto:yo@example.com)") })
    #expect(span("docs/a.png", in: layout)?.style == .dim)
    #expect(!text.joined().contains("yo@example.com (mailto:"), "the address shown once")
    let fence = text.firstIndex(of: "swift")
    #expect(fence != nil && text[fence! + 1].hasSuffix("let x = 1"))
    #expect(span("swift", in: layout)?.style == [.dim, .italic])
  }
}
