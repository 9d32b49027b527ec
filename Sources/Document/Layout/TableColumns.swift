/// The columns a Markdown table is laid out in, `available` cells wide between its `│`s:
/// each as wide as its widest cell; when the table is wider, the widest columns give up cells
/// first, none below its longest word, so a word is never cut in two and a search finds it
/// (a long word, a URL, included: cut across a cell's rows, beside other columns, no search
/// would find it). A table that cannot fit so has no columns: it is laid out as records.
struct TableColumns: Hashable {
  /// Each column's width in cells.
  private(set) var widths: [Int]
  /// How each column's cells sit in it.
  let alignments: [Table.Alignment]

  /// What the columns of a table need from its rows, measured a row at a time: each column's
  /// widest cell and longest word. A table's cells are not held to measure them: a table of
  /// 385 000 rows, its spans held to measure and then lay them out, held them twice.
  struct Measure: Hashable {
    /// Each column's widest cell, in cells (at least 1).
    private(set) var widths: [Int]
    /// Each column's longest word, in cells.
    private(set) var longestWords: [Int]

    /// A measure of `columns` columns and no row yet.
    init(columns: Int) {
      widths = Array(repeating: 1, count: columns)
      longestWords = Array(repeating: 0, count: columns)
    }

    /// Measures a row, `cells` (a cell's spans for each column).
    mutating func add(_ cells: [[Span]]) {
      for (column, cell) in cells.enumerated() where column < widths.count {
        widths[column] = max(widths[column], cell.reduce(0) { $0 + DisplayWidth.of($1.text) })
        longestWords[column] = max(longestWords[column], TableColumns.longestWord(cell))
      }
    }
  }

  /// The columns of a table whose rows are `header` and `body` (a cell's spans for each
  /// column), aligned as `alignments` says (leading where it says nothing), in `available`
  /// cells; `nil` when the columns cannot narrow to fit.
  init?(header: [[Span]], body: [[[Span]]], alignments: [Table.Alignment], available: Int) {
    var measure = Measure(columns: header.count)
    measure.add(header)
    for row in body { measure.add(row) }
    self.init(measure, alignments: alignments, available: available)
  }

  /// The columns of a table whose rows measure `measure`, aligned as `alignments` says
  /// (leading where it says nothing), in `available` cells; `nil` when the columns cannot
  /// narrow to fit.
  init?(_ measure: Measure, alignments: [Table.Alignment], available: Int) {
    let columns = measure.widths.indices
    var widths = measure.widths
    let narrowest = columns.map { [widths] column in min(widths[column], max(3, measure.longestWords[column])) }
    guard narrowest.reduce(0, +) <= available else { return nil }
    while widths.reduce(0, +) > available,
      let widest = widths.indices.filter({ widths[$0] > narrowest[$0] }).max(by: { widths[$0] < widths[$1] })
    {
      widths[widest] -= 1
    }
    self.widths = widths
    self.alignments = columns.map { alignments.indices.contains($0) ? alignments[$0] : .leading }
  }

  /// The widest run of a cell's text without a space, in cells.
  static func longestWord(_ spans: [Span]) -> Int {
    let text = spans.map(\.text.string).joined()
    return text.split(separator: " ").map { DisplayWidth.of(DisplayText(sanitizing: String($0))) }.max() ?? 0
  }

  /// The rows that show one table row, `cells` (a cell's spans for each column): each cell
  /// wrapped in its column and aligned in it, the columns apart by a dim ` │ `, no blank
  /// left at a row's end.
  func rows(showing cells: [[Span]]) -> [[Span]] {
    let wrapped = cells.enumerated().map { column, spans in LineBreaker.wrap(spans, width: widths[column]) }
    let height = wrapped.map(\.count).max() ?? 1
    return (0..<height).map { line in
      var spans: [Span] = []
      for column in cells.indices {
        if column > 0 { spans.append(Span(" │ ", style: .dim)) }
        let row = wrapped[column].indices.contains(line) ? wrapped[column][line] : nil
        let free = max(0, widths[column] - (row?.width ?? 0))
        let before = switch alignments[column] {
        case .leading: 0
        case .center: free / 2
        case .trailing: free
        }
        if before > 0 { spans.append(Span(DisplayText(repeating: " ", count: before))) }
        spans += row?.spans ?? []
        if free - before > 0 { spans.append(Span(DisplayText(repeating: " ", count: free - before))) }
      }
      while let last = spans.last, last.style == [], last.text.string.allSatisfy({ $0 == " " }) {
        spans.removeLast()
      }
      return Self.merged(spans)
    }
  }

  /// `spans` with the neighbours of one style made one span (a cell and its padding), in an
  /// array of their number and one more, for the indent put before: a row of a table of
  /// 385 000 rows held nine spans in room for sixteen.
  private static func merged(_ spans: [Span]) -> [Span] {
    var count = 0
    for (index, span) in spans.enumerated() where index == 0 || spans[index - 1].style != span.style { count += 1 }
    var result: [Span] = []
    result.reserveCapacity(count + 1)
    for span in spans {
      if let last = result.last, last.style == span.style {
        result[result.count - 1].text += span.text
      } else {
        result.append(span)
      }
    }
    return result
  }

  /// The dim rule under the header: `─` across each column, `─┼─` between them.
  var rule: DisplayText {
    widths.map { DisplayText(repeating: "─", count: $0) }.reduce(DisplayText.empty) { $0.isEmpty ? $1 : $0 + "─┼─" + $1 }
  }
}
