/// Where the fixed rows and the scroll area sit for a terminal size.
///
/// The footer (a separator and a text row) has a fixed height whatever it says: a footer that
/// grew at the end would change the very measure that decides it (seed 000). Rows are given up
/// from the top as the terminal shrinks: the title first, then the separator; the footer's text
/// row stays while there is a row at all.
public struct Chrome: Hashable, Sendable {
  /// The header row (the document's title), if there is room for it.
  public let headerRow: Int?
  /// The first row of the scroll area.
  public let scrollTop: Int
  /// The height of the scroll area, possibly 0.
  public let scrollHeight: Int
  /// The separator row above the footer, if there is room for it.
  public let separatorRow: Int?
  /// The footer's text row, if the terminal has any row.
  public let footerRow: Int?

  /// Lays the chrome out for `size`.
  public init(size: TerminalSize) {
    let rows = size.rows
    footerRow = rows >= 1 ? rows - 1 : nil
    separatorRow = rows >= 3 ? rows - 2 : nil
    headerRow = rows >= 4 ? 0 : nil
    scrollTop = headerRow == nil ? 0 : 1
    scrollHeight = max(0, rows - scrollTop - (footerRow == nil ? 0 : 1) - (separatorRow == nil ? 0 : 1))
  }
}
