import Document
import GuiaUI

/// A document's rows with a search's matches highlighted; a match that wraps in from the row
/// above the top, or out to the row below the bottom, is highlighted on the rows that show it.
/// With a gutter, each row that starts a line has the line's number beside it (less's `-N`).
struct HighlightedRows: LazyRowSource {
  let rows: any DocumentRows
  let pattern: SearchPattern?
  var gutterWidth = 0

  func gutter(from position: Int, limit: Int) -> [[Span]] {
    rows.lineNumbers(from: position, limit: limit).map { number in
      guard let number else { return [] }
      let digits = String(number)
      let padding = String(repeating: " ", count: max(0, gutterWidth - 1 - digits.count))
      return [Span(DisplayText(sanitizing: padding + digits), style: .dim)]
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
    guard let pattern else { return rows.lines(from: position, limit: limit) }
    // Each row of a wrapped line holds a character at least: a match reaches at most this
    // many rows beyond the ones shown.
    let context = pattern.text.count
    let above = rows.positions(before: position, limit: context)
    let lines = rows.lines(from: above.first ?? position, limit: above.count + limit + context)
    return Array(pattern.highlighting(lines).dropFirst(above.count).prefix(limit))
  }
}
