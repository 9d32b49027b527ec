import ScrollKit
import Document
import Reader
import Testing
import TerminalUI

/// The reader's moves on the guide (a row, a page, half a page, the edges) and what a resize
/// keeps: the first visible line, or the bottom for a reader at the bottom.
@MainActor
@Suite struct ReaderKeysTests {
  /// The scroll area's rows when its top row is `top`: the guide laid out as the reader lays
  /// it out, between the container's margins of two columns (80 columns wide).
  private func scrollArea(_ reader: ReaderHarness, top: Int, height: Int) -> [String] {
    let rows = reader.model.rows.lines(from: top, limit: height)
    return rows.map { line in
      let text = line.text
      return text.isEmpty ? "" : "  " + text
    }
  }

  /// At 80x12 the scroll area has 9 rows and the guide 25, so the bottom offset is 16; d moves
  /// less's half screen, (9 + 1 + 1) / 2 rows.
  @Test("page, half page, row and edge moves", arguments: [
    (Key.pageDown, 9), (.character("d"), 5), (.down, 1), (.end, 16),
  ])
  func moves(key: Key, offset: Int) {
    let reader = ReaderHarness(size: CellSize(width: 80, height: 12))
    #expect(reader.model.rows.endPosition == 25)
    reader.press(key)
    #expect(Array(reader.lines[1..<10]) == scrollArea(reader, top: offset, height: 9))
    #expect(reader.model.viewport.top == offset)
    reader.press(.home)
    #expect(Array(reader.lines[1..<10]) == scrollArea(reader, top: 0, height: 9))
    #expect(reader.model.viewport.top == 0)
  }

  @Test("resizing tall → short → tall keeps the position rule and the footer right")
  func resizeJourney() {
    let reader = ReaderHarness(size: CellSize(width: 80, height: 40))
    let top = reader.lines[1]
    #expect(reader.lines[39].trimmed == "Fin de la guía")
    // Everything fitted, so nothing was scrolled: the first line stays first.
    reader.resize(to: CellSize(width: 80, height: 12))
    #expect(reader.lines[1] == top)
    #expect(reader.model.viewport.top == 0)
    #expect(reader.lines[11].trimmed == "Quedan pasos por ver")
    // Two rows down: that line stays first when the terminal grows, but not to fitting.
    reader.press(.character("j"), .character("j"))
    let first = reader.lines[1]
    reader.resize(to: CellSize(width: 80, height: 20))
    #expect(reader.lines[1] == first, "the first visible line stays first")
    #expect(reader.lines[19].trimmed == "Quedan pasos por ver")
    // At the bottom, a reader stays at the bottom across a shrink.
    reader.press(.character("G"))
    reader.resize(to: CellSize(width: 80, height: 12))
    #expect(reader.model.isAtBottom)
    #expect(reader.lines[11].trimmed == "Fin de la guía")
    reader.resize(to: CellSize(width: 80, height: 40))
    #expect(reader.lines[39].trimmed == "Fin de la guía")
  }

  @Test("a narrower terminal reflows and keeps the first visible step")
  func reflowKeepsStep() {
    let reader = ReaderHarness(size: CellSize(width: 80, height: 10))
    for _ in 0..<7 { reader.press(.down) }
    #expect(reader.lines[1] == "  Paso 3")
    reader.resize(to: CellSize(width: 20, height: 10))
    #expect(reader.lines[1] == " Paso 3", "a narrow terminal has one-column margins")
  }

  @Test("every small size draws without trapping", arguments: [0, 1, 2, 3, 4, 5])
  func tinySizes(rows: Int) {
    for columns in [0, 1, 2, 5, 12] {
      let size = CellSize(width: columns, height: rows)
      let reader = ReaderHarness(size: size)
      #expect(reader.screen.size == size)
      reader.press(.end)
      #expect(reader.screen.size == size)
    }
  }
}
