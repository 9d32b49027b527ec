import Document
import TerminalUI

/// What a key does to a line typed in the footer's row (the search pattern, `:e`'s file
/// name, an option's name), as less edits its command line: characters and pastes go in at
/// the cursor (a paste's controls left out); Left and Right (`ESC h`, `ESC l`) move it, `ESC b`
/// and `ESC w` a word, Home and End (`ESC 0`, `ESC $`) to the ends; Backspace removes the
/// character before it and closes the prompt at the line's start, `ESC Backspace` the word
/// before it, Delete (`ESC x`) the character at it, `ESC X` the word; Ctrl-U empties the line, or closes it when empty; Esc, Ctrl-C and
/// Ctrl-G close it; Enter submits it. A value, so every prompt edits alike.
enum PromptEdit: Hashable {
  /// The line as it is now.
  case edited(PromptLine)
  /// The prompt is closed, nothing done.
  case closed
  /// Enter: the line is to be run.
  case submitted(String)
  /// A key the line takes no part in.
  case ignored

  /// What `key` does to `line`.
  static func apply(_ key: Key, to line: PromptLine) -> PromptEdit {
    var line = line
    return apply(key, to: &line)
  }

  /// What `key` does to `line`, edited in place: typing at the end of a line held once
  /// appends, so a line of any length costs the same per key (a copy of 500 000 characters
  /// a key made typing them quadratic).
  static func apply(_ key: Key, to line: inout PromptLine) -> PromptEdit {
    switch key {
    case .character(let character): line.insert(String(character))
    case .paste(let pasted):
      line.insert(pasted.filter { !$0.unicodeScalars.contains { $0.properties.generalCategory == .control } })
    case .backspace:
      // As less: Backspace at the line's start ends the command.
      guard line.deleteBackward() else { return .closed }
    case .delete, .alt("x"): line.deleteForward()
    case .altBackspace: line.deleteWordBackward()
    case .alt("X"): line.deleteWordForward()
    case .left, .alt("h"): line.moveCursor(by: -1)
    case .right, .alt("l"): line.moveCursor(by: 1)
    case .alt("b"): line.moveWordLeft()
    case .alt("w"): line.moveWordRight()
    case .home, .alt("0"): line.moveToStart()
    case .end, .alt("$"): line.moveToEnd()
    case .control("u"):
      guard !line.isEmpty else { return .closed }
      line.removeAll()
    case .escape, .control("c"), .control("g"): return .closed
    case .enter: return .submitted(line.text)
    default: return .ignored
    }
    return .edited(line)
  }

  /// `lead` and as much of `line` as fits in `columns` cells, a cell kept for the cursor: the
  /// line's end while the cursor is there, as less scrolls a long prompt, and the part from the
  /// cursor on when it was moved back before what the end leaves. Only the characters shown
  /// are measured, so typing a line of any length costs the same per key.
  static func visibleLine(lead: String, line: PromptLine, columns: Int) -> VisiblePrompt {
    let room = max(0, columns - 1 - lead.count)
    let (before, atCursor, after) = line.parts(keepingBefore: room)
    func cells(_ character: Character) -> Int {
      // A printable ASCII character is shown as it is, one cell: what is usually typed is
      // measured without a string and the sanitiser's spans made for each character.
      if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
      return Sanitizer.spans(String(character)).reduce(0) { $0 + DisplayWidth.of($1.text) }
    }
    let cursorCells = atCursor.map(cells) ?? 0
    // What comes after the cursor first (it fits unless the cursor was moved far back), then
    // what comes before it, from the cursor back.
    var shownAfter = after.startIndex
    var width = max(0, cursorCells - 1)
    var afterEnd = after.startIndex
    while afterEnd < after.endIndex {
      let next = after.index(after: afterEnd)
      let wide = cells(after[afterEnd])
      guard width + wide <= room else { break }
      width += wide
      afterEnd = next
    }
    shownAfter = afterEnd
    var start = before.endIndex
    while start > before.startIndex {
      let previous = before.index(before: start)
      let wide = cells(before[previous])
      guard width + wide <= room else { break }
      width += wide
      start = previous
    }
    return VisiblePrompt(
      before: lead + before[start...], atCursor: atCursor.map(String.init) ?? " ",
      after: String(after[..<shownAfter]))
  }
}

/// A prompt's row as shown: the text before the cursor, the cell under it, and after.
struct VisiblePrompt: Hashable {
  var before: String
  var atCursor: String
  var after: String

  /// The row's text, the cursor's cell included.
  var text: String { before + atCursor + after }
}
