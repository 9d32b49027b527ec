/// What one line of Markdown is, read as its bytes, as ``MarkdownParts`` needs to know where a
/// document may be cut: plain text no markup reaches over, a list item's marker, a block that
/// closes every one before it, a definition.
enum MarkdownLine {
  /// Whether `line` holds no character of inline markup that may reach over lines, and ends
  /// with no hard break (spaces, a backslash).
  /// An emphasis that opens and closes within the line (see ``emphasisEnd(_:from:)``) is
  /// plain too: no delimiter of it is left for a line after to close.
  static func isPlain(_ line: ArraySlice<UInt8>) -> Bool {
    guard let last = line.last, last != 0x20, last != 0x09, last != 0x5C else { return false }
    var index = line.startIndex
    while let markup = line[index...].firstIndex(where: { Self.markupBytes[Int($0)] }) {
      guard let end = emphasisEnd(line, from: markup) else { return false }
      index = end
    }
    return true
  }

  /// Where the emphasis that starts at `start` ends, when cmark pairs its delimiters with each
  /// other whatever is around the line: one or two `*` or `_` after a space (or at the
  /// line's start), an ASCII letter or digit, no markup, an ASCII letter or digit, as many of
  /// the same, then a space or the line's end. The opener is left-flanking only and the
  /// closer right-flanking only, so the closer takes the nearest opener: its own.
  private static func emphasisEnd(_ line: ArraySlice<UInt8>, from start: Int) -> Int? {
    let mark = line[start]
    guard mark == 0x2A || mark == 0x5F, start == line.startIndex || line[start - 1] == 0x20 else { return nil }
    let run = line[start...].prefix { $0 == mark }.count
    let inner = start + run
    guard run <= 2, inner < line.endIndex, isAlphanumeric(line[inner]),
      let close = line[inner...].firstIndex(where: { Self.markupBytes[Int($0)] }), line[close] == mark,
      isAlphanumeric(line[close - 1])
    else { return nil }
    let end = close + line[close...].prefix { $0 == mark }.count
    guard end - close == run, end == line.endIndex || line[end] == 0x20 else { return nil }
    return end
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// Whether `line` is `> ` and a plain line (see ``isPlain(_:)``) that starts a paragraph.
  static func isPlainQuoteLine(_ line: ArraySlice<UInt8>) -> Bool {
    guard line.starts(with: [0x3E, 0x20]) else { return false }
    let rest = line.dropFirst(2)
    return rest.first.map(Self.startsParagraph) == true && Self.isPlain(rest)
  }

  /// The marker of the list item `line` starts, and the text after its marker and one space:
  /// a bullet (`-`, `*`, `+`: the character) or a number of one to nine digits and `.` or `)`
  /// (256 and the delimiter).
  private static func itemStart(_ line: ArraySlice<UInt8>) -> (marker: Int, text: ArraySlice<UInt8>)? {
    guard let first = line.first else { return nil }
    var rest = line.dropFirst()
    let marker: Int
    if first == 0x2D || first == 0x2A || first == 0x2B {
      marker = Int(first)
    } else {
      let digits = line.prefix { (0x30...0x39).contains($0) }.count
      guard (1...9).contains(digits), let delimiter = line.dropFirst(digits).first, delimiter == 0x2E || delimiter == 0x29
      else { return nil }
      marker = 256 + Int(delimiter)
      rest = line.dropFirst(digits + 1)
    }
    guard rest.first == 0x20 else { return nil }
    return (marker, rest.dropFirst())
  }

  /// The marker of the list item `line` starts with some text after its marker, whatever the
  /// text (see ``itemStart(_:)``), or `nil`; a thematic break starts none.
  static func itemMarker(_ line: ArraySlice<UInt8>) -> Int? {
    guard !closesBlocks(line), let item = itemStart(line) else { return nil }
    return item.text.contains { $0 != 0x20 && $0 != 0x09 } ? item.marker : nil
  }

  /// The marker of the list item `line` starts when its text is a plain line (see
  /// ``isPlain(_:)``) that starts a paragraph.
  static func plainItemMarker(_ line: ArraySlice<UInt8>) -> Int? {
    guard let item = itemStart(line) else { return nil }
    return item.text.first.map(startsParagraph) == true && isPlain(item.text) ? item.marker : nil
  }

  /// Whether `line` is a thematic break (`---`, `* * *`) or an ATX heading.
  static func closesBlocks(_ line: ArraySlice<UInt8>) -> Bool {
    guard let first = line.first else { return false }
    if first == 0x23 {
      let run = line.prefix { $0 == 0x23 }.count
      return run <= 6
        && (line.count == run || line[line.startIndex + run] == 0x20 || line[line.startIndex + run] == 0x09)
    }
    guard first == 0x2D || first == 0x2A || first == 0x5F else { return false }
    return line.allSatisfy { $0 == first || $0 == 0x20 || $0 == 0x09 } && line.count { $0 == first } >= 3
  }

  /// `*`, `_`, a backtick, `[`, `]`, `<`, `>`, `~`, `\`, `|`, `!`, `&`, `$`: markup, and what
  /// an extension may react to, that can reach over lines.
  private static let markupBytes: [Bool] = (0..<256).map { byte in
    Array("*_`[]<>~\\|!&$".utf8).contains(UInt8(byte))
  }

  static let definitionMark = Array("]:".utf8)

  /// Whether a line at the margin after a blank line that starts with `character` starts a
  /// paragraph, and so no block before it goes on: a letter (ASCII, or a byte of a non-ASCII
  /// character). Not a list item's marker (`-`, `+`, `*`, a digit), which would go on the
  /// list before it; not a quote's `>`, a definition's `[`, an HTML block's `<`, a fence, a
  /// table's `|`, a break or an underline.
  /// Whether a line at the margin after a blank line (outside fenced code and HTML blocks)
  /// starts a block that nothing before reaches into: anything but a list item, which may go
  /// on a list before it (a loose one), and a definition (kept for every part). The blank line
  /// ended every paragraph, so no lazy line goes on a quote or an item; a line at the margin
  /// is too little indented to go on an item, or to be indented code.
  static func startsBlockAfterBlank(_ line: ArraySlice<UInt8>) -> Bool {
    guard let first = line.first, first != 0x20, first != 0x09 else { return false }
    if closesBlocks(line) { return true }
    if first == 0x5B, contains(line, definitionMark) { return false }
    return !startsListItem(line)
  }

  /// Whether `line` starts a list item: `-`, `*` or `+`, or one to nine digits and `.` or
  /// `)`, then a space, a tab or the line's end.
  static func startsListItem(_ line: ArraySlice<UInt8>) -> Bool {
    guard let first = line.first else { return false }
    var rest = line.dropFirst()
    if first != 0x2D, first != 0x2A, first != 0x2B {
      let digits = line.prefix { (0x30...0x39).contains($0) }.count
      guard (1...9).contains(digits), let delimiter = line.dropFirst(digits).first, delimiter == 0x2E || delimiter == 0x29
      else { return false }
      rest = line.dropFirst(digits + 1)
    }
    return rest.first.map { $0 == 0x20 || $0 == 0x09 } ?? true
  }

  static func startsParagraph(_ character: UInt8) -> Bool {
    (0x41...0x5A).contains(character) || (0x61...0x7A).contains(character) || character >= 0x80
  }

  /// Whether `text`, its quote marks and list markers left out, begins as a definition.
  static func mayHoldDefinition(_ text: ArraySlice<UInt8>) -> Bool {
    var rest = text
    while let first = rest.first, first == 0x3E || first == 0x20 || first == 0x2D || first == 0x2A || first == 0x2B
      || (0x30...0x39).contains(first) || first == 0x2E || first == 0x29 || first == 0x09
    {
      rest = rest.dropFirst()
    }
    return rest.count < text.count && rest.first == 0x5B && contains(rest, definitionMark)
  }

  /// Where `needle` first starts in `bytes`.
  static func firstIndex(of needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    var index = bytes.startIndex
    while index <= bytes.endIndex - needle.count {
      if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }

  /// Whether `bytes` contains `needle` (ASCII, case-insensitive for letters of an end tag).
  static func contains(_ bytes: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty, bytes.count >= needle.count else { return false }
    var index = bytes.startIndex
    while index <= bytes.endIndex - needle.count {
      var matched = true
      for offset in 0..<needle.count {
        var byte = bytes[index + offset]
        if (0x41...0x5A).contains(byte) { byte += 0x20 }
        if byte != needle[offset] {
          matched = false
          break
        }
      }
      if matched { return true }
      index += 1
    }
    return false
  }
}
