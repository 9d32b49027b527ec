/// Lines of a plain file whose rows are known without wrapping them: a line that surely fits
/// one row is one row at its start, and a line of printable ASCII wrapped by characters breaks
/// every `width` bytes. The row estimate (``TextRows``'s bytes per row) counts the first rows
/// this way: wrapping 200 lines only to count them was a fifth of a first screen.
enum SureLines {
  /// The length of the line at `start` of `bytes` when every byte of it is printable ASCII
  /// and it ends with a newline inside `bytes`; `nil` otherwise.
  static func printableASCIILength(in bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A { return index - start }
      guard byte >= 0x20, byte < 0x7F else { return nil }
      index += 1
    }
    return nil
  }

  /// The length of the line at `start` of `bytes` when it surely fits one row of `width`
  /// cells and ends with a newline inside `bytes`; `nil` when that is not sure.
  ///
  /// Sure means: every character is printable ASCII (one cell; with `overstrikes`, a
  /// backspace between two of them makes the pair one cell, as `man` writes bold and
  /// underline), or one of a few ranges that are drawn as themselves in at most two cells
  /// (Latin-1 letters and signs, general punctuation, CJK punctuation, kana, the unified
  /// ideographs, fullwidth forms), counted at two, and their sum is within `width`: the line then never reaches a
  /// break.
  static func fittingLength(in bytes: [UInt8], from start: Int, width: Int, overstrikes: Bool) -> Int?
  {
    var index = start
    var cells = 0
    while index < bytes.count, cells <= width {
      let byte = bytes[index]
      if byte == 0x0A { return index - start }
      if byte == 0x08, overstrikes, index > start, index + 1 < bytes.count,
        (0x20..<0x7F).contains(bytes[index - 1]), (0x20..<0x7F).contains(bytes[index + 1])
      {
        // The pair is one glyph (see `Glyph.overstruck`).
        cells -= 1
        index += 1
        continue
      }
      if byte >= 0x20, byte < 0x7F {
        cells += 1
        index += 1
        continue
      }
      if byte >= 0xC2, byte <= 0xC3, index + 1 < bytes.count, bytes[index + 1] & 0xC0 == 0x80 {
        // U+0080–U+00FF: the C1 controls, no-break space and soft hyphen are drawn otherwise.
        let scalar = (UInt32(byte & 0x1F) << 6) | UInt32(bytes[index + 1] & 0x3F)
        guard scalar > 0xA0, scalar != 0xAD else { return nil }
        cells += 2
        index += 2
        continue
      }
      if byte >= 0xE2, byte <= 0xEF, index + 2 < bytes.count, bytes[index + 1] & 0xC0 == 0x80,
        bytes[index + 2] & 0xC0 == 0x80
      {
        let scalar = (UInt32(byte & 0x0F) << 12) | (UInt32(bytes[index + 1] & 0x3F) << 6)
          | UInt32(bytes[index + 2] & 0x3F)
        // Every code point of these ranges is assigned (U+3040, U+3097 and U+3098 are not).
        // U+2010–U+2027: hyphens, dashes, quotes, bullets and the ellipsis of General
        // Punctuation (`man` hyphenates with U+2010), none of them joining a neighbour.
        guard (0x2010...0x2027).contains(scalar) || (0x3001...0x303F).contains(scalar)
          || (0x3041...0x3096).contains(scalar)
          || (0x3099...0x30FF).contains(scalar) || (0x4E00...0x9FFF).contains(scalar)
          || (0xFF01...0xFF60).contains(scalar)
        else { return nil }
        cells += 2
        index += 3
        continue
      }
      return nil
    }
    return nil
  }
}
