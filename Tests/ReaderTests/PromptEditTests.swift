import Testing
import TerminalUI
@testable import Reader

/// The footer's prompts edit alike: the search pattern and `:e`'s file name.
@Suite struct PromptEditTests {
  @Test("characters and pastes grow the line, a paste's controls left out; Backspace, Esc, Enter")
  func edits() {
    #expect(PromptEdit.apply(.character("b"), to: "a") == .edited("ab"))
    #expect(PromptEdit.apply(.paste("x\u{1B}[31m\ny"), to: "a") == .edited("ax[31my"))
    #expect(PromptEdit.apply(.backspace, to: "ab") == .edited("a"))
    #expect(PromptEdit.apply(.backspace, to: "") == .closed)
    for key in [Key.escape, .control("c"), .control("g")] { #expect(PromptEdit.apply(key, to: "a") == .closed) }
    #expect(PromptEdit.apply(.enter, to: "a.txt") == .submitted("a.txt"))
    #expect(PromptEdit.apply(.down, to: "a") == .ignored)
  }

  @Test("a long line shows its end in the cells there are, wide characters counted as two")
  func tail() {
    #expect(PromptEdit.visibleLine(lead: "/", text: "abc", columns: 10) == "/abc")
    #expect(PromptEdit.visibleLine(lead: "Examinar: ", text: "carpeta/archivo.txt", columns: 20) == "Examinar: chivo.txt", "a cell left for the cursor")
    #expect(PromptEdit.visibleLine(lead: "/", text: "日本語", columns: 6) == "/本語")
  }
}
