import GuideResource
import Testing
@testable import Document

@Suite struct DocumentLayoutTests {
  private let guide = GuideResource.document

  @Test("no line is wider than the layout, at every width", arguments: Array(1...90))
  func linesFit(width: Int) {
    for line in DocumentLayout(document: guide, width: width).lines {
      #expect(line.width <= max(width, 2))
    }
  }

  @Test("narrow widths wrap the steps and drop the padding when it does not fit")
  func narrow() {
    let layout = DocumentLayout(document: guide, width: 20)
    #expect(layout.lines[2].text == "  Comprueba que")
    let tiny = DocumentLayout(document: guide, width: 10).padding
    #expect(tiny.leading == 0 && tiny.trailing == 0)
  }

  @Test("a source position finds the same text after a reflow")
  func anchorsSurviveReflow() {
    let wide = DocumentLayout(document: guide, width: 80)
    let narrow = DocumentLayout(document: guide, width: 20)
    for line in wide.lines {
      let found = narrow.lines[narrow.lineIndex(showing: line.source)]
      #expect(found.source <= line.source)
      if let first = line.text.split(separator: " ").first, !line.text.isEmpty {
        #expect(found.text.contains(first))
      }
    }
  }

  @Test("plain text is shown line by line with no padding, controls as placeholders")
  func plainText() {
    let document = Document(plainText: Array("uno\n\u{1B}[31mdos\n".utf8), title: "x.txt")
    let lines = DocumentLayout(document: document, width: 40).lines
    #expect(lines.map(\.text) == ["uno", "^[[31mdos"])
    #expect(lines[1].spans.first == Span("^[", style: .reverse))
  }
}
