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

  /// The steps of `script`: words split at spaces.
  public init(_ script: String) {
    steps = script.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map {
      let word = String($0)
      return Step(name: word, bytes: Self.size(in: word) == nil ? Self.bytes(of: word) : [])
    }
  }

  /// The size `Resize-COLSxROWS` names (10x3 to 500x200), if `word` is one.
  static func size(in word: String) -> (columns: Int, rows: Int)? {
    guard word.lowercased().hasPrefix("resize-") else { return nil }
    let parts = word.dropFirst("resize-".count).lowercased().split(separator: "x")
    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
      (10...500).contains(columns), (3...200).contains(rows)
    else { return nil }
    return (columns, rows)
  }

  /// What the terminal sends for `word`: a key's bytes, or the word's own text.
  static func bytes(of word: String) -> [UInt8] {
    let lowered = word.lowercased()
    if word.count > 1, let sequence = names[lowered] { return Array(sequence.utf8) }
    for prefix in ["ctrl-", "c-", "^"] where lowered.hasPrefix(prefix) && word.count == prefix.count + 1 {
      // Ctrl-F: the letter's control code (Ctrl-@ … Ctrl-_).
      let letter = word.unicodeScalars.last!.properties.uppercaseMapping.unicodeScalars.first!
      if (0x40...0x5F).contains(letter.value) { return [UInt8(letter.value - 0x40)] }
    }
    for prefix in ["alt-", "m-", "esc-"] where lowered.hasPrefix(prefix) && word.count > prefix.count {
      // ESC-v, Alt-v: ESC and the rest.
      return [0x1B] + bytes(of: String(word.dropFirst(prefix.count)))
    }
    return Array(word.utf8)
  }
}
