/// A line typed in the footer's row and where its cursor is, as less keeps its command line:
/// what is typed goes in at the cursor, Backspace and Delete act at it.
///
/// The reader's state is copied on each key (read, changed, written back and compared), so
/// the text before the cursor is kept as a piece of about a kilobyte being typed into, after
/// a chain of pieces already full that every copy shares. A key copies that one piece, and two
/// lines compare by their lengths, the chain's identity and that piece: a key costs the same
/// whatever the line's length. (One string copied whole on every key made 500 000 characters
/// take 40 s; an array of the full pieces, copied and compared on every key, 13 s for 400 000.)
public struct PromptLine: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The full pieces before ``open``, the last first; `nil` when ``open`` is all there is
  /// (``open`` is empty only when this is `nil`).
  private var full: Piece?
  /// The piece being typed into, just before the cursor: at most ``pieceBytes`` UTF-8 bytes
  /// (more when a paste is longer).
  private var open: String
  /// The text from the cursor on.
  private var after: String

  /// A piece's size, in UTF-8 bytes, before typing starts another.
  static let pieceBytes = 1024

  /// A line holding `text`, the cursor after it.
  public init(_ text: String = "") {
    full = nil
    open = text
    after = ""
  }

  public init(stringLiteral value: String) { self.init(value) }

  /// The UTF-8 bytes before the cursor.
  private var bytesBefore: Int { (full?.bytes ?? 0) + open.utf8.count }

  /// The line's length in UTF-8 bytes, at once.
  public var utf8Count: Int { bytesBefore + after.utf8.count }

  /// The text before the cursor, whole.
  private var before: String {
    guard let full else { return open }
    return full.texts.reversed().joined() + open
  }

  /// The line's text.
  public var text: String { after.isEmpty ? before : before + after }
  /// Whether nothing is typed.
  public var isEmpty: Bool { open.isEmpty && after.isEmpty }
  /// How many characters are before the cursor.
  public var cursor: Int { before.count }
  /// The characters before the cursor (the last `limit` of them at least, all when fewer),
  /// at it (`nil` at the end) and after it.
  public func parts(keepingBefore limit: Int = .max) -> (before: String, atCursor: Character?, after: String) {
    var kept = [open]
    var count = open.count
    var piece = full
    while let next = piece, count <= limit {
      kept.append(next.text)
      count += next.text.count
      piece = next.previous
    }
    return (kept.reversed().joined(), after.first, String(after.dropFirst()))
  }

  public static func == (lhs: PromptLine, rhs: PromptLine) -> Bool {
    // A key's line against the one before it: the lengths differ, or the chain is the same
    // and the open pieces compare; only lines built apart are joined.
    guard lhs.bytesBefore == rhs.bytesBefore, lhs.after == rhs.after else { return false }
    if lhs.full === rhs.full { return lhs.open == rhs.open }
    return lhs.before == rhs.before
  }

  public func hash(into hasher: inout Hasher) {
    // The lengths only: equal lines have them equal, and hashing stays free of the length.
    hasher.combine(bytesBefore)
    hasher.combine(after.utf8.count)
  }

  /// Puts `text` in at the cursor, the cursor after it.
  mutating func insert(_ text: some StringProtocol) {
    guard !text.isEmpty else { return }
    // A mark that joins the character before it stays in that character's piece.
    let joins = text.unicodeScalars.first.map {
      $0.properties.generalCategory == .nonspacingMark || $0.properties.generalCategory == .enclosingMark
        || $0.properties.isVariationSelector || $0 == "\u{200D}"
    } ?? false
    if open.isEmpty || joins || open.utf8.count + text.utf8.count <= Self.pieceBytes {
      open += text
    } else {
      full = Piece(open, after: full)
      open = String(text)
    }
  }

  /// Removes the character before the cursor; `false` when there is none.
  mutating func deleteBackward() -> Bool { popLastBefore() != nil }

  /// The character before the cursor, taken out.
  private mutating func popLastBefore() -> Character? {
    let character = open.popLast()
    if open.isEmpty, let last = full {
      open = last.text
      full = last.previous
    }
    return character
  }

  /// The character before the cursor.
  private var lastBefore: Character? { open.last }

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
    full = nil
    open = ""
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
    full = nil
    open = ""
    after = ""
  }
}

extension PromptLine {
  /// A full piece of a line and the pieces before it: a chain that copies of the line share,
  /// never changed once made.
  fileprivate final class Piece: @unchecked Sendable {
    // Unchecked: `previous` is changed only in `deinit`, when nothing else can reach the piece.
    let text: String
    private(set) var previous: Piece?
    /// The UTF-8 bytes of this piece and those before it.
    let bytes: Int

    init(_ text: String, after previous: Piece?) {
      self.text = text
      self.previous = previous
      bytes = (previous?.bytes ?? 0) + text.utf8.count
    }

    /// The pieces' texts, this one first.
    var texts: [String] {
      var texts: [String] = []
      var piece: Piece? = self
      while let next = piece {
        texts.append(next.text)
        piece = next.previous
      }
      return texts
    }

    deinit {
      // A long chain is freed a piece at a time, not by a recursion as deep as the chain.
      var next = previous
      previous = nil
      while isKnownUniquelyReferenced(&next), let piece = next {
        next = piece.previous
        piece.previous = nil
      }
    }
  }
}
