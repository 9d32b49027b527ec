import Document

/// Where chopped rows are shifted to show a search's match, as less's `shift_visible`: no
/// shift when the match is within the first screen's width, the shift kept when it already
/// shows, the line's end when the match is in the last screen, else the match half a screen
/// from the left edge (less's `--match-shift` default).
struct MatchShift: Hashable, Sendable {
  /// The match's first and past-the-end columns in its line.
  var columns: Range<Int>
  /// The line's width in cells.
  var lineWidth: Int

  /// A match at `columns` of a line `lineWidth` cells wide.
  init(columns: Range<Int>, lineWidth: Int) {
    self.columns = columns
    self.lineWidth = lineWidth
  }

  /// The first match of `pattern` in `line`, in columns; `nil` when it has none.
  init?(firstMatchOf pattern: SearchPattern, in line: DisplayLine) {
    guard let match = pattern.matches(in: line.text).first else { return nil }
    let characters = Array(line.text)
    func column(_ index: Int) -> Int {
      characters.prefix(index).reduce(0) { $0 + DisplayWidth.of(cluster: String($1)) }
    }
    self.init(columns: column(match.lowerBound)..<column(match.upperBound), lineWidth: line.width)
  }

  /// The columns to scroll chopped rows by so that `pattern`'s first match in the row at
  /// `position` shows; `nil` when it shows already, when it has none, or when lines wrap.
  static func scroll(revealing pattern: SearchPattern, at position: Int, _ context: ReaderDocument) -> Int? {
    let model = context
    guard !model.shiftsByLayout, let line = model.rows.lines(from: position, limit: 1).first,
      let match = MatchShift(firstMatchOf: pattern, in: line)
    else { return nil }
    let shift = context.viewport.columnOffset
    let wanted = match.shift(textWidth: context.viewport.textWidth, from: shift)
    return wanted != shift ? wanted - shift : nil
  }

  /// The columns to shift chopped plain text by, laid out again (``ReaderDocument/shiftsByLayout``
  /// under `--header N,M`), so that `pattern`'s first match in the line at `position` shows;
  /// `nil` when it shows already or the line has none. The match is looked for in the line
  /// unshifted, where the columns the shift leaves out are too.
  static func layoutShift(revealing pattern: SearchPattern, at position: Int, _ context: ReaderDocument) -> Int? {
    guard !context.settings.wrapsLines, let rows = context.rows.textRows else { return nil }
    var options = rows.options
    options.leadingShift = 0
    let unshifted = TextRows(source: rows.source, options: options, lineIndex: rows.lineIndex)
    guard let line = unshifted.lines(from: position, limit: 1).first,
      let match = MatchShift(firstMatchOf: pattern, in: line)
    else { return nil }
    let shift = context.settings.wrappedShift
    let wanted = match.shift(textWidth: context.viewport.textWidth, from: shift)
    return wanted != shift ? wanted - shift : nil
  }

  /// The shift that shows the match in a text column `textWidth` wide (its last cell kept
  /// for the `>` mark) now shifted by `shift`.
  func shift(textWidth: Int, from shift: Int) -> Int {
    let width = textWidth - 1
    if columns.upperBound < width { return 0 }
    if columns.lowerBound > shift, columns.upperBound < shift + width { return shift }
    if columns.lowerBound >= lineWidth - width { return lineWidth - width }
    let matchShift = (textWidth + 1) / 2
    return columns.lowerBound < matchShift ? 0 : columns.lowerBound - matchShift
  }
}
