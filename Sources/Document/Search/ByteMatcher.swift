/// Finds where a ``SearchPattern`` may match in raw UTF-8 bytes, without decoding them: the
/// byte-level first pass of a search through plain text of any size.
///
/// It looks for an anchor, a run of the pattern's characters whose bytes are the same in any
/// case but ASCII's and in any canonically equivalent form (ASCII letters are folded when the
/// pattern ignores case). Every match holds its anchor, so no match is missed; a candidate is
/// then checked on the decoded text around it by the pattern itself (grapheme clusters,
/// canonical equivalence, smart case). A pattern with no such character (`ñ`) has no anchor:
/// its search decodes each page instead.
struct ByteMatcher {
  /// The byte strings looked for; ASCII letters lowercased when ``foldsASCII``.
  let needles: [[UInt8]]
  /// Whether ASCII letters match in either case.
  let foldsASCII: Bool
  /// At most how many bytes of a match come before its anchor.
  let bytesBeforeAnchor: Int
  /// At most how many bytes a match takes from its anchor on.
  let bytesFromAnchor: Int

  init(_ pattern: SearchPattern) {
    let characters = Array(pattern.text)
    // Bytes of a character in another case or form: at most a few times as many.
    let worstBytes = { (characters: ArraySlice<Character>) in
      characters.reduce(0) { $0 + 4 * max(1, $1.utf8.count) }
    }
    // The longest run of characters with one encoding in every case and every canonically
    // equivalent form (é may be written e + ◌́): ASCII and the unified ideographs.
    var best = 0..<0
    var start = 0
    for (index, character) in characters.enumerated() {
      if !Self.hasOneEncoding(character) {
        start = index + 1
      } else if index + 1 - start > best.count {
        best = start..<(index + 1)
      }
    }
    foldsASCII = !pattern.isCaseSensitive
    if pattern.isRegularExpression { best = 0..<0 }
    let anchor = Array(String(characters[best]).utf8)
    needles = best.isEmpty ? [] : [foldsASCII ? anchor.map(Self.lowercased) : anchor]
    bytesBeforeAnchor = worstBytes(characters[..<best.lowerBound])
    bytesFromAnchor = worstBytes(characters[best.lowerBound...])
  }

  /// Whether no other case (but ASCII's) and no canonically equivalent form of `character` is
  /// written with other bytes.
  private static func hasOneEncoding(_ character: Character) -> Bool {
    if character.isASCII { return true }
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else {
      return false
    }
    return (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
  }

  /// Whether the pattern has no anchor: its text must then be decoded a page at a time.
  var decodesPages: Bool { needles.isEmpty }

  /// The length of the longest needle.
  var longestNeedle: Int { needles.map(\.count).max() ?? 0 }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
  }

  /// The offsets in `bytes`, before `limit`, where a needle starts, in increasing order.
  func candidates(in bytes: [UInt8], before limit: Int) -> [Int] {
    var found: [Int] = []
    bytes.withUnsafeBufferPointer { buffer in
      for needle in needles where !needle.isEmpty {
        let last = min(limit, buffer.count - needle.count + 1)
        guard last > 0 else { continue }
        let first = needle[0]
        let foldsFirst = foldsASCII && (0x61...0x7A).contains(first)
        var index = 0
        while index < last {
          let byte = buffer[index]
          if byte == first || (foldsFirst && byte | 0x20 == first), matches(needle, in: buffer, at: index) {
            found.append(index)
          }
          index += 1
        }
      }
    }
    return needles.count > 1 ? found.sorted() : found
  }

  private func matches(_ needle: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    for offset in 1..<max(1, needle.count) {
      let byte = buffer[start + offset]
      let wanted = needle[offset]
      if byte != wanted, !(foldsASCII && (0x61...0x7A).contains(wanted) && byte | 0x20 == wanted) {
        return false
      }
    }
    return true
  }
}
