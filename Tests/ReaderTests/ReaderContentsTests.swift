import ScrollKit
import Document
import Foundation
import Reader
import Testing
import TerminalUI

/// The contents pane (`t`) on a list longer than the pane: the selection stays in view as it
/// moves (Down, Home, End, PgUp, PgDn, a resize), and Enter jumps to it.
@MainActor
@Suite struct ReaderContentsTests {
  private let size = CellSize(width: 80, height: 24)

  /// A document of `count` level-2 headings, each over a paragraph.
  private func document(headings count: Int) -> Document {
    var markdown = "# Índice\n\n"
    for number in 1...count { markdown += "## Sección \(number)\n\ntexto \(number)\n\n" }
    return Document(markdown: Array(markdown.utf8))
  }

  /// A reader of 61 headings as guia opens it, the indicator shown.
  private func reader(size: CellSize? = nil) -> ReaderHarness {
    ReaderHarness(document: document(headings: 61), size: size ?? self.size, showsIndicator: true)
  }

  /// The row of the contents pane that shows the selection (in reverse video), if exactly one.
  private func selectedRow(_ screen: Screen) -> String? {
    let rows = screen.rows.indices.filter { row in
      screen.rows[row].prefix(4).contains { $0.style.contains(.reverse) }
    }
    return rows.count == 1 ? screen.lines[rows[0]] : nil
  }

  @Test("62 entries on 24 rows: Down shows the selection on every row to the last, Enter jumps to it")
  func paneScrollsToTheLast() {
    let reader = reader()
    reader.press(.character("t"))
    let items = reader.model.rows.items
    #expect(items.count == 62)
    #expect(selectedRow(reader.screen)?.hasPrefix(" Índice ") == true)
    for step in 1..<items.count {
      reader.press(.down)
      let row = selectedRow(reader.screen)
      #expect(row?.hasPrefix(" " + items[step].title.string + " ") == true, "step \(step): \(row ?? "none")")
    }
    #expect(selectedRow(reader.screen)?.hasPrefix(" Sección 61 ") == true)
    reader.press(.enter)
    let lines = reader.lines
    let text = lines.map { $0.split(whereSeparator: { "│┃".contains($0) }).last ?? "" }
    #expect(text.contains { $0.hasSuffix("Sección 61") })
    // The header's status names the heading holding the top row.
    #expect(lines[0].contains("Índice"))
    #expect(lines[0].range(of: #"Sección 61  \d+%$"#, options: .regularExpression) != nil, "\(lines[0])")
  }

  @Test("Home, End, PgDn and PgUp move the selection in the pane, and it stays in view")
  func paneKeys() {
    let reader = reader()
    reader.press(.character("t"))
    reader.press(.end)
    #expect(selectedRow(reader.screen)?.hasPrefix(" Sección 61 ") == true)
    // A page is the pane's 21 rows less one.
    reader.press(.pageUp)
    #expect(selectedRow(reader.screen)?.hasPrefix(" Sección 41 ") == true)
    reader.press(.home)
    #expect(selectedRow(reader.screen)?.hasPrefix(" Índice ") == true)
    reader.press(.pageDown)
    #expect(selectedRow(reader.screen)?.hasPrefix(" Sección 20 ") == true)
  }

  @Test("a resize that shortens the pane keeps the selection in view")
  func resize() {
    let reader = reader()
    reader.press(.character("t"))
    for _ in 0..<19 { reader.press(.down) }
    #expect(selectedRow(reader.screen)?.hasPrefix(" Sección 19 ") == true)
    reader.resize(to: CellSize(width: 80, height: 10))
    #expect(selectedRow(reader.screen)?.hasPrefix(" Sección 19 ") == true)
  }
}
