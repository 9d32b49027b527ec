import CICU

/// Makes document text safe to send to a terminal.
///
/// A document must never reach the terminal raw: an ESC byte from a file could clear the
/// screen, move the cursor, retitle the window or write the clipboard. Every control character
/// becomes a visible placeholder in reverse video, as less shows `^[`: C0 controls and DEL in
/// caret notation (`^[`, `^A`, `^?`), C1 controls, bidirectional overrides, noncharacters and unassigned code points as
/// `<U+XXXX>`.
/// Invalid UTF-8 has already become U+FFFD when the bytes were decoded.
///
/// Its results are ``DisplayText`` (see `DisplayText.swift`, where the sanitiser's entry points
/// live), the only text a drawing call accepts.
public enum Sanitizer {
  /// The visible placeholder for the grapheme cluster `cluster` of a document, or `nil` when it
  /// is safe to show as it is; a tab or a newline is left to layout (`nil`).
  public static func placeholder(forCluster cluster: some StringProtocol) -> String? {
    if isTabOrNewline(cluster) { return nil }
    let scalars = cluster.unicodeScalars
    guard scalars.contains(where: isUnsafe) else { return nil }
    return scalars.map { scalar in
      isUnsafe(scalar) ? placeholder(for: scalar) : String(scalar)
    }.joined()
  }

  /// The visible placeholder for `cluster` on the screen, where a tab or a newline is a
  /// control like the others (`^I`, `^J`), or `nil` when it is safe to show as it is.
  static func screenPlaceholder(forCluster cluster: some StringProtocol) -> String? {
    if isTabOrNewline(cluster) { return cluster.unicodeScalars.map(placeholder).joined() }
    return placeholder(forCluster: cluster)
  }

  private static func isTabOrNewline(_ cluster: some StringProtocol) -> Bool {
    cluster.isOnlyByte(0x09) || cluster.isOnlyByte(0x0A)
  }

  private static func placeholder(for scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0x00..<0x20: return "^" + String(Unicode.Scalar(UInt8(scalar.value) + 0x40))
    case 0x7F: return "^?"
    default:
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }
  }

  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F..<0xA0: return true
    // Bidirectional embeddings, overrides and isolates can reorder what the reader sees.
    case 0x202A...0x202E, 0x2066...0x2069: return true
    case 0x20..<0x7F: return false
    default:
      // Noncharacters (U+FFFF, U+FDD0…) and unassigned code points have no glyph, and a
      // terminal may do anything with them (a line breaker once read U+FFFF as its end of text).
      return guia_icu_is_unassigned(scalar.value) != 0
        || guia_icu_is_noncharacter(scalar.value) != 0
    }
  }
}
