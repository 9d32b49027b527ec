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
  /// The columns before the text: the status column's (less's `-J`) and the line numbers'
  /// (less's `-N`), when they are shown.
  let gutter: Int
  /// The status column's share of the gutter: 2 when it shows, else 0.
  let statusColumns: Int

  /// The columns of line numbers: seven digits and a space, as in less.
  static let lineNumberColumns = 8

  /// The columns of line numbers in a document whose line numbers never pass
  /// `lineNumberLimit` (see ``DocumentRows/lineNumberLimit``): seven digits and a space, as in
  /// less, or as many digits as its last line may need; the gutter widens before a number
  /// fills it (less prints a longer number in more columns, pushing its row's text aside).
  static func lineNumberColumns(lineNumberLimit: Int) -> Int {
    max(lineNumberColumns, String(max(1, lineNumberLimit)).count + 1)
  }

  init(
    columns: Int, showsIndicator: Bool, showsPane: Bool, paneContentWidth: Int,
    showsLineNumbers: Bool = false, showsStatusColumn: Bool = false,
    lineNumberColumns: Int = Self.lineNumberColumns
  ) {
    indicatorColumns = showsIndicator && columns >= 4 ? 1 : 0
    let usable = columns - indicatorColumns
    let column: Int
    if showsPane, usable >= 30 {
      let width = min(max(paneContentWidth + 4, 12), usable / 3)
      pane = width
      column = usable - width - 1
    } else {
      pane = nil
      column = usable
    }
    // Numbers only where they leave the text room for more than a word or two.
    statusColumns = showsStatusColumn && column >= 10 ? 2 : 0
    let numbers = showsLineNumbers && column - statusColumns >= 3 * lineNumberColumns
      ? lineNumberColumns : 0
    gutter = statusColumns + numbers
    textWidth = column - gutter
  }

  /// The first column of the scroll area (the line numbers' when they show).
  var scrollStart: Int { pane.map { $0 + 1 } ?? 0 }
  /// The first column of the text.
  var textStart: Int { scrollStart + gutter }
}
