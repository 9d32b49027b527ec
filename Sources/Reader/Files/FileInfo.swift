import Document

/// What `=` and Ctrl-G say: the document, the source lines (and a plain file's bytes) on
/// screen, the percentage, and the links the screen shows, whose addresses are nowhere else
/// to be read. A plain file's byte and percentage are less's: where the text after the bottom
/// row starts (its `%bB` and `%pB`), so the top of a file does not say "byte 0".
enum FileInfo {
  static func message(in context: ReaderDocument) -> LocalizedStringKey {
    let model = context
    let rows = model.rows
    let top = context.viewport.top ?? rows.startPosition
    let last = context.bottom ?? top
    let lines = rows.lines(from: top, limit: context.visibleRows)
    var links: [Hyperlink] = []
    for link in lines.flatMap({ $0.spans.compactMap(\.style.link) }) where !links.contains(link) {
      links.append(link)
    }
    let title = model.title.map { DisplayText(sanitizing: $0) } ?? "guía"
    let place: LocalizedStringKey
    var percent = context.percent
    if rows.textRows != nil {
      // Under `&` the lines, the bytes and their totals are the file's, as less's `=` gives
      // them: the filter only hides lines.
      let file = rows.unfiltered(keeping: top)
      let fileRows = file?.rows ?? rows
      let fileTop = file?.position ?? top
      let fileLast = rows.unfiltered(keeping: last)?.position ?? last
      let total = fileRows.endPosition == 0 ? 0 : fileRows.lineNumber(atRow: fileRows.endPosition - 1)
      let size = fileRows.endPosition
      let next = fileRows.textRows?.positions(from: fileLast, limit: 2).dropFirst().first
      let bottom = min(next ?? size, size)
      place = ReaderMessage.place(
        lines: fileRows.lineNumber(atRow: fileTop)...fileRows.lineNumber(atRow: fileLast), of: total,
        byte: bottom, of: size)
      percent = Self.percentage(bottom, of: size)
    } else if let laidOut = rows.laidOutRows, let total = laidOut.sourceLineCount {
      let first = rows.lineNumber(atRow: top)
      place = ReaderMessage.place(lines: first...max(first, rows.lineNumber(atRow: last)), of: total)
    } else {
      // Rows named by their index (estimated where the document is not laid out whole).
      let first = Int(rows.estimatedRowIndex(of: top)) + 1
      place = ReaderMessage.place(
        rows: first...max(first, Int(rows.estimatedRowIndex(of: last)) + 1), of: Int(rows.estimatedRowCount))
    }
    return ReaderMessage.fileInfo(
      title: title, place: place, percent: percent, reading: model.input.statusText,
      links: links.map(\.address))
  }

  /// `part` of `whole` in hundredths, rounded to the nearest, ties to even (less's `percentage`).
  static func percentage(_ part: Int, of whole: Int) -> Int {
    guard whole > 0 else { return 100 }
    let (quotient, remainder) = (part * 100).quotientAndRemainder(dividingBy: whole)
    let twice = 2 * remainder
    return quotient + (twice > whole || (twice == whole && quotient % 2 == 1) ? 1 : 0)
  }
}
