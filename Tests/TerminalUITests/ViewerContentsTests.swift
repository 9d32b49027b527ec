import Document
import Testing
@testable import TerminalUI

@Suite struct ViewerContentsTests {
  /// A document of `count` level-2 headings, each over a paragraph.
  private func document(headings count: Int) -> Document {
    var markdown = "# Índice\n\n"
    for number in 1...count { markdown += "## Sección \(number)\n\ntexto \(number)\n\n" }
    return Document(markdown: Array(markdown.utf8))
  }

  /// The row of the contents pane that shows the selection (in reverse video), if any.
  private func selectedRow(_ screen: Screen) -> String? {
    let rows = screen.rows.indices.filter { row in
      screen.rows[row].prefix(4).contains { $0.style.contains(.reverse) }
    }
    return rows.count == 1 ? screen.lines[rows[0]] : nil
  }

  @Test("62 entries on 24 rows: Down shows the selection on every row to the last, Enter jumps to it")
  func paneScrollsToTheLast() {
    let viewer = Viewer(document: document(headings: 61), size: TerminalSize(rows: 24, columns: 80))
    _ = viewer.handle(.character("t"))
    let count = viewer.content.items.count
    #expect(count == 62)
    for step in 1..<count {
      _ = viewer.handle(.down)
      let screen = viewer.render()
      let row = selectedRow(screen)
      #expect(row?.hasPrefix(" " + viewer.content.items[step].title.string) == true, "step \(step)")
    }
    #expect(selectedRow(viewer.render())?.hasPrefix(" Sección 61 ") == true)
    _ = viewer.handle(.enter)
    let text = viewer.render().lines.map { $0.split(whereSeparator: { "│┃".contains($0) }).last ?? "" }
    #expect(text.contains { $0.hasSuffix("Sección 61") })
    #expect(viewer.headerStatus.string.hasPrefix("Sección 61"))
  }

  @Test("Home, End, PgDn and PgUp move the selection in the pane, and it stays in view")
  func paneKeys() {
    let viewer = Viewer(document: document(headings: 61), size: TerminalSize(rows: 24, columns: 80))
    _ = viewer.handle(.character("t"))
    _ = viewer.handle(.end)
    #expect(viewer.contentsSelection == 61)
    #expect(selectedRow(viewer.render())?.hasPrefix(" Sección 61 ") == true)
    _ = viewer.handle(.pageUp)
    #expect(viewer.contentsSelection == 61 - 20)
    #expect(selectedRow(viewer.render()) != nil)
    _ = viewer.handle(.home)
    #expect(viewer.contentsSelection == 0)
    #expect(selectedRow(viewer.render())?.hasPrefix(" Índice ") == true)
    _ = viewer.handle(.pageDown)
    #expect(viewer.contentsSelection == 20)
    #expect(selectedRow(viewer.render()) != nil)
  }

  @Test("a resize that shortens the pane keeps the selection in view")
  func resize() {
    let viewer = Viewer(document: document(headings: 61), size: TerminalSize(rows: 24, columns: 80))
    _ = viewer.handle(.character("t"))
    for _ in 0..<19 { _ = viewer.handle(.down) }
    viewer.resize(to: TerminalSize(rows: 10, columns: 80))
    #expect(selectedRow(viewer.render())?.hasPrefix(" Sección 19 ") == true)
  }
}
