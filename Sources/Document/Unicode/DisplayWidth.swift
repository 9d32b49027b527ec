import CICU

/// The number of terminal cells a grapheme cluster occupies, and how sure that number is.
///
/// A cluster takes the width of its base: combining marks, joiners and variation selectors add
/// nothing; East Asian Wide and Fullwidth characters and emoji take two cells; everything else
/// one. Properties come from ICU (the same Unicode version as the segmentation), not from the
/// process locale, so layout is the same everywhere and never uses `String.count`.
///
/// Terminals disagree on some clusters (``Certainty``): a renderer re-anchors the cursor after
/// them, so whatever width a terminal gives one, the rest of the row stays in place.
public enum DisplayWidth {
  /// How sure a width is on a terminal guia does not know.
  public enum Certainty: Hashable, Sendable {
    /// Every terminal gives the cluster this width.
    case certain
    /// East Asian Ambiguous: one cell, or two in a terminal set for CJK.
    case ambiguous
    /// Emoji and their sequences (variation selectors, ZWJ, skin tones, keycaps, flags),
    /// Hangul jamo sequences: terminals draw them in one to four cells.
    case uncertain
  }

  /// The cells that the cluster `cluster` occupies: 0, 1 or 2.
  public static func of(cluster: some StringProtocol) -> Int {
    var scalars = cluster.unicodeScalars.makeIterator()
    guard let base = scalars.next() else { return 0 }
    var width = of(base)
    var count = 1
    var widest = width
    while let scalar = scalars.next() {
      count += 1
      // An emoji presentation selector or a skin tone turns a text-style emoji (⚠, ❤, ✌, a
      // keycap digit) into a two-cell emoji.
      if scalar.value == 0xFE0F || (0x1F3FB...0x1F3FF).contains(scalar.value), width == 1,
        isEmoji(base)
      {
        width = 2
      }
      widest = max(widest, of(scalar))
    }
    // A cluster whose base is zero-width (a lone combining mark) still shows the mark.
    if width == 0, count > 1 { width = widest }
    return width
  }

  /// The cells that `text` occupies, summed over its grapheme clusters.
  public static func of(_ text: some StringProtocol) -> Int {
    if let width = asciiWidth(text) { return width }
    var total = 0
    Graphemes.forEach(in: String(text)) { total += of(cluster: $0) }
    return total
  }

  /// How sure the width of `cluster` is (see ``Certainty``).
  public static func certainty(ofCluster cluster: some StringProtocol) -> Certainty {
    var scalars = cluster.unicodeScalars.makeIterator()
    guard let base = scalars.next() else { return .certain }
    if base.value < 0x80 && cluster.utf8.count == 1 { return .certain }
    if hasEmojiPresentation(base) || isRegionalIndicator(base) { return .uncertain }
    let baseIsJamo = guia_icu_is_hangul(base.value) != 0
    while let scalar = scalars.next() {
      switch scalar.value {
      // Variation selectors, joiners, keycaps, skin tones, tags.
      case 0xFE0E, 0xFE0F, 0x200D, 0x20E3, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F:
        return .uncertain
      default:
        if baseIsJamo { return .uncertain }
      }
    }
    if guia_icu_is_ambiguous(base.value) != 0 { return .ambiguous }
    return .certain
  }

  /// The longest start of `text` that fits in `cells` cells, and its width; a wide character
  /// that would not fit whole is left out.
  public static func prefix(of text: some StringProtocol, fitting cells: Int) -> (text: String, width: Int) {
    var kept = ""
    var used = 0
    var full = false
    Graphemes.forEach(in: String(text)) { cluster in
      guard !full else { return }
      let width = of(cluster: cluster)
      if used + width > cells {
        full = true
        return
      }
      kept += cluster
      used += width
    }
    return (kept, used)
  }

  /// The cells that one scalar occupies on its own.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F { return 1 }
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value == 0x00AD { return 1 }  // the soft hyphen is drawn
    if guia_icu_is_mark_or_format(value) != 0 { return 0 }
    // Medial vowels and final consonants join the syllable their leading consonant starts.
    if guia_icu_is_joining_jamo(value) != 0 { return 0 }
    if guia_icu_is_wide(value) != 0 { return 2 }
    return hasEmojiPresentation(scalar) ? 2 : 1
  }

  /// Whether `scalar` is drawn as an emoji by default (Emoji_Presentation). ICU keeps its
  /// emoji properties in its data, and the first question loads them (four 64 KiB windows of
  /// a first screen whose footer is a rule of `─`): it is not asked where no scalar has the
  /// property (``lacksEmojiPresentation(_:)``).
  static func hasEmojiPresentation(_ scalar: Unicode.Scalar) -> Bool {
    !lacksEmojiPresentation(scalar.value) && guia_icu_is_emoji_presentation(scalar.value) != 0
  }

  /// Whether `value` lies where Unicode gives no scalar Emoji_Presentation: before ⌚
  /// (U+231A), and from the control pictures through the box drawing and block elements to
  /// the geometric shapes before ◽ (U+2400–U+25FC).
  static func lacksEmojiPresentation(_ value: UInt32) -> Bool {
    value < 0x231A || (0x2400...0x25FC).contains(value)
  }

  /// The width of printable ASCII text (its length), or `nil` when it holds anything else.
  private static func asciiWidth(_ text: some StringProtocol) -> Int? {
    var count = 0
    for byte in text.utf8 {
      guard byte >= 0x20 && byte < 0x7F else { return nil }
      count += 1
    }
    return count
  }

  private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
    guia_icu_is_emoji(scalar.value) != 0
  }

  private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }
}
