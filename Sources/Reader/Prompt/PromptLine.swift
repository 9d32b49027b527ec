/// A line typed in the footer's row and where its cursor is, as less keeps its command line:
/// what is typed goes in at the cursor, Backspace and Delete act at it.
///
/// The text before the cursor is kept in pieces of about a kilobyte. The reader's state is
/// copied on each key (read, changed, written back and compared), so one string would be
/// copied whole at every character typed: 500 000 characters typed one at a time took 40 s.
/// A piece is copied instead, the others shared, and two lines compare piece by piece, so a
/// key costs the same whatever the line's length.
public struct PromptLine: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The text before the cursor, in order: pieces of at most ``pieceBytes`` UTF-8 bytes
  /// (more when a paste is longer), none empty.
  private var pieces: [String]
  /// The text from the cursor on.
  private var after: String

  /// A piece's size, in UTF-8 bytes, before typing starts another.
  static let pieceBytes = 1024

  /// A line holding `text`, the cursor after it.
  public init(_ text: String = "") {
    pieces = text.isEmpty ? [] : [text]
    after = ""
  }

  public init(stringLiteral value: String) { self.init(value) }

  /// The text before the cursor, whole.
  private var before: String { pieces.count == 1 ? pieces[0] : pieces.joined() }

  /// The line's text.
  public var text: String { after.isEmpty ? before : before + after }
  /// Whether nothing is typed.
  public var isEmpty: Bool { pieces.isEmpty && after.isEmpty }
  /// How many characters are before the cursor.
  public var cursor: Int { before.count }
  /// The characters before the cursor (the last `limit` of them at least, all when fewer),
  /// at it (`nil` at the end) and after it.
  public func parts(keepingBefore limit: Int = .max) -> (before: String, atCursor: Character?, after: String) {
    var count = 0
    var start = pieces.endIndex
    while start > pieces.startIndex, count <= limit {
      start -= 1
      count += pieces[start].count
    }
    return (pieces[start...].joined(), after.first, String(after.dropFirst()))
  }

  public static func == (lhs: PromptLine, rhs: PromptLine) -> Bool {
    // Pieces shared by both compare by identity: a key's line against the one before it
    // compares the last piece's bytes.
    guard lhs.after == rhs.after else { return false }
    if lhs.pieces == rhs.pieces { return true }
    // Lines of other lengths differ without being joined; a line typed on is one.
    guard lhs.pieces.reduce(0, { $0 + $1.utf8.count }) == rhs.pieces.reduce(0, { $0 + $1.utf8.count })
    else { return false }
    return lhs.before == rhs.before
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(before)
    hasher.combine(after)
  }

  /// Puts `text` in at the cursor, the cursor after it.
  mutating func insert(_ text: some StringProtocol) {
    guard !text.isEmpty else { return }
    // A mark that joins the character before it stays in that character's piece.
    let joins = text.unicodeScalars.first.map {
      $0.properties.generalCategory == .nonspacingMark || $0.properties.generalCategory == .enclosingMark
        || $0.properties.isVariationSelector || $0 == "\u{200D}"
    } ?? false
    if let last = pieces.indices.last, joins || pieces[last].utf8.count + text.utf8.count <= Self.pieceBytes {
      pieces[last] += text
    } else {
      pieces.append(String(text))
    }
  }

  /// Removes the character before the cursor; `false` when there is none.
  mutating func deleteBackward() -> Bool { popLastBefore() != nil }

  /// The character before the cursor, taken out.
  private mutating func popLastBefore() -> Character? {
    guard let last = pieces.indices.last else { return nil }
    let character = pieces[last].popLast()
    if pieces[last].isEmpty { pieces.removeLast() }
    return character
  }

  /// The character before the cursor.
  private var lastBefore: Character? { pieces.last?.last }

  /// Removes the character at the cursor, if any.
  mutating func deleteForward() {
    if !after.isEmpty { after.removeFirst() }
  }

  /// Removes the word before the cursor and the spaces after it (less's `ESC Backspace`).
  mutating func deleteWordBackward() {
    while lastBefore == " " { _ = popLastBefore() }
    while let last = lastBefore, last != " " { _ = popLastBefore() }
  }

  /// Removes the word at the cursor and the spaces after it (less's `ESC X`).
  mutating func deleteWordForward() {
    after = String(after.drop { $0 != " " }.drop { $0 == " " })
  }

  /// Moves the cursor by `offset` characters, within the line.
  mutating func moveCursor(by offset: Int) {
    if offset < 0 {
      for _ in 0..<(-offset) {
        guard let last = popLastBefore() else { return }
        after.insert(last, at: after.startIndex)
      }
    } else {
      for _ in 0..<offset {
        guard let first = after.first else { return }
        after.removeFirst()
        insert(String(first))
      }
    }
  }

  /// Moves the cursor to the line's start.
  mutating func moveToStart() {
    after = before + after
    pieces = []
  }

  /// Moves the cursor to the line's end.
  mutating func moveToEnd() {
    insert(after)
    after = ""
  }

  /// Moves the cursor to the start of the word before it, past spaces first (less's `ESC b`).
  mutating func moveWordLeft() {
    while lastBefore == " " { moveCursor(by: -1) }
    while let last = lastBefore, last != " " { moveCursor(by: -1) }
  }

  /// Moves the cursor past the word at it and the spaces after (less's `ESC w`).
  mutating func moveWordRight() {
    while let first = after.first, first != " " { moveCursor(by: 1) }
    while after.first == " " { moveCursor(by: 1) }
  }

  /// Empties the line.
  mutating func removeAll() {
    pieces = []
    after = ""
  }
}
