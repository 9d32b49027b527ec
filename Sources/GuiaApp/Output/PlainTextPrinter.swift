import Document
import Localization
import TerminalUI

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
  ///
  /// With `styles`, each styled span is written between the strings that draw its style and
  /// turn it off again (`-F` printing to a terminal keeps a coloured log coloured); every
  /// line still starts and ends with the terminal's own style.
  public static func print(
    title: String?, rows screenRows: any DocumentRows, styles: TerminalStrings? = nil,
    write: (String) -> Bool
  ) -> Bool {
    var options = screenRows.options
    options.fitsRowsToWidth = false
    options.strikethrough = .markers
    // The words layout adds, in the language the rest of guia's words are in.
    options.language = .current
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
        text += styles.map { styled(line, $0) } ?? trimmed(line.text)
        text += "\n"
      }
      guard write(text) else { return false }
      guard next.count > batch else { break }
      position = next[batch]
    }
    return true
  }

  private static func trimmed(_ row: String) -> String {
    var row = row
    while row.hasSuffix(" ") { row.removeLast() }
    return row
  }

  /// `line` with each styled span between its style's strings and the strings that end it.
  private static func styled(_ line: DisplayLine, _ strings: TerminalStrings) -> String {
    var spans = line.spans
    // Blanks at the end are dropped, as in plain output.
    while let last = spans.last, last.style.isEmpty, trimmed(last.text.string).isEmpty { spans.removeLast() }
    let off = String(decoding: strings.attributesOff, as: UTF8.self)
    return spans.map { span in
      let text = span.text.string
      guard !span.style.isEmpty else { return text }
      return off + String(decoding: strings.attributes(span.style), as: UTF8.self) + text + off
    }.joined()
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
