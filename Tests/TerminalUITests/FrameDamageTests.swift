import ScrollKit
import Document
import Testing
@testable import TerminalUI

/// The retained frame: a screen kept from frame to frame says which rows it drew and which
/// it moved since the terminal showed it, and the writer looks at nothing else.
@Suite struct FrameDamageTests {
  private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  private func screen(_ lines: [DisplayText], columns: Int = 20) -> Screen {
    var screen = Screen(lines: lines, columns: columns)
    screen.markShown()
    return screen
  }

  @Test("drawing damages the rows drawn, a move records itself and damages the rows it leaves, and showing the screen clears both")
  func damageAndMoves() {
    var frame = screen(["cabeza", "1", "2", "3", "4", "pie"])
    #expect(frame.damage.isEmpty && frame.scrollOperations.isEmpty)
    frame.moveRows(1..<5, columns: 0..<20, by: 1)
    #expect(frame.scrollOperations == [ScrollOperation(rows: 1..<5, columns: 0..<20, shift: 1)])
    #expect((0..<6).filter(frame.damage.contains) == [4])
    #expect(frame.lines == ["cabeza", "2", "3", "4", "", "pie"])
    frame.put([Span("5")], row: 4, column: 0)
    frame.put([Span("cabeza 2")], row: 0, column: 0)
    #expect((0..<6).filter(frame.damage.contains) == [0, 4])
    #expect(frame.scrollHint == nil, "no scroll region")
    frame.scrollRegion = 1..<5
    #expect(frame.scrollHint == 1)
    frame.markShown()
    #expect(frame.damage.isEmpty && frame.scrollOperations.isEmpty)
    // Blanking blanks damages nothing.
    frame.clear(columns: 10..<20, row: 2)
    #expect(frame.damage.isEmpty)
  }

  @Test("whole rows move by their places: moved up and down again, written over, compared, they read as a screen moved cell by cell would")
  func wholeRowMoves() {
    var slots = Array(0..<6)
    ScrollOperation.rotate(&slots, rows: 1..<5, by: 1)
    #expect(slots == [0, 2, 3, 4, 1, 5])
    ScrollOperation.rotate(&slots, rows: 1..<5, by: -3)
    #expect(slots == [0, 3, 4, 1, 2, 5])
    var frame = screen(["c", "1", "2", "3", "4", "p"])
    frame.moveRows(1..<5, columns: 0..<20, by: 2)
    frame.put([Span("5")], row: 3, column: 0)
    frame.moveRows(1..<5, columns: 0..<20, by: -1)
    frame.put([Span("x")], row: 1, column: 0)
    #expect(frame.lines == ["c", "x", "3", "4", "5", "p"])
    #expect(frame == Screen(lines: ["c", "x", "3", "4", "5", "p"], columns: 20))
    #expect(frame[4, 0].text == "5" && frame.row(2).first?.text == "3")
  }

  @Test("a move of some columns leaves the others in place")
  func partialMove() {
    var frame = screen(["a1", "b2", "c3"], columns: 2)
    frame.moveRows(0..<3, columns: 1..<2, by: -1)
    #expect(frame.lines == ["a", "b1", "c2"])
    #expect((0..<3).filter(frame.damage.contains) == [0])
  }

  @Test("taking a screen drawn whole damages only the rows that differ, and the rows its moves cover")
  func adopt() {
    var frame = screen(["cabeza", "1", "2", "pie"])
    var whole = Screen(lines: ["cabeza", "1", "2", "fin"], columns: 20)
    frame.adopt(whole)
    #expect((0..<4).filter(frame.damage.contains) == [3])
    #expect(frame.lines == whole.lines)
    frame.markShown()
    whole.scrollRegion = 1..<3
    frame.scrollRegion = 1..<3
    whole.recordScroll(1..<3, columns: 0..<20, by: 1)
    frame.adopt(whole)
    #expect((0..<4).filter(frame.damage.contains) == [1, 2])
    #expect(frame.scrollHint == 1)
  }

  @Test("the writer looks at the damaged rows only: with none, it writes nothing")
  func writerReadsDamage() {
    var renderer = ScrollAreaRenderer(strings: .xterm)
    var frame = Screen(lines: ["cabeza", "uno", "dos", "pie"], columns: 20)
    _ = renderer.update(to: frame)
    frame.markShown()
    frame.put([Span("cabeza 2")], row: 0, column: 0)
    #expect(text(renderer.update(to: frame)) == "\u{1B}[1;8H2\u{1B}[4;1H")
    frame.markShown()
    // Nothing damaged: nothing looked at, nothing written.
    #expect(text(renderer.update(to: frame)) == "")
  }

  @Test("the writer moves the rows by the recorded move and never looks for another")
  func writerTakesTheMove() {
    var renderer = ScrollAreaRenderer(strings: .xterm)
    var frame = Screen(lines: ["c", "1", "2", "3", "p"], columns: 20)
    frame.scrollRegion = 1..<4
    _ = renderer.update(to: frame)
    frame.markShown()
    frame.moveRows(1..<4, columns: 0..<20, by: 1)
    frame.put([Span("4")], row: 3, column: 0)
    // The region set, a line feed at its bottom, the new row.
    #expect(text(renderer.update(to: frame)) == "\u{1B}[2;4r\u{1B}[4;1H\n4\r")
    frame.markShown()
    // Rows redrawn whole after a pass, their move recorded: moved, then only what differs.
    var whole = Screen(lines: ["c", "3", "4", "5", "p"], columns: 20)
    whole.scrollRegion = 1..<4
    whole.recordScroll(1..<4, columns: 0..<20, by: 1)
    frame.adopt(whole)
    #expect(text(renderer.update(to: frame)) == "\n5\r")
    frame.markShown()
    // A move the rows do not show is still taken as recorded: a wrong move costs bytes,
    // never a wrong screen.
    var same = Screen(lines: ["c", "3", "4", "5", "p"], columns: 20)
    same.scrollRegion = 1..<4
    same.recordScroll(1..<4, columns: 0..<20, by: -1)
    frame.adopt(same)
    #expect(text(renderer.update(to: frame)) == "\u{1B}[2;1H\u{1B}M3\u{1B}[3;1H4\u{1B}[4;1H5\r")
    #expect(renderer.shownScreen?.lines == same.lines)
  }

  @Test("beside a pane that stays put, the rows whose still cells the terminal's move spoilt are written again")
  func writerRepairsStillColumns() {
    var renderer = ScrollAreaRenderer(strings: .xterm)
    var frame = Screen(lines: ["h", "A|1", "B|2", "C|3", "p"], columns: 10)
    frame.scrollRegion = 1..<4
    frame.scrollColumns = 2..<10
    _ = renderer.update(to: frame)
    frame.markShown()
    frame.moveRows(1..<4, columns: 2..<10, by: 1)
    frame.put([Span("4")], row: 3, column: 2)
    _ = renderer.update(to: frame)
    #expect(renderer.shownScreen?.lines == ["h", "A|2", "B|3", "C|4", "p"])
  }
}
