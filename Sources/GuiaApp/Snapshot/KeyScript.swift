/// The keys `guia snapshot --keys` types, one step each: less's key names (`Enter`, `PgDn`,
/// `Ctrl-F`, `Esc`…) as the terminal sends them, and any other word as the text it is
/// (`/tornillo`, `G`, `10j`). `"G k k /tornillo Enter"` is five steps. `Resize-48x16` is the
/// window resized to 48 columns and 16 rows.
public struct KeyScript: Equatable, Sendable {
  /// One step: what it is called and the bytes a terminal sends for it.
  public struct Step: Equatable, Sendable {
    /// The word of the script.
    public let name: String
    /// What the terminal sends (nothing for a resize).
    public let bytes: [UInt8]
    /// The window's new size, for `Resize-COLSxROWS`.
    public var resize: (columns: Int, rows: Int)? { KeyScript.size(in: name) }

    public static func == (lhs: Step, rhs: Step) -> Bool { lhs.name == rhs.name && lhs.bytes == rhs.bytes }
  }

  /// The steps, in order.
  public let steps: [Step]

  /// The key names and what xterm sends for them (guia reads both its CSI and SS3 forms).
  static let names: [String: String] = [
    "enter": "\r", "return": "\r", "esc": "\u{1B}", "escape": "\u{1B}", "space": " ", "tab": "\t",
    "backspace": "\u{7F}", "bs": "\u{7F}", "up": "\u{1B}[A", "down": "\u{1B}[B", "right": "\u{1B}[C",
    "left": "\u{1B}[D", "home": "\u{1B}[H", "end": "\u{1B}[F", "pgup": "\u{1B}[5~", "pageup": "\u{1B}[5~",
    "pgdn": "\u{1B}[6~", "pagedown": "\u{1B}[6~", "delete": "\u{1B}[3~", "del": "\u{1B}[3~",
  ]

  /// A word that names no key a terminal can send: `Resize-` with a size out of range, or
  /// `Alt-` (`M-`, `Esc-`) more than once (a terminal sends one ESC for Alt).
  public struct InvalidWord: Error, Equatable, Sendable {
    /// The word as written, its first 40 characters when longer (it is quoted in a message).
    public let word: String

    init(word: String) {
      self.word = word.count > 40 ? word.prefix(40) + "…" : word
    }
  }

  /// No keys.
  public static let none = KeyScript(steps: [])

  private init(steps: [Step]) {
    self.steps = steps
  }

  /// The steps of `script`: words split at spaces.
  /// - Throws: ``InvalidWord`` for the first word that cannot be a key.
  /// - Complexity: O(n) in the length of `script`.
  public init(_ script: String) throws(InvalidWord) {
    var steps: [Step] = []
    for part in script.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
      let word = String(part)
      if word.lowercased().hasPrefix("resize-") {
        guard Self.size(in: word) != nil else { throw InvalidWord(word: word) }
        steps.append(Step(name: word, bytes: []))
      } else {
        guard let bytes = Self.bytes(of: word) else { throw InvalidWord(word: word) }
        steps.append(Step(name: word, bytes: bytes))
      }
    }
    self.steps = steps
  }

  /// The size `Resize-COLSxROWS` names (10x3 to 500x200), if `word` is one.
  static func size(in word: String) -> (columns: Int, rows: Int)? {
    guard word.lowercased().hasPrefix("resize-") else { return nil }
    let parts = word.dropFirst("resize-".count).lowercased().split(separator: "x")
    guard parts.count == 2, parts.allSatisfy({ $0.count <= 4 }), let columns = Int(parts[0]),
      let rows = Int(parts[1]), (10...500).contains(columns), (3...200).contains(rows)
    else { return nil }
    return (columns, rows)
  }

  /// What the terminal sends for `word`: ESC for an `Alt-` prefix, then a key's bytes or the
  /// word's own text; `nil` for a second `Alt-` prefix.
  static func bytes(of word: String) -> [UInt8]? {
    var rest = Substring(word)
    var bytes: [UInt8] = []
    for prefix in ["alt-", "m-", "esc-"] where rest.count > prefix.count && rest.lowercased().hasPrefix(prefix) {
      // ESC-v, Alt-v: ESC and the rest.
      bytes = [0x1B]
      rest = rest.dropFirst(prefix.count)
      break
    }
    if !bytes.isEmpty {
      let lowered = rest.prefix(5).lowercased()
      for prefix in ["alt-", "m-", "esc-"] where rest.count > prefix.count && lowered.hasPrefix(prefix) {
        return nil
      }
    }
    return bytes + key(String(rest))
  }

  /// The bytes of a key name (`Enter`, `Ctrl-F`, `^b`), or of `word` as text.
  private static func key(_ word: String) -> [UInt8] {
    let lowered = word.count > 10 ? "" : word.lowercased()
    if word.count > 1, let sequence = names[lowered] { return Array(sequence.utf8) }
    for prefix in ["ctrl-", "c-", "^"] where lowered.hasPrefix(prefix) && word.count == prefix.count + 1 {
      // Ctrl-F: the letter's control code (Ctrl-@ … Ctrl-_).
      let letter = word.unicodeScalars.last!.properties.uppercaseMapping.unicodeScalars.first!
      if (0x40...0x5F).contains(letter.value) { return [UInt8(letter.value - 0x40)] }
    }
    return Array(word.utf8)
  }
}
