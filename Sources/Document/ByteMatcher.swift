/// Finds where a ``SearchPattern`` may match in raw UTF-8 bytes, without decoding them: the
/// byte-level first pass of a search through plain text of any size.
///
/// It looks for an anchor, a run of the pattern's characters whose bytes are the same in any
/// case but ASCII's (ASCII letters are folded when the pattern ignores case). Every match holds
/// its anchor, so no match is missed; a candidate is then checked on the decoded text around
/// it by the pattern itself (grapheme clusters, smart case).
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
    // Bytes of a character in another case: at most a few times as many.
    let worstBytes = { (characters: ArraySlice<Character>) in
      characters.reduce(0) { $0 + 4 * max(1, $1.utf8.count) }
    }
    guard !pattern.isCaseSensitive else {
      needles = [Array(pattern.text.utf8)]
      foldsASCII = false
      bytesBeforeAnchor = 0
      bytesFromAnchor = pattern.text.utf8.count
      return
    }
    // The longest run of characters that are ASCII or have no case.
    var best = 0..<0
    var start = 0
    for (index, character) in characters.enumerated() {
      let caseless = character.isASCII
        || (character.lowercased() == String(character) && character.uppercased() == String(character))
      if !caseless {
        start = index + 1
      } else if index + 1 - start > best.count {
        best = start..<(index + 1)
      }
    }
    foldsASCII = true
    if best.isEmpty {
      // Every character has case outside ASCII: look for the first one in each of its forms.
      let first = characters[0]
      var forms: [[UInt8]] = []
      for form in [String(first), first.lowercased(), first.uppercased()] where !forms.contains(Array(form.utf8)) {
        forms.append(Array(form.utf8))
      }
      needles = forms
      bytesBeforeAnchor = 0
    } else {
      needles = [Array(String(characters[best]).utf8).map(Self.lowercased)]
      bytesBeforeAnchor = worstBytes(characters[..<best.lowerBound])
    }
    bytesFromAnchor = worstBytes(characters[best.lowerBound...])
  }

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
