extension MarkdownParts {
  /// Whether a line of `markdown` from byte `start` on may hold a reference definition or a
  /// footnote's (a `[`, after any quote marks, list markers and blanks, and a `]:` later on
  /// it), which every part before it would need. Without one, a large document's first part
  /// is parsed with the definitions found in it, and the others are found as they are
  /// parsed, off the main thread; with one, every part is found first (see ``of(_:size:firstSize:from:line:cuts:)``).
  /// A `]:` inside code counts too: the answer errs on the side of the whole search.
  /// - Complexity: O(n) in the length of `markdown` after `start`: `memchr` for each `]`, a
  /// line looked at once.
  static func mayHoldDefinitions(_ markdown: [UInt8], from start: Int) -> Bool {
    var index = start
    while let bracket = ByteScan.firstIndex(of: 0x5D, in: markdown, from: index) {
      index = bracket + 1
      guard index < markdown.count, markdown[index] == 0x3A else { continue }
      var lineStart = bracket
      while lineStart > start, markdown[lineStart - 1] != 0x0A { lineStart -= 1 }
      while lineStart < bracket, Self.goesBeforeDefinition(markdown[lineStart]) { lineStart += 1 }
      if markdown[lineStart] == 0x5B { return true }
      // The line's other `]:` say no more: on to the next line.
      index = ByteScan.firstIndex(of: 0x0A, in: markdown, from: index) ?? markdown.count
    }
    return false
  }

  /// Whether `byte` may come before a definition's `[` on its line: a blank, a quote mark, a
  /// list item's marker.
  private static func goesBeforeDefinition(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x3E || byte == 0x2D || byte == 0x2A || byte == 0x2B
      || (0x30...0x39).contains(byte) || byte == 0x2E || byte == 0x29
  }
}
