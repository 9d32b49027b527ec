/// The number of terminal cells a character occupies, as a terminal's `wcwidth` counts them.
///
/// A grapheme cluster takes the width of its base: combining marks, joiners and variation
/// selectors add nothing, East Asian wide and fullwidth characters and emoji take two cells,
/// everything else one. Computed from Unicode properties in pure Swift so layout is the same
/// whatever the process locale, and never from `String.count`.
public enum DisplayWidth {
  /// The cells that `character` occupies: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    var scalars = character.unicodeScalars.makeIterator()
    guard let base = scalars.next() else { return 0 }
    var width = of(base)
    // An emoji presentation selector turns a text-style symbol into a two-cell emoji.
    if width == 1, character.unicodeScalars.contains("\u{FE0F}") { width = 2 }
    // A cluster whose base is zero-width (a lone combining mark) still shows the mark.
    if width == 0, character.unicodeScalars.count > 1 {
      width = character.unicodeScalars.map(of).max() ?? 0
    }
    return width
  }

  /// The cells that `string` occupies, summed over its grapheme clusters.
  public static func of(_ string: some StringProtocol) -> Int {
    string.reduce(0) { $0 + of($1) }
  }

  /// The longest start of `text` that fits in `cells` cells, and its width; a wide character
  /// that would not fit whole is left out.
  public static func prefix(of text: some StringProtocol, fitting cells: Int) -> (text: String, width: Int) {
    var kept = ""
    var used = 0
    for character in text {
      let width = of(character)
      if used + width > cells { break }
      kept.append(character)
      used += width
    }
    return (kept, used)
  }

  /// The cells that one scalar occupies on its own.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value == 0 { return 0 }
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format:
      return value == 0x00AD ? 1 : 0
    default:
      break
    }
    if (0x1160...0x11FF).contains(value) || value == 0x200B { return 0 }
    if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// East Asian Wide (W) and Fullwidth (F) blocks, as glibc's and ncurses' tables have them.
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
      0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
