/// Makes document text safe to send to a terminal.
///
/// A document must never reach the terminal raw: an ESC byte from a file could clear the
/// screen, move the cursor, retitle the window or write the clipboard. Every control character
/// becomes a visible placeholder in reverse video, as less shows `^[`: C0 controls and DEL in
/// caret notation (`^[`, `^A`, `^?`), C1 controls and bidirectional overrides as `<U+XXXX>`.
/// Invalid UTF-8 has already become U+FFFD when the bytes were decoded.
public enum Sanitizer {
  /// Splits `text` into spans where each control character is replaced by its placeholder.
  ///
  /// Tabs and newlines are kept: layout expands the first and breaks lines at the second.
  /// - Complexity: O(n) in the length of `text`.
  public static func spans(_ text: String, style: TextStyle = []) -> [Span] {
    var spans: [Span] = []
    var plain = ""
    for character in text {
      guard let placeholder = placeholder(for: character) else {
        plain.append(character)
        continue
      }
      if !plain.isEmpty {
        spans.append(Span(plain, style: style))
        plain = ""
      }
      spans.append(Span(placeholder, style: style.union(.reverse)))
    }
    if !plain.isEmpty { spans.append(Span(plain, style: style)) }
    return spans
  }

  /// The visible placeholder for `character`, or `nil` when it is safe to show as it is.
  public static func placeholder(for character: Character) -> String? {
    if character == "\t" || character == "\n" { return nil }
    let scalars = character.unicodeScalars
    guard scalars.contains(where: isUnsafe) else { return nil }
    return scalars.map { scalar in
      isUnsafe(scalar) ? placeholder(for: scalar) : String(scalar)
    }.joined()
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
    default: return false
    }
  }
}
