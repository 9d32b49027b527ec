extension WrappedRow {
  /// For each of `rows` (wrapped from `glyphs`), the text dropped between it and the next row
  /// when the next goes on with the same line: the spaces the break swallowed, or `""`; `nil`
  /// for the last row and where a newline ended the row (see ``DisplayLine/joiner``).
  static func joiners(of rows: [WrappedRow], glyphs: [Glyph]) -> [String?] {
    rows.indices.map { index in
      guard index + 1 < rows.count else { return nil }
      let start = rows[index].startOffset
      var cursor = min(rows[index + 1].startOffset, glyphs.count)
      var dropped = ""
      while cursor > start, glyphs[cursor - 1].isSpace || glyphs[cursor - 1].isTab {
        cursor -= 1
        dropped = (glyphs[cursor].isTab ? " " : glyphs[cursor].text.string) + dropped
      }
      if cursor > start, glyphs[cursor - 1].isNewline { return nil }
      return dropped
    }
  }
}
