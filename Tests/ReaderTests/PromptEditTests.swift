import Testing
import TerminalUI
@testable import Reader

/// The footer's prompts edit alike, as less edits its command line: the search pattern,
/// `:e`'s file name, an option's name.
@Suite struct PromptEditTests {
  /// `line` after `keys`, or what the last key did when it ended the editing.
  static func typed(_ keys: [Key], on line: PromptLine = "") -> PromptEdit {
    var line = line
    for key in keys {
      guard case .edited(let edited) = PromptEdit.apply(key, to: line) else { return PromptEdit.apply(key, to: line) }
      line = edited
    }
    return .edited(line)
  }

  static func text(_ edit: PromptEdit) -> String? {
    if case .edited(let line) = edit { return line.text }
    return nil
  }

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

  @Test("the cursor as less's: Left, Right, Home, End and ESC h l 0 $; typing and pasting go in at it")
  func cursor() {
    #expect(Self.text(Self.typed([.left, .left, .character("X")], on: "abc")) == "aXbc")
    #expect(Self.text(Self.typed([.home, .character("^")], on: "abc")) == "^abc")
    #expect(Self.text(Self.typed([.home, .right, .paste("12")], on: "abc")) == "a12bc")
    #expect(Self.text(Self.typed([.alt("0"), .alt("l"), .alt("$"), .character("!")], on: "abc")) == "abc!")
    #expect(Self.text(Self.typed([.left, .left, .left, .left, .left], on: "ab")) == "ab", "the cursor stays in the line")
    #expect(Self.text(Self.typed([.end, .right, .character("z")], on: "ab")) == "abz")
  }

  @Test("Backspace and Delete act at the cursor; Backspace at the start closes; Ctrl-U empties, then closes")
  func deleting() {
    #expect(Self.text(Self.typed([.left, .backspace], on: "abc")) == "ac")
    #expect(Self.text(Self.typed([.left, .left, .delete], on: "abc")) == "ac")
    #expect(Self.text(Self.typed([.left, .alt("x")], on: "abc")) == "ab")
    #expect(Self.typed([.home, .backspace], on: "abc") == .closed, "less: Backspace past the start ends the command")
    #expect(Self.text(Self.typed([.delete], on: "abc")) == "abc", "Delete at the end removes nothing")
    #expect(Self.text(Self.typed([.control("u")], on: "abc")) == "")
    #expect(Self.typed([.control("u"), .control("u")], on: "abc") == .closed)
  }

  @Test("words: ESC b and ESC w move by them, ESC X removes the one at the cursor")
  func words() {
    #expect(Self.text(Self.typed([.alt("b"), .character("X")], on: "uno dos")) == "uno Xdos")
    #expect(Self.text(Self.typed([.alt("b"), .alt("b"), .alt("w"), .character("X")], on: "uno dos")) == "uno Xdos")
    #expect(Self.text(Self.typed([.home, .alt("X")], on: "uno dos")) == "dos")
  }

  @Test("ESC Backspace removes the word before the cursor and the spaces after it, as less's (/foo bar → /foo )")
  func wordErasedBackward() {
    #expect(Self.text(Self.typed([.altBackspace], on: "foo bar")) == "foo ")
    #expect(Self.text(Self.typed([.altBackspace, .altBackspace], on: "foo bar")) == "")
    #expect(Self.text(Self.typed([.character(" "), .character(" "), .altBackspace], on: "foo bar")) == "foo ")
    #expect(Self.text(Self.typed([.alt("b"), .altBackspace], on: "uno dos")) == "dos")
  }

  @Test("a long line shows its end in the cells there are, wide characters counted as two; the cursor's cell kept")
  func tail() {
    #expect(PromptEdit.visibleLine(lead: "/", line: "abc", columns: 10).text == "/abc ")
    #expect(PromptEdit.visibleLine(lead: "Examinar: ", line: "carpeta/archivo.txt", columns: 20).text == "Examinar: chivo.txt ", "a cell left for the cursor")
    #expect(PromptEdit.visibleLine(lead: "/", line: "日本語", columns: 6).text == "/本語 ")
    // The cursor moved back: the cell under it and what follows it show.
    var line = PromptLine("abcdefghij")
    line.moveToStart()
    let shown = PromptEdit.visibleLine(lead: "/", line: line, columns: 6)
    #expect(shown.before == "/" && shown.atCursor == "a" && shown.after == "bcde")
  }
}
