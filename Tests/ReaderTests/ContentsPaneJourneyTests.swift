import Reader
import ScrollKit
import Testing

/// The contents pane of a long document, as the pty journey moved through it. (The escape
/// corpus through the pane, the header and the prompt, with every byte written checked, stays
/// a journey: EndToEndTests.EscapeCorpusTests.)
@MainActor
@Suite struct ContentsPaneJourneyTests {
  /// The text of the pane's entry in reverse video, if exactly one row shows one.
  private func selectedEntry(_ reader: ReaderHarness) -> String? {
    let screen = reader.screen
    let rows = (1..<(screen.rows.count - 2)).filter { screen.rows[$0][1].style.contains(.reverse) }
    guard rows.count == 1 else { return nil }
    let entry = reader.rows[rows[0]].prefix { $0 != "│" && $0 != "┃" }
    return String(entry).trimmed
  }

  @Test("61 headings at 24 rows: the pane follows the selection down to the last, and Enter jumps to it")
  func contentsPaneScrolls() {
    var markdown = "# Índice\n\n"
    for number in 1...61 { markdown += "## Sección \(number)\n\ntexto \(number)\n\n" }
    let reader = ReaderHarness(markdown: markdown, name: "secciones.md", size: CellSize(width: 80, height: 24))
    reader.send("t")
    // Down to the last entry, one key at a time: the selection is on screen after each.
    for step in 1...61 {
      reader.send("j")
      let selected = selectedEntry(reader)
      #expect(selected == "Sección \(step)", "after \(step) Down: \(selected ?? "no selection")")
    }
    reader.send("\r")
    #expect(reader.rows[0].contains("Sección 61"), "the last section in the header")
    #expect(reader.rows.contains { $0.hasSuffix("Sección 61") && !$0.hasPrefix(" Sección 61") })
    // Home and End in the pane.
    reader.send("\u{1B}OH")
    #expect(selectedEntry(reader) == "Índice")
    reader.send("\u{1B}OF")
    #expect(selectedEntry(reader) == "Sección 61")
    #expect(reader.send("q") == .exit(.quit))
  }
}
