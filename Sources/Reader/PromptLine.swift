/// A line typed in the footer's row and where its cursor is, as less keeps its command line:
/// what is typed goes in at the cursor, Backspace and Delete act at it.
public struct PromptLine: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The text before the cursor. Kept apart from what follows, so that typing at the end of
  /// a long line (a paste typed a character at a time) appends, never copies the line.
  private var before: String
  /// The text from the cursor on.
  private var after: String

  /// A line holding `text`, the cursor after it.
  public init(_ text: String = "") {
    before = text
    after = ""
  }

  public init(stringLiteral value: String) { self.init(value) }

  /// The line's text.
  public var text: String { after.isEmpty ? before : before + after }
  /// Whether nothing is typed.
  public var isEmpty: Bool { before.isEmpty && after.isEmpty }
  /// How many characters are before the cursor.
  public var cursor: Int { before.count }
  /// The characters before the cursor, at it (`nil` at the end) and after it.
  public var parts: (before: String, atCursor: Character?, after: String) {
    (before, after.first, String(after.dropFirst()))
  }

  /// Puts `text` in at the cursor, the cursor after it.
  mutating func insert(_ text: some StringProtocol) { before += text }

  /// Removes the character before the cursor; `false` when there is none.
  mutating func deleteBackward() -> Bool { before.popLast() != nil }

  /// Removes the character at the cursor, if any.
  mutating func deleteForward() {
    if !after.isEmpty { after.removeFirst() }
  }

  /// Removes the word before the cursor and the spaces after it (less's `ESC Backspace`).
  mutating func deleteWordBackward() {
    while before.last == " " { before.removeLast() }
    while let last = before.last, last != " " { before.removeLast() }
  }

  /// Removes the word at the cursor and the spaces after it (less's `ESC X`).
  mutating func deleteWordForward() {
    after = String(after.drop { $0 != " " }.drop { $0 == " " })
  }

  /// Moves the cursor by `offset` characters, within the line.
  mutating func moveCursor(by offset: Int) {
    if offset < 0 {
      for _ in 0..<(-offset) {
        guard let last = before.popLast() else { return }
        after.insert(last, at: after.startIndex)
      }
    } else {
      for _ in 0..<offset {
        guard let first = after.first else { return }
        after.removeFirst()
        before.append(first)
      }
    }
  }

  /// Moves the cursor to the line's start.
  mutating func moveToStart() {
    after = before + after
    before = ""
  }

  /// Moves the cursor to the line's end.
  mutating func moveToEnd() {
    before += after
    after = ""
  }

  /// Moves the cursor to the start of the word before it, past spaces first (less's `ESC b`).
  mutating func moveWordLeft() {
    while before.last == " " { moveCursor(by: -1) }
    while let last = before.last, last != " " { moveCursor(by: -1) }
  }

  /// Moves the cursor past the word at it and the spaces after (less's `ESC w`).
  mutating func moveWordRight() {
    while let first = after.first, first != " " { moveCursor(by: 1) }
    while after.first == " " { moveCursor(by: 1) }
  }

  /// Empties the line.
  mutating func removeAll() {
    before = ""
    after = ""
  }
}
