/// Whether a text may hold a match of a literal pattern of ASCII characters, looked at as
/// bytes: a row of text is made into characters (grapheme breaking, a string for each) only
/// when the pattern's bytes are in it. Lighting a typed pattern in the rows around a screen
/// made every row's characters on every key, most of a character typed into `/`.
///
/// Sound for a match by characters (``SearchPattern``), which compares characters as Swift
/// does, by canonical equivalence: an ASCII character is equal only to itself and to the
/// three characters outside ASCII that Unicode makes equivalent to one (``equivalents``), and,
/// with case ignored, the only one outside ASCII that lowercases to ASCII is one of them (the
/// Kelvin sign, to `k`). A text holding one of them is let through as a maybe.
struct LiteralPrefilter: Sendable {
  /// The pattern's bytes, lowercased where case is ignored.
  private let needle: [UInt8]
  private let ignoresCase: Bool

  /// The filter of a literal `pattern`, or `nil` when one of its characters is not one ASCII
  /// byte (such a pattern is matched by characters alone).
  init?(_ pattern: [Character], ignoresCase: Bool) {
    var needle: [UInt8] = []
    for character in pattern {
      let utf8 = character.utf8
      guard utf8.count == 1, let byte = utf8.first, byte < 0x80 else { return nil }
      needle.append(ignoresCase ? Self.lowercase(byte) : byte)
    }
    guard !needle.isEmpty else { return nil }
    self.needle = needle
    self.ignoresCase = ignoresCase
  }

  /// Whether `text` may hold a match: `false` only when it holds none.
  func mayMatch(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { mayMatch($0) }
  }

  /// Whether UTF-8 `bytes` may hold a match: `false` only when they hold none.
  func mayMatch(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let first = needle[0]
    for start in bytes.indices {
      let byte = bytes[start]
      if byte >= 0xCD, Self.startsEquivalent(bytes, at: start) { return true }
      if start + needle.count <= bytes.count, fold(byte) == first, matches(bytes, at: start) { return true }
    }
    return false
  }

  /// The UTF-8 of the characters outside ASCII that are equal to an ASCII one (their
  /// canonical decomposition is it): the Greek question mark (`;`), the Greek varia (`` ` ``)
  /// and the Kelvin sign (`K`, and `k` lowercased).
  static let equivalents: [[UInt8]] = [[0xCD, 0xBE], [0xE1, 0xBF, 0xAF], [0xE2, 0x84, 0xAA]]

  private static func startsEquivalent(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    equivalents.contains { sequence in
      start + sequence.count <= bytes.count && sequence.indices.allSatisfy { bytes[start + $0] == sequence[$0] }
    }
  }

  private func matches(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    for offset in 1..<needle.count where fold(bytes[start + offset]) != needle[offset] { return false }
    return true
  }

  private func fold(_ byte: UInt8) -> UInt8 { ignoresCase ? Self.lowercase(byte) : byte }

  private static func lowercase(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
  }
}
