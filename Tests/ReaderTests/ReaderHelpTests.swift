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

/// The help's lines as a narrow screen shows them: a key's words that do not fit wrap under
/// their own column, not under the key names (a hanging indent, as less's help).
@MainActor
@Suite struct ReaderHelpIndentTests {
  @Test("each key's words wrap under their own column, never under the key names", arguments: [60, 80])
  func hangingIndent(columns: Int) {
    let size = CellSize(width: columns, height: 400)
    let model = ReaderModel(
      rows: TextRows(source: InMemoryByteSource(Array("uno\n".utf8)), width: columns),
      title: "uno.txt", settings: ReaderSettings(showsIndicator: false))
    let reader = ReaderHarness(model, size: size)
    reader.press(.character("h"))
    let entries = KeyMap.pager.helpEntries()
    let column = 2 + entries[0].keys.count + 2
    let lines = reader.lines.dropFirst(3).prefix { !$0.trimmed.hasPrefix("Un número") }
    var wrapped = 0
    for line in lines where !line.trimmed.isEmpty {
      let first = line.firstIndex { $0 != " " }.map { line.distance(from: line.startIndex, to: $0) } ?? 0
      if first == 2 { continue }  // a key's first row
      // A continuation row starts at the words' column.
      #expect(first == column, "\(line)")
      wrapped += 1
    }
    // The check above saw continuation rows: some key's words are longer than the room.
    #expect(wrapped > 0)
    // Every key's words are there, in order (a word wider than the room is cut between
    // characters, so spaces are set aside).
    let shown = lines.joined().filter { !$0.isWhitespace }
    for entry in entries {
      #expect(shown.contains(entry.summary.filter { !$0.isWhitespace }), "\(entry.keys) lost words")
    }
  }
}
