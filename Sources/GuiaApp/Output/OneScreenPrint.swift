import Document
import ScrollKit
import TerminalUI

/// What less's `-F` prints instead of opening the screen: a document that fits on one screen
/// (its rows, and a row for the shell's prompt), laid out as the reader would show it (less's
/// `-x` and `-s` apply to plain text), sanitised, its styles drawn as xterm draws them (no
/// terminfo is read, the screen not being opened).
enum OneScreenPrint {
  /// The text `-F` prints of `document` in a window of `size` under `options`, or `nil` when
  /// it does not fit (the reader shows it then). A pipe must have been read ahead as far as a
  /// screen first. `noColor`: `NO_COLOR` is set, and colours are left out.
  ///
  /// A large Markdown document is parsed once: when its first part fills the screen, the
  /// rest is left to the reader's job; else it is parsed here, and `document` becomes the
  /// whole, which the reader shows without parsing it again.
  static func text(of document: inout LoadedDocument, size: CellSize, options: Options, noColor: Bool) -> String? {
    let limit = size.height - 1 - (document.printedTitle == nil ? 0 : 1)
    if let first = document.markdown, var rest = document.markdownRest {
      // Laid out as rows that grow are, a screen's worth up front, not 2 048 rows (22 ms on
      // 10 MB); whether the whole fits is told by its own rows below.
      let firstRows = LaidOutRows(
        document: first, options: DocumentLayout.defaultOptions(for: first, width: size.width), mayGrow: true)
      guard limit > 0, firstRows.positions(from: firstRows.startPosition, limit: limit + 1).count <= limit else {
        return nil
      }
      var whole = first
      while let part = rest.parseNext() { whole.append(part) }
      document.replaceMarkdown(with: whole)
    }
    var rows = document.rows(size.width)
    if rows.textRows != nil {
      var layout = rows.options
      layout.tabStops = options.settings.tabStops
      layout.squeezesBlankLines = options.settings.squeezesBlankLines
      if layout != rows.options { rows = rows.reflowed(to: layout, keeping: 0).rows }
    }
    guard limit > 0, rows.positions(from: rows.startPosition, limit: limit + 1).count <= limit else {
      return nil
    }
    var styles = TerminalStrings.xterm
    if options.usesColor, !noColor { styles.colors = .xterm256 }
    var text = ""
    PlainTextPrinter.print(title: document.printedTitle, rows: rows, styles: styles) { batch in
      text += batch
      return true
    }
    return text
  }
}
