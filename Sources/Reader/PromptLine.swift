/// A line typed in the footer's row and where its cursor is, as less keeps its command line:
/// what is typed goes in at the cursor, Backspace and Delete act at it.
public struct PromptLine: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The characters typed, kept as an array so that an edit in the middle of a long line
  /// (a paste) costs one pass, not one per character.
  private var characters: [Character]
  /// How many characters are before the cursor.
  public private(set) var cursor: Int

  /// A line holding `text`, the cursor after it.
  public init(_ text: String = "") {
    characters = Array(text)
    cursor = characters.count
  }

  public init(stringLiteral value: String) { self.init(value) }

  /// The line's text.
  public var text: String { String(characters) }
  /// Whether nothing is typed.
  public var isEmpty: Bool { characters.isEmpty }
  /// The characters before the cursor, at it (`nil` at the end) and after it.
  public var parts: (before: String, atCursor: Character?, after: String) {
    let at = cursor < characters.count ? characters[cursor] : nil
    let after = cursor + 1 < characters.count ? String(characters[(cursor + 1)...]) : ""
    return (String(characters[..<cursor]), at, after)
  }

  /// Puts `text` in at the cursor, the cursor after it.
  mutating func insert(_ text: some StringProtocol) {
    let inserted = Array(text)
    characters.insert(contentsOf: inserted, at: cursor)
    cursor += inserted.count
  }

  /// Removes the character before the cursor; `false` when there is none.
  mutating func deleteBackward() -> Bool {
    guard cursor > 0 else { return false }
    cursor -= 1
    characters.remove(at: cursor)
    return true
  }

  /// Removes the character at the cursor, if any.
  mutating func deleteForward() {
    if cursor < characters.count { characters.remove(at: cursor) }
  }

  /// Removes the word before the cursor and the spaces after it (less's `ESC Backspace`).
  mutating func deleteWordBackward() {
    let end = cursor
    moveWordLeft()
    characters.removeSubrange(cursor..<end)
  }

  /// Removes the word at the cursor and the spaces after it (less's `ESC X`).
  mutating func deleteWordForward() {
    let start = cursor
    moveWordRight()
    characters.removeSubrange(start..<cursor)
    cursor = start
  }

  /// Moves the cursor by `offset` characters, within the line.
  mutating func moveCursor(by offset: Int) { cursor = min(characters.count, max(0, cursor + offset)) }
  /// Moves the cursor to the line's start.
  mutating func moveToStart() { cursor = 0 }
  /// Moves the cursor to the line's end.
  mutating func moveToEnd() { cursor = characters.count }

  /// Moves the cursor to the start of the word before it, past spaces first (less's `ESC b`).
  mutating func moveWordLeft() {
    while cursor > 0, characters[cursor - 1] == " " { cursor -= 1 }
    while cursor > 0, characters[cursor - 1] != " " { cursor -= 1 }
  }

  /// Moves the cursor past the word at it and the spaces after (less's `ESC w`).
  mutating func moveWordRight() {
    while cursor < characters.count, characters[cursor] != " " { cursor += 1 }
    while cursor < characters.count, characters[cursor] == " " { cursor += 1 }
  }

  /// Empties the line.
  mutating func removeAll() {
    characters.removeAll()
    cursor = 0
  }
}
