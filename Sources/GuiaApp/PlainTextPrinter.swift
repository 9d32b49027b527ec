import Document

/// Prints a laid-out document (Markdown, the guide) as plain text, for when standard output is
/// not a terminal (plain text is copied as its bytes instead, see ``ByteStream``): the same layout as on screen, with no escape codes and the placeholders of control
/// characters spelled out, except that nothing is cut to a column: code lines are printed
/// whole, not wrapped (see ``LayoutOptions/fitsRowsToWidth``), and struck-out text keeps its
/// `~~` markers. Rows are produced and written
/// in batches, so a file of any size streams through in bounded memory.
public enum PlainTextPrinter {
  /// Rows laid out per batch.
  static let batch = 4096

  /// Writes the title, then every row of `rows`, calling `write` once per batch of lines.
  /// Returns `false` as soon as `write` does.
  @discardableResult
  public static func print(
    title: String?, rows screenRows: any DocumentRows, write: (String) -> Bool
  ) -> Bool {
    var options = screenRows.options
    options.fitsRowsToWidth = false
    options.strikethrough = .markers
    let rows = screenRows.options == options
      ? screenRows : screenRows.reflowed(to: options, keeping: screenRows.startPosition).rows
    if let title {
      let sanitized = DisplayText(sanitizing: title).string
      let line = String(repeating: " ", count: rows.options.effectiveMargins.leading) + sanitized
      guard write(line + "\n") else { return false }
    }
    var position = rows.startPosition
    while position < rows.endPosition {
      let next = rows.positions(from: position, limit: batch + 1)
      let lines = rows.lines(from: position, limit: batch)
      guard !lines.isEmpty else { break }
      var text = ""
      for line in lines {
        var row = line.text
        while row.hasSuffix(" ") { row.removeLast() }
        text += row + "\n"
      }
      guard write(text) else { return false }
      guard next.count > batch else { break }
      position = next[batch]
    }
    return true
  }

  /// The document's lines at `width` columns, title first (for tests and small documents).
  public static func lines(of loaded: LoadedDocument, width: Int) -> [String] {
    var text = ""
    print(title: loaded.printedTitle, rows: loaded.rows(width)) { text += $0; return true }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
