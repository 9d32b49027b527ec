import Testing
@testable import Document
import Localization

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

  @Test("an HTML block shows as a browser shows its text: tags out, an image its alt, a line per block tag")
  func htmlBlocks() {
    let readme = """
      <p align="center">
        <img src="logo.png" alt="Logo del proyecto" width="200">
      </p>

      <details>
      <summary>Más <b>detalles</b></summary>

      Texto escondido.

      </details>

      <div align="center">Hecho con &amp; para &lt;todos&gt; &#169; 2026<br/>segunda línea</div>

      Texto.
      """
    let lines = render(readme)
    #expect(lines == [
      "[imagen: Logo del proyecto]", "Más detalles", "Texto escondido.",
      "Hecho con & para <todos> © 2026", "segunda línea", "Texto.",
    ], "\(lines)")
    let pre = render("<pre>\n  dos  espacios\n    cuatro\n</pre>\n")
    #expect(pre == ["dos  espacios", "cuatro"], "in <pre> the spaces stay (the leading ones too: \(pre))")
  }

  @Test("an HTML block's lines keep their source lines (for -N and v)")
  func htmlBlockLines() {
    let lines = HTMLBlockText.lines(of: "<p>\n  <img alt=\"a\">\n</p>\n<p\n  class=\"x\">b</p>")
    #expect(lines.map(\.text) == ["[imagen: a]", "b"])
    #expect(lines.map(\.line) == [1, 4])
  }

  @Test("an <img> without alt is named by its title, else its file, else [imagen]; so is ![](file)")
  func imageWithoutAlt() {
    #expect(render(#"<p><img src="docs/img/captura.png?raw=true" width="300"></p>"#) == ["[imagen: captura.png]"])
    #expect(render(#"<p><img alt="" title="Montaje" src="a.png"></p>"#) == ["[imagen: Montaje]"])
    #expect(render("<p><img></p>") == ["[imagen]"])
    #expect(render("<p><img src=\"\" alt=\"  \"></p>") == ["[imagen]"])
    #expect(render("Antes ![](fotos/paso1.jpg) después.\n").first == "Antes [imagen] fotos/paso1.jpg después.")
    let english = HTMLBlockText.lines(of: "<img>", language: .english)
    #expect(english.map(\.text) == ["[image]"])
  }

  @Test("<br> at a line's end breaks it: the next line starts without a space")
  func lineBreakAtEnd() {
    #expect(render("Una línea<br>\notra línea.<br/>\ny otra.\n") == ["Una línea", "otra línea.", "y otra."])
  }

  @Test("YAML and TOML front matter: metadata dimmed, the title from title:; a page opening with a rule has none")
  func frontMatter() {
    let page = "---\ntitle: \"Mi proyecto\"\nlayout: post\n---\n\n# Proyecto\n\nTexto.\n"
    let document = Document(markdown: Array(page.utf8))
    #expect(document.title == "Mi proyecto")
    #expect(document.blocks.first == .frontMatter(["title: \"Mi proyecto\"", "layout: post"]))
    #expect(document.sourceLines[1].start == 6, "the heading keeps its line")
    let layout = layout(page)
    let metadata = layout.lines.first { $0.text.contains("layout: post") }
    #expect(metadata?.spans.contains { $0.style.contains(.dim) } == true)
    #expect(!layout.lines.contains { $0.text.contains("───") }, "the fence drawn as a rule")
    let toml = Document(markdown: Array("+++\ntitle = 'Hugo'\n+++\nTexto.\n".utf8))
    #expect(toml.title == "Hugo" && toml.blocks.first == .frontMatter(["title = 'Hugo'"]))
    let rule = Document(markdown: Array("---\n\nUn texto.\n\n---\n".utf8))
    #expect(rule.blocks.first == .thematicBreak, "no key: no front matter")
    let guide = Document(markdown: Array("---\nlayout: guia\n---\n# Montaje\n\n1. Uno\n2. Dos\n".utf8))
    #expect(guide.kind == .guide && guide.title == "Montaje" && guide.stepCount == 2)
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
