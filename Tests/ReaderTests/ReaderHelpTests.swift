import ScrollKit
import Document
import Reader
import Testing
import TerminalUI

/// `h` and `H`: the help screen from the key table, scrollable, and back where the reader was.
@MainActor
@Suite struct ReaderHelpTests {
  private let size = CellSize(width: 80, height: 12)

  private func reader() -> ReaderHarness {
    let text = (1...500).map { "línea \($0)\n" }.joined()
    let model = ReaderModel(
      rows: TextRows(source: InMemoryByteSource(Array(text.utf8)), width: size.width),
      title: "quinientas.txt", settings: ReaderSettings(showsIndicator: false))
    return ReaderHarness(model, size: size)
  }

  @Test("h shows the key table, every binding's line; it scrolls; q comes back to the same row", arguments: ["h", "H"])
  func help(key: Character) {
    let reader = reader()
    for character in "200G" { reader.press(.character(character)) }
    #expect(reader.lines[1] == "línea 200")
    reader.press(.character(key))
    #expect(reader.lines[0].hasPrefix("Ayuda de guía"))
    #expect(reader.lines[1].hasPrefix("Teclas de guía"))
    #expect(reader.lines.last?.trimmed == "Ayuda · q, h o Esc para volver")
    // Every binding is on some page of the help.
    var seen = Set(reader.lines)
    for _ in 0..<14 {
      reader.press(.pageDown)
      seen.formUnion(reader.lines)
    }
    let shown = seen.joined(separator: "\n")
    for line in KeyMap.pager.helpLines() {
      let keys = line.components(separatedBy: "  ").first ?? line
      #expect(shown.contains("  " + keys), "\(keys) is not in the help")
    }
    reader.press(.home)
    reader.press(.down)
    #expect(!reader.lines[1].hasPrefix("Teclas de guía"), "Down did not scroll the help")
    // q closes the help only: guia does not quit, and the document is where it was.
    let outcome = reader.press(.character("q"))
    if case .exit = outcome { Issue.record("q in the help quit guia") }
    #expect(reader.lines[1] == "línea 200")
    #expect(reader.lines.last?.trimmed == "Quedan pasos por ver")
    // ? is still the backward search.
    reader.press(.character("?"))
    #expect(reader.lines.last?.hasPrefix("?") == true)
    // The same q in the document quits: the check above can tell.
    reader.press(.escape)
    let quit = reader.press(.character("q"))
    #expect({ if case .exit = quit { true } else { false } }())
  }
}
