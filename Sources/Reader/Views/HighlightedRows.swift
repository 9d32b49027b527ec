import Document
import GuiaUI

/// A document's rows with a search's matches highlighted; a match that wraps in from the row
/// above the top, or out to the row below the bottom, is highlighted on the rows that show it.
/// With a gutter, each row has its line's number beside it (less's `-N`),
/// after the status column (less's `-J`): a `*` beside each row with a match of the search.
struct HighlightedRows: LazyRowSource {
  let rows: any DocumentRows
  let pattern: SearchPattern?
  var gutterWidth = 0
  /// The status column's width at the gutter's start: 2 when it shows.
  var statusColumns = 0
  /// The search whose matches the status column marks (shown even when not highlighted).
  var statusPattern: SearchPattern?
  /// The OSC 8 link chosen with `^O^N` or `^O^P`, drawn in reverse video.
  var selectedLink: LinkSelection?

  func gutter(from position: Int, limit: Int) -> [[Span]] {
    let numberWidth = gutterWidth - statusColumns
    let numbers: [Int?] = numberWidth > 0
      ? rows.lineNumbers(from: position, limit: limit) : Array(repeating: nil, count: limit)
    let marks: [Bool] = statusColumns > 0
      ? rows.lines(from: position, limit: limit).map { line in statusPattern?.isFound(in: line.text) ?? false }
      : []
    return numbers.indices.map { index in
      var spans: [Span] = []
      if statusColumns > 0 {
        let marked = marks.indices.contains(index) && marks[index]
        spans.append(Span(marked ? "* " : "  ", style: .reverse))
      }
      guard numberWidth > 0, let number = numbers[index] else { return spans }
      let digits = String(number)
      let padding = String(repeating: " ", count: max(0, numberWidth - 1 - digits.count))
      return spans + [Span(DisplayText(sanitizing: padding + digits), style: .dim)]
    }
  }

  var startPosition: Int { rows.startPosition }
  var endPosition: Int { rows.endPosition }
  func positions(from position: Int, limit: Int) -> [Int] { rows.positions(from: position, limit: limit) }
  func positions(before position: Int, limit: Int) -> [Int] {
    rows.positions(before: position, limit: limit)
  }
  func estimatedRowIndex(of position: Int) -> Double { rows.estimatedRowIndex(of: position) }
  var estimatedRowCount: Double { rows.estimatedRowCount }

  func lines(from position: Int, limit: Int) -> [DisplayLine] {
    markingLink(highlighted(from: position, limit: limit), from: position)
  }

  /// The chosen link's runs of text in `lines` (from the row at `position`) in reverse.
  private func markingLink(_ lines: [DisplayLine], from position: Int) -> [DisplayLine] {
    guard let selectedLink else { return lines }
    let positions = rows.positions(from: position, limit: lines.count)
    guard let row = positions.firstIndex(of: selectedLink.row), row < lines.count else { return lines }
    var lines = lines
    var run = -1
    var previous: Hyperlink?
    for index in lines[row].spans.indices {
      let link = lines[row].spans[index].style.link
      if let link, link != previous { run += 1 }
      previous = link
      if link != nil, run == selectedLink.index { lines[row].spans[index].style.insert(.reverse) }
    }
    return lines
  }

  private func highlighted(from position: Int, limit: Int) -> [DisplayLine] {
    guard let pattern else { return rows.lines(from: position, limit: limit) }
    let (lines, above) = Self.linesAround(rows, from: position, limit: limit, reach: pattern.text.count)
    return Array(pattern.highlighting(lines).dropFirst(above).prefix(limit))
  }

  /// The `limit` rows from `position` with the rows a match of `reach` characters can wrap
  /// in from, above and below (each row of a wrapped line holds a character at least), and
  /// how many of them are above.
  private static func linesAround(
    _ rows: any DocumentRows, from position: Int, limit: Int, reach: Int
  ) -> (lines: [DisplayLine], above: Int) {
    let above = rows.positions(before: position, limit: reach)
    return (rows.lines(from: above.first ?? position, limit: above.count + limit + reach), above.count)
  }
}
