import Testing
import TerminalUI
@testable import Reader

/// A prompt's line kept in pieces: the same text, cursor and comparisons as one string, at
/// any length and across the pieces' edges.
@Suite struct PromptLineTests {
  /// A line of `count` characters typed one at a time, as a paste without bracketed-paste
  /// mode arrives.
  private func typed(_ count: Int, _ character: Character = "a") -> PromptLine {
    var line = PromptLine()
    for _ in 0..<count { _ = PromptEdit.apply(.character(character), to: &line) }
    return line
  }

  @Test("characters typed one at a time across many pieces read back whole; the cursor moves across pieces")
  func acrossPieces() {
    var line = typed(5_000)
    #expect(line.text.count == 5_000 && line.cursor == 5_000)
    for _ in 0..<3_000 { _ = PromptEdit.apply(.left, to: &line) }
    _ = PromptEdit.apply(.character("z"), to: &line)
    #expect(line.cursor == 2_001)
    #expect(line.text == String(repeating: "a", count: 2_000) + "z" + String(repeating: "a", count: 3_000))
    var deleted = 0
    while line.deleteBackward() { deleted += 1 }
    #expect(deleted == 2_001)
    #expect(line.text.count == 3_000 && line.cursor == 0)
  }

  @Test("a copy edited leaves the line it came from as it was, at any length")
  func valueSemantics() {
    let line = typed(3_000)
    var copy = line
    _ = PromptEdit.apply(.character("b"), to: &copy)
    #expect(line.text == String(repeating: "a", count: 3_000))
    #expect(copy.text == String(repeating: "a", count: 3_000) + "b")
    #expect(line != copy)
  }

  @Test("lines compare by text and cursor, however they were typed")
  func equality() {
    var moved = typed(2_000)
    _ = PromptEdit.apply(.left, to: &moved)
    #expect(moved != typed(2_000), "the same text, the cursor elsewhere")
    _ = PromptEdit.apply(.right, to: &moved)
    #expect(moved == typed(2_000))
    #expect(PromptLine(String(repeating: "a", count: 2_000)) == typed(2_000), "one piece or several")
    #expect(Set([moved, typed(2_000)]).count == 1)
  }

  @Test("a combining mark typed after its letter is one character with it, at a piece's edge too")
  func combiningMarks() {
    var line = typed(PromptLine.pieceBytes)
    _ = PromptEdit.apply(.character("\u{301}"), to: &line)
    #expect(line.text.count == PromptLine.pieceBytes, "the mark joined the last a")
    let deleted = line.deleteBackward()
    #expect(deleted)
    #expect(line.text.count == PromptLine.pieceBytes - 1, "á removed whole")
  }

  @Test("the shown part of a long line is its end: only the characters shown are read")
  func visibleEnd() {
    let line = typed(100_000)
    let shown = PromptEdit.visibleLine(lead: "/", line: line, columns: 20)
    #expect(shown.text == "/" + String(repeating: "a", count: 18) + " ")
  }

  @Test("a key costs the same at any length while the line before it is kept and compared, as the store does")
  func constantCostPerKey() {
    var line = PromptLine()
    var previous = line
    let clock = ContinuousClock()
    func burst(_ count: Int) -> Duration {
      clock.measure {
        for _ in 0..<count {
          previous = line
          _ = PromptEdit.apply(.character("a"), to: &line)
          precondition(previous != line)
        }
      }
    }
    let first = burst(10_000)
    _ = burst(290_000)
    // An array of the full pieces, copied and compared on every key, made the last keys
    // dozens of times slower than the first.
    let last = burst(10_000)
    #expect(last < first * 4 + .milliseconds(50), "the first 10 000 keys \(first), the last \(last)")
    #expect(line.utf8Count == 310_000 && line.text.utf8.count == 310_000)
  }
}
