/// less's guess whether a file is binary, from its first bytes, so that guia asks before it
/// shows screens of `^@` (`guia /bin/ls`) as less asks. As less does in UTF-8 with `-R`:
/// more than 5 "binary" characters in the first 256 bytes. A malformed UTF-8 sequence counts
/// once; so does each control character but backspace, tab, newline, form feed and carriage
/// return, each C1 control and DEL, the line and paragraph separators, a surrogate and a
/// private-use character. An escape sequence guia reads as a style (SGR, OSC 8, `ESC[K`)
/// is text, as less -R skips it.
public enum BinaryGuess {
  /// How many bytes are looked at, from the start.
  public static let sampleSize = 256

  /// Whether `sample` (a file's first bytes) looks binary.
  public static func looksBinary(_ sample: some Collection<UInt8>) -> Bool {
    let bytes = Array(sample.prefix(sampleSize))
    // less leaves out the last 4 bytes (a character it might cut), and a sample of 4.
    let limit = bytes.count - 4
    guard limit > 0 else { return false }
    var count = 0
    var index = 0
    while index < limit {
      guard let (scalar, length) = Self.scalar(in: bytes, at: index) else {
        count += 1
        // On to the next byte that can start a character, as less's utf_skip_to_lead.
        index += 1
        while index < bytes.count, (0x80...0xBF).contains(bytes[index]) { index += 1 }
        continue
      }
      if scalar == 0x1B, let sequence = EscapeSequence(in: bytes, at: index) {
        index += sequence.length
        continue
      }
      if isBinary(scalar) { count += 1 }
      index += length
    }
    return count > 5
  }

  /// Whether `scalar` is one of less's binary characters (its `ubin` table: Cc but BS, TAB,
  /// LF, FF, CR; Zl, Zp, Cs, Co).
  static func isBinary(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x08, 0x09, 0x0A, 0x0C, 0x0D: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x2028, 0x2029, 0xD800...0xDFFF, 0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD: true
    default: false
    }
  }

  /// The scalar of the well-formed UTF-8 sequence at `index` and its length, or `nil` for a
  /// malformed one (a stray continuation byte, an overlong form, a sequence cut short).
  static func scalar(in bytes: [UInt8], at index: Int) -> (UInt32, Int)? {
    let lead = bytes[index]
    let length: Int
    let minimum: UInt32
    switch lead {
    case 0x00...0x7F: return (UInt32(lead), 1)
    case 0xC2...0xDF: (length, minimum) = (2, 0x80)
    case 0xE0...0xEF: (length, minimum) = (3, 0x800)
    case 0xF0...0xF4: (length, minimum) = (4, 0x10000)
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    var value = UInt32(lead) & (0xFF >> (length + 1))
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard (0x80...0xBF).contains(byte) else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard value >= minimum, value <= 0x10FFFF else { return nil }
    return (value, length)
  }
}
