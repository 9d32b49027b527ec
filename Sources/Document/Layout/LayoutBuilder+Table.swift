extension LayoutBuilder {
  /// Lays a table out as aligned columns separated by `│`, with a rule under the header.
  ///
  /// Columns take the width of their widest cell; when the table is wider than the content,
  /// the widest columns give up cells first (down to their longest word) and their cells wrap
  /// inside them; a table that does not fit so is laid out as records (``layoutRecords``).
  /// The table's rows are on the source lines `source` gives: the header, the delimiter row
  /// (shown as the rule), then the body.
  mutating func layout(_ table: Table, lines source: SourceLines?, indent: DisplayText) {
    let columns = max(table.header.count, table.rows.map(\.count).max() ?? 0)
    guard columns > 0 else { return }
    let header = (0..<columns).map { table.header.indices.contains($0) ? spans(table.header[$0], style: .bold) : [] }
    let body = table.rows.map { row in
      (0..<columns).map { row.indices.contains($0) ? spans(row[$0]) : [] }
    }
    var widths = (0..<columns).map { column in
      ([header[column]] + body.map { $0[column] })
        .map { $0.reduce(0) { $0 + DisplayWidth.of($1.text) } }.max() ?? 0
    }
    widths = widths.map { max(1, $0) }
    let available = max(columns, width - DisplayWidth.of(indent) - 3 * (columns - 1))
    // Columns may give up cells down to their longest word (up to 20 cells): a word is never
    // cut in two, so a search finds it. A table that cannot fit so, its columns cut at the
    // screen's edge where nothing reaches them, is shown as one record per row instead.
    let narrowest = (0..<columns).map { column in
      min(widths[column], max(3, min(20, ([header[column]] + body.map { $0[column] }).map(Self.longestWord).max() ?? 0)))
    }
    guard narrowest.reduce(0, +) <= available else {
      return layoutRecords(header: header, body: body, lines: source, indent: indent)
    }
    // The widest columns give up cells first, none below its longest word.
    while widths.reduce(0, +) > available,
      let widest = widths.indices.filter({ widths[$0] > narrowest[$0] }).max(by: { widths[$0] < widths[$1] })
    {
      widths[widest] -= 1
    }
    let alignments = (0..<columns).map {
      table.alignments.indices.contains($0) ? table.alignments[$0] : .leading
    }
    let headerLine = source.map { $0.part(0)?.start ?? $0.start }
    emitTableRow(header, line: headerLine, widths: widths, alignments: alignments, indent: indent)
    sourceLine = headerLine.map { $0 + 1 }
    let rule = widths.map { DisplayText(repeating: "─", count: $0) }
      .reduce(DisplayText.empty) { $0.isEmpty ? $1 : $0 + "─┼─" + $1 }
    emitUnwrapped([Span(rule, style: .dim)], indent: indent)
    for (number, row) in body.enumerated() {
      let line = source.map { $0.part(number + 1)?.start ?? ($0.start + number + 2) }
      emitTableRow(row, line: line, widths: widths, alignments: alignments, indent: indent)
    }
  }

  /// A table too wide for its columns, as records: each row's cells one under another, each
  /// after its column's header (`Algoritmo: RSASSA-PKCS1-v1_5`), wrapped as a paragraph, so
  /// that every cell is read and searched whole; a dim rule before each record.
  private mutating func layoutRecords(
    header: [[Span]], body: [[[Span]]], lines source: SourceLines?, indent: DisplayText
  ) {
    let hanging = indent + "  "
    for (number, row) in body.enumerated() {
      let line = source.map { $0.part(number + 1)?.start ?? ($0.start + number + 2) }
      sourceLine = line
      let rule = DisplayText(repeating: "─", count: max(1, min(12, width - DisplayWidth.of(indent))))
      emitUnwrapped([Span(rule, style: .dim)], indent: indent)
      for (column, cell) in row.enumerated() where !(cell.isEmpty && header[column].isEmpty) {
        sourceLine = line
        let label: [Span] = header[column].isEmpty ? [] : header[column] + [Span(": ", style: .bold)]
        emit(label + cell, firstIndent: indent, indent: hanging)
      }
    }
  }

  /// The widest run of a cell's text without a space, in cells.
  private static func longestWord(_ spans: [Span]) -> Int {
    let text = spans.map(\.text.string).joined()
    return text.split(separator: " ").map { DisplayWidth.of(DisplayText(sanitizing: String($0))) }.max() ?? 0
  }

  private mutating func emitTableRow(
    _ cells: [[Span]], line rowLine: Int?, widths: [Int], alignments: [Table.Alignment], indent: DisplayText
  ) {
    let wrapped = cells.enumerated().map { column, spans in
      LineBreaker.wrap(spans, width: widths[column])
    }
    let height = wrapped.map(\.count).max() ?? 1
    for line in 0..<height {
      var spans: [Span] = []
      for column in cells.indices {
        if column > 0 { spans.append(Span(" │ ", style: .dim)) }
        let row = wrapped[column].indices.contains(line) ? wrapped[column][line] : nil
        let free = max(0, widths[column] - (row?.width ?? 0))
        let before: Int
        switch alignments[column] {
        case .leading: before = 0
        case .center: before = free / 2
        case .trailing: before = free
        }
        if before > 0 { spans.append(Span(DisplayText(repeating: " ", count: before))) }
        spans += row?.spans ?? []
        if free - before > 0 { spans.append(Span(DisplayText(repeating: " ", count: free - before))) }
      }
      while let last = spans.last, last.style == [], last.text.string.allSatisfy({ $0 == " " }) {
        spans.removeLast()
      }
      // Every row of wrapped cells shows the same source line.
      sourceLine = rowLine
      emitUnwrapped(spans, indent: indent)
    }
  }
}
