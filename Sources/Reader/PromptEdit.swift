import Document
import TerminalUI

/// What a key does to a line typed in the footer's row (the search pattern, `:e`'s file
/// name), as less edits its prompts: characters and pastes grow it (a paste's controls left
/// out), Backspace shortens it and closes it when empty, Esc, Ctrl-C and Ctrl-G close it,
/// Enter submits it. A value, so both prompts edit alike.
enum PromptEdit: Hashable {
  /// The line as it is now.
  case edited(String)
  /// The prompt is closed, nothing done.
  case closed
  /// Enter: the line is to be run.
  case submitted(String)
  /// A key the line takes no part in.
  case ignored

  /// What `key` does to `text`.
  static func apply(_ key: Key, to text: String) -> PromptEdit {
    switch key {
    case .character(let character): return .edited(text + String(character))
    case .paste(let pasted):
      return .edited(text + pasted.filter {
        !$0.unicodeScalars.contains { $0.properties.generalCategory == .control }
      })
    case .backspace: return text.isEmpty ? .closed : .edited(String(text.dropLast()))
    case .escape, .control("c"), .control("g"): return .closed
    case .enter: return .submitted(text)
    default: return .ignored
    }
  }

  /// `lead` and as much of the end of `text` as fits in `columns` cells, a cell left for the
  /// cursor, as less scrolls a long prompt. Only the characters shown are measured, so typing
  /// a line of any length costs the same per key.
  static func visibleLine(lead: String, text: String, columns: Int) -> String {
    let room = max(0, columns - 1 - lead.count)
    var start = text.endIndex
    var width = 0
    while start > text.startIndex {
      let before = text.index(before: start)
      let cells = Sanitizer.spans(String(text[before])).reduce(0) { $0 + DisplayWidth.of($1.text) }
      guard width + cells <= room else { break }
      width += cells
      start = before
    }
    return lead + text[start...]
  }
}
