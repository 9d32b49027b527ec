/// Backspace overstrike, as `man` and `nroff` send it to a pager: `c\bc` is a bold `c`,
/// `_\bc` (or `c\b_`) an underlined `c`, and `_\bc\bc` both. Any other pair shows its last
/// character, as less does (`+\bo` is an `o`). The glyph stands for all the bytes it was made
/// from, so positions, search and the rows' tiling still count the file's bytes. A backspace
/// that overstrikes nothing (at the start of a line, after another backspace) stays a visible
/// `^H`, as every other control does.
extension Glyph {
  /// Whether `bytes` hold a backspace at all: only then is overstrike looked for.
  static func mayOverstrike(_ bytes: [UInt8]) -> Bool { bytes.contains(0x08) }

  /// The glyphs of `bytes`, overstrike groups as styled glyphs, every other run of bytes
  /// through `plain`.
  static func overstruck(
    _ bytes: [UInt8], style: TextStyle, plain: (ArraySlice<UInt8>) -> [Glyph]
  ) -> [Glyph] {
    var glyphs: [Glyph] = []
    var runStart = 0
    var index = 0
    while index < bytes.count {
      guard let group = overstrikeGroup(in: bytes, at: index) else {
        index += scalarLength(bytes, at: index)
        continue
      }
      if runStart < index { glyphs += plain(bytes[runStart..<index]) }
      let shown = Sanitizer.glyphText(
        forCluster: Substring(String(decoding: bytes[group.character], as: UTF8.self)))
      glyphs.append(
        Glyph(
          text: shown.text, style: shown.isPlaceholder ? style.union(.reverse) : style.union(group.style),
          width: DisplayWidth.of(shown.text), sourceLength: group.end - index))
      index = group.end
      runStart = index
    }
    if runStart < bytes.count { glyphs += plain(bytes[runStart...]) }
    return glyphs
  }

  /// The overstrike group starting with the character at `start`: the bytes of the character
  /// shown, its style, and where the group ends. Nil when no backspace follows the character.
  private static func overstrikeGroup(in bytes: [UInt8], at start: Int)
    -> (character: Range<Int>, style: TextStyle, end: Int)?
  {
    guard bytes[start] != 0x08 else { return nil }
    var shown = start..<(start + scalarLength(bytes, at: start))
    var style: TextStyle = []
    var end = shown.upperBound
    var isOverstruck = false
    let isUnderscore = { (range: Range<Int>) in bytes[range].elementsEqual([0x5F]) }
    // Chained: `_\bc\bc` underlines and emboldens one character.
    while end + 1 < bytes.count, bytes[end] == 0x08, bytes[end + 1] != 0x08 {
      let over = (end + 1)..<(end + 1 + scalarLength(bytes, at: end + 1))
      if bytes[over] == bytes[shown] {
        style.insert(.bold)
      } else if isUnderscore(shown) {
        style.insert(.underline)
        shown = over
      } else if isUnderscore(over) {
        style.insert(.underline)
      } else {
        shown = over
      }
      end = over.upperBound
      isOverstruck = true
    }
    return isOverstruck ? (shown, style, end) : nil
  }

  /// The bytes of the UTF-8 scalar starting at `index` (1 for a byte that starts none), never
  /// past the end.
  private static func scalarLength(_ bytes: [UInt8], at index: Int) -> Int {
    let lead = bytes[index]
    let length: Int
    switch lead {
    case 0xC0...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF7: length = 4
    default: length = 1
    }
    guard index + length <= bytes.count else { return 1 }
    for continuation in bytes[(index + 1)..<(index + length)] where continuation & 0xC0 != 0x80 {
      return 1
    }
    return length
  }
}
