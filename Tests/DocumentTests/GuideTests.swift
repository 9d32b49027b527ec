import Foundation
import GuideResource
import Testing
@testable import Document

@Suite struct GuideTests {
  static let steps = [
    "Comprueba que están todas las piezas.",
    "Extiende una manta para proteger el suelo.",
    "Coloca los laterales junto a la base.",
    "Encaja los soportes en sus alojamientos.",
    "Aprieta los tornillos de forma alterna.",
    "Coloca los estantes a la altura deseada.",
    "Verifica que el mueble está nivelado.",
    "Revisa las fijaciones antes de utilizarlo.",
  ]

  static var resourceURL: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Resources/guia.md").standardized
  }

  @Test("the embedded guide is byte for byte the file in Resources/")
  func embeddedEqualsResource() throws {
    let file = try Data(contentsOf: Self.resourceURL)
    #expect(!file.isEmpty)
    #expect(GuideResource.markdown == [UInt8](file))
  }

  @Test("the guide parses as a guide: its title and the seed's 8 steps, verbatim")
  func guideShape() {
    let document = GuideResource.document
    #expect(document.kind == .guide)
    #expect(document.title == "Guía de montaje")
    #expect(document.stepCount == 8)
    let texts = document.blocks.map { block -> String in
      guard case .group(let blocks) = block, case .paragraph(let inlines)? = blocks.first else {
        return ""
      }
      return inlines.plainText
    }
    #expect(texts == Self.steps)
  }

  @Test("each step renders as a bold 'Paso N' over its text, with a row between steps")
  func guideLayout() {
    let layout = DocumentLayout(document: GuideResource.document, width: 80)
    let lines = layout.lines.map(\.text)
    var expected = [""]
    for (index, step) in Self.steps.enumerated() {
      if index > 0 { expected.append("") }
      expected += ["  Paso \(index + 1)", "  " + step]
    }
    expected.append("")
    #expect(lines == expected)
    let heading = layout.lines[1]
    #expect(heading.spans.last == Span("Paso 1", style: .bold))
    #expect(heading.step == 0)
    #expect(layout.lines[layout.lines.count - 2].step == 7)
  }

  @Test("a guide that is not the built-in one gets the same rendering")
  func otherGuide() {
    let markdown = "# Otra guía\n\n1. Primero.\n2. Segundo con **negrita**.\n"
    let document = Document(markdown: Array(markdown.utf8))
    #expect(document.kind == .guide)
    #expect(document.title == "Otra guía")
    let lines = DocumentLayout(document: document, width: 40).lines.map(\.text)
    #expect(lines == ["", "  Paso 1", "  Primero.", "", "  Paso 2", "  Segundo con negrita.", ""])
  }

  @Test("steps are numbered from their position, as ForEach(steps.indices) does")
  func numberingFromPosition() {
    let markdown = "# Guía\n\n7. Uno.\n8. Dos.\n"
    let lines = DocumentLayout(document: Document(markdown: Array(markdown.utf8)), width: 40)
      .lines.map(\.text)
    #expect(lines.contains("  Paso 1"))
    #expect(lines.contains("  Paso 2"))
    #expect(!lines.contains("  Paso 7"))
  }

  @Test("Markdown that is not a guide keeps its own shape")
  func notAGuide() {
    let markdown = "# Notas\n\nUn párrafo.\n\n- uno\n- dos\n"
    let document = Document(markdown: Array(markdown.utf8))
    #expect(document.kind == .markdown)
    #expect(document.title == "Notas")
    let lines = DocumentLayout(document: document, width: 40).lines.map(\.text)
    #expect(lines == ["", "  Notas", "", "  Un párrafo.", "", "  • uno", "  • dos", ""])
  }
}
