import ScrollKit
import Document
import Testing
@testable import TerminalUI

@Suite struct ScreenTests {
  @Test("a text is drawn as its own bytes, not as those of a canonically equivalent text drawn before")
  func equivalentTextsKeepTheirBytes() {
    // "é" precomposed, then as "e" and a combining acute: the same text to `String`'s `==`,
    // not to the terminal, which is sent what the document holds.
    var screen = Screen(size: CellSize(width: 8, height: 2))
    screen.put([Span(DisplayText(sanitizing: "caf\u{E9}"))], row: 0, column: 0)
    screen.put([Span(DisplayText(sanitizing: "cafe\u{301}"))], row: 1, column: 0)
    #expect(Array(screen.rows[0][3].text.utf8) == [0xC3, 0xA9])
    #expect(Array(screen.rows[1][3].text.utf8) == [0x65, 0xCC, 0x81])
  }

  @Test("put clips at the edge and never leaves half a wide character")
  func clipping() {
    var screen = Screen(size: CellSize(width: 5, height: 1))
    let end = screen.put([Span("ab日本")], row: 0, column: 0)
    #expect(end == 4)
    #expect(screen.lines == ["ab日"])
    #expect(screen.rows[0][2].width == 2)
    #expect(screen.rows[0][3].width == 0)
  }

  @Test("printable ASCII is written cell by cell as its clusters would be, skipped and clipped alike",
    arguments: [(0, 0, 8), (2, 1, 6), (3, 4, 10), (0, 12, 10), (1, 0, 3)])
  func asciiCells(column: Int, skipping: Int, limit: Int) {
    // The same text with a cluster that is not ASCII at its end goes through segmentation: the
    // ASCII cells before it must be the same cells.
    var ascii = Screen(size: CellSize(width: 10, height: 1))
    var mixed = Screen(size: CellSize(width: 10, height: 1))
    let asciiEnd = ascii.put(
      [Span("ab ~d", style: .bold), Span("efgh")], row: 0, column: column, limit: limit,
      skipping: skipping)
    let mixedEnd = mixed.put(
      [Span("ab ~d", style: .bold), Span("efghé")], row: 0, column: column, limit: limit,
      skipping: skipping)
    let asciiRow = ascii.rows[0]
    let mixedRow = mixed.rows[0]
    let written = max(0, min(asciiEnd, 10))
    #expect(Array(asciiRow.prefix(written)) == Array(mixedRow.prefix(written)))
    #expect(mixedEnd >= asciiEnd)
    for cell in asciiRow where cell.text != " " {
      #expect(cell.width == 1 && cell.certainty == .certain)
    }
  }

  @Test("Screen(lines:) builds expected screens")
  func fromLines() {
    let screen = Screen(lines: ["uno", "dos"], columns: 5)
    #expect(screen.size == CellSize(width: 5, height: 2))
    #expect(screen.text(row: 1) == "dos  ")
  }
}
