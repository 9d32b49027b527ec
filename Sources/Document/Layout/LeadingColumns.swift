/// A line's first columns cut off its glyphs: the columns `--header N,M` keeps in place, and
/// those a horizontal shift leaves out (a tab counted to its stop, a wide character
/// straddling the edge left out whole, or, past the header's columns, its cells past the edge
/// left blank as less's screen shows them).
enum LeadingColumns {
  /// The glyphs of `glyphs`' first `columns` cells, and the rest.
  static func split(_ glyphs: [Glyph], at columns: Int, tabStops: TabStops = .standard) -> (kept: [Glyph], rest: [Glyph]) {
    guard columns > 0 else { return ([], glyphs) }
    let index = end(of: columns, in: glyphs, tabStops: tabStops).index
    return (Array(glyphs[..<index]), Array(glyphs[index...]))
  }

  /// `glyphs` without their first `columns` cells, and the source units left out.
  static func drop(
    _ columns: Int, from glyphs: [Glyph], tabStops: TabStops = .standard, blanksCutCells: Bool = false
  ) -> (rest: [Glyph], dropped: Int) {
    let (index, source, column) = end(of: columns, in: glyphs, tabStops: tabStops)
    // Blank cells change where a wrapped line's rows break, which a row wrapped again from
    // inside the line would not know: only after the header's columns, which less blanks.
    let blanks = blanksCutCells ? max(0, column - columns) : 0
    let blank = Glyph(text: DisplayText(" "), style: [], width: 1, sourceLength: 0)
    return (Array(repeating: blank, count: blanks) + glyphs[index...], source)
  }

  /// The index of the first glyph at or past `columns` cells (never past a newline), and the
  /// source units of the glyphs before it.
  private static func end(
    of columns: Int, in glyphs: [Glyph], tabStops: TabStops
  ) -> (index: Int, source: Int, column: Int) {
    var column = 0
    var source = 0
    var index = 0
    while index < glyphs.count, column < columns, !glyphs[index].isNewline {
      column += glyphs[index].isTab ? tabStops.width(at: column) : glyphs[index].width
      source += glyphs[index].sourceLength
      index += 1
    }
    return (index, source, column)
  }
}
