import Document
import Testing
@testable import TerminalUI

@Suite struct ScreenTests {
  @Test("put clips at the edge and never leaves half a wide character")
  func clipping() {
    var screen = Screen(size: TerminalSize(rows: 1, columns: 5))
    let end = screen.put([Span("ab日本")], row: 0, column: 0)
    #expect(end == 4)
    #expect(screen.lines == ["ab日"])
    #expect(screen.rows[0][2].width == 2)
    #expect(screen.rows[0][3].width == 0)
  }

  @Test("Screen(lines:) builds expected screens")
  func fromLines() {
    let screen = Screen(lines: ["uno", "dos"], columns: 5)
    #expect(screen.size == TerminalSize(rows: 2, columns: 5))
    #expect(screen.text(row: 1) == "dos  ")
  }
}
