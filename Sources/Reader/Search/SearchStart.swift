import Document

/// Where a search starts in the rows a reader shows: a new pattern from less's top line on
/// (its `-a` default: the whole screen, the lines under `--header` too), a repeat from the
/// match shown (while it is on screen) or from the row where `-j` puts a jump's line.
struct SearchStart: Hashable, Sendable {
  /// The row the search starts from.
  let position: Int
  /// Whether a match in the row at ``position`` counts: a new pattern's first row, not the
  /// match a repeat goes on from.
  let includesPosition: Bool

  /// The start in `document` for a new pattern (`isNew`) or a repeat; `match`, when given, is
  /// the match to go on from wherever it is, else `lastMatch` while it shows.
  init(in document: ReaderDocument, isNew: Bool, after match: Int?, lastMatch: Int?) {
    let rows = document.rows
    let top = document.viewport.top ?? rows.startPosition
    let visible = rows.positions(from: top, limit: document.viewport.visibleRows)
    let shownMatch = match ?? lastMatch.flatMap { visible.contains($0) ? $0 : nil }
    let target = visible.indices.contains(document.jumpTargetRow) ? visible[document.jumpTargetRow] : top
    position = shownMatch ?? (isNew ? document.screenTop : target)
    includesPosition = isNew && shownMatch == nil
  }
}
