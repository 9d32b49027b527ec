/// Where the reader's columns go in a window `columns` wide: the contents pane and its
/// divider when open, the text's column, the indicator's column (the layout the Viewer had, so the
/// screens are the same).
struct ReaderLayout: Hashable, Sendable {
  /// The contents pane's width, when it is open and there is room for it.
  let pane: Int?
  /// The text's columns: from the divider (or the edge) to the indicator's column.
  let textWidth: Int
  /// Columns kept at the right for the indicator.
  let indicatorColumns: Int

  init(columns: Int, showsIndicator: Bool, showsPane: Bool, paneContentWidth: Int) {
    indicatorColumns = showsIndicator && columns >= 4 ? 1 : 0
    let usable = columns - indicatorColumns
    if showsPane, usable >= 30 {
      let width = min(max(paneContentWidth + 4, 12), usable / 3)
      pane = width
      textWidth = usable - width - 1
    } else {
      pane = nil
      textWidth = usable
    }
  }

  /// The first column of the text.
  var textStart: Int { pane.map { $0 + 1 } ?? 0 }
}
