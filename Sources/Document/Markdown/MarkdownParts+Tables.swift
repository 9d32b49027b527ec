extension MarkdownParts {
  /// Whether `line` (at the margin, outside any fence or HTML block) is a body row of the
  /// table the lines before it are rows of, and no other block's start: a `|`, then a
  /// character that is not a blank (a lone `|` is no row for cmark-gfm, and ends the table).
  /// cmark-gfm takes every other line that starts no block as a row too: those end the
  /// search's table, so that no cut falls where a line might have ended it.
  ///
  /// A table's rows are alone in cmark-gfm's eyes: each splits at its unescaped pipes (a pipe
  /// in a code span too), its cells are parsed apart, and no count of cells runs across rows
  /// in the version guia builds with (0.29.0.gfm.6: a ragged table of 200 000 rows short of
  /// nine cells each is one table). So the rows after a cut, after the table's header and
  /// delimiter rows, parse as they do in the whole table. Later releases stop a table after
  /// 524 288 filled-in cells counted over all its rows: with one, so ragged a table would go
  /// on in parts past where the whole parse ends it.
  static func isTableRow(_ line: ArraySlice<UInt8>) -> Bool {
    guard line.first == 0x7C, !line.contains(0x0D) else { return false }
    return line.dropFirst().contains { $0 != 0x20 && $0 != 0x09 && $0 != 0x0B && $0 != 0x0C }
  }
}

extension MarkdownParser {
  /// Whether cmark-gfm parses `lines`, a line that starts a paragraph and the line after it,
  /// as a table's header and delimiter rows: its own answer, for the few bytes of them.
  static func startsTable(_ lines: ArraySlice<UInt8>) -> Bool {
    // Never in parts: lines over a part's size would be searched for a table again.
    let (blocks, _) = parseInParts(Array(lines), parts: nil)
    guard blocks.count == 1, case .table = blocks[0] else { return false }
    return true
  }
}
