extension MarkdownParts {
  /// The document's reference definitions a part may use, in the document's order (the first
  /// of a label wins, as in the whole), with the blank line after them, and the lines they
  /// take: those whose label is the text between brackets somewhere in `part`, as cmark
  /// matches them (ASCII letters in any case, runs of blanks as one space).
  ///
  /// All of them went before every part: a document with many (a changelog's links) was
  /// parsed whole rather than parse them again for each part. A definition whose label is
  /// not plain ASCII (which cmark folds by Unicode's case folding) goes before every part, and
  /// all of them before a part whose brackets hold a character that folds to ASCII (`K`,
  /// `ſ`, `ß`, the `ﬀ` ligatures).
  /// - Complexity: O(n) in the size of `part` and of the definitions.
  func definitions(usedIn part: ArraySlice<UInt8>) -> (bytes: [UInt8], lines: Int) {
    guard !definitionEnds.isEmpty else { return ([], 0) }
    let (labels, takesAll) = Self.bracketedLabels(in: part)
    var bytes: [UInt8] = []
    var lines = 0
    var start = 0
    for end in definitionEnds {
      let line = definitions[start..<end]
      start = end
      if !takesAll, let key = Self.definitionKey(line), !labels.contains(key) { continue }
      bytes += line
      lines += 1
    }
    guard lines > 0 else { return ([], 0) }
    return (bytes + [0x0A], lines + 1)
  }

  /// The label of a definition's line as cmark matches it, or `nil` when it may not be plain
  /// (a character not ASCII, a backslash, a bracket): such a definition always goes.
  private static func definitionKey(_ line: ArraySlice<UInt8>) -> [UInt8]? {
    guard let open = line.firstIndex(of: 0x5B), let close = MarkdownLine.firstIndex(of: MarkdownLine.definitionMark, in: line[(open + 1)...])
    else { return nil }
    let label = line[(open + 1)..<close]
    guard !label.contains(where: { $0 >= 0x80 || $0 == 0x5C || $0 == 0x5B || $0 == 0x5D }) else { return nil }
    return key(label)
  }

  /// `label` as cmark compares labels: runs of blanks one space, none at the ends, ASCII
  /// letters in lower case.
  private static func key(_ label: ArraySlice<UInt8>) -> [UInt8] {
    var key: [UInt8] = []
    var blank = false
    for byte in label {
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C {
        blank = true
        continue
      }
      if blank, !key.isEmpty { key.append(0x20) }
      blank = false
      key.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
    }
    return key
  }

  /// The keys of the texts between an unescaped `[` and the next unescaped `]` (no `[` in
  /// between, at most 999 bytes: a label's limit) in `part`, and whether one holds a
  /// character whose case folding is ASCII.
  private static func bracketedLabels(in part: ArraySlice<UInt8>) -> (labels: Set<[UInt8]>, takesAll: Bool) {
    var labels: Set<[UInt8]> = []
    var index = part.startIndex
    var open: Int?
    while index < part.endIndex {
      let byte = part[index]
      if byte == 0x5C {
        index += 2
        continue
      }
      if byte == 0x5B {
        open = index
      } else if byte == 0x5D, let start = open {
        let label = part[(start + 1)..<index]
        if label.contains(where: { $0 >= 0x80 }) {
          if foldsToASCII(label) { return ([], true) }
        } else {
          labels.insert(key(label))
        }
        open = nil
      } else if let start = open, index - start > 1_000 {
        open = nil
      }
      index += 1
    }
    return (labels, false)
  }

  /// Whether `text` holds a character whose case folding has an ASCII letter without a
  /// combining mark: the Kelvin sign, the long s, sharp s (both cases), the `ﬀ`–`ﬆ` ligatures.
  private static func foldsToASCII(_ text: ArraySlice<UInt8>) -> Bool {
    let scalars: Set<UInt32> = [0x212A, 0x017F, 0x00DF, 0x1E9E, 0xFB00, 0xFB01, 0xFB02, 0xFB03, 0xFB04, 0xFB05, 0xFB06]
    return String(decoding: text, as: UTF8.self).unicodeScalars.contains { scalars.contains($0.value) }
  }
}
