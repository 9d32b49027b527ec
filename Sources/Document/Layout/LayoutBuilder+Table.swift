extension LayoutBuilder {
  /// Lays a table out as aligned columns separated by `│`, with a rule under the header.
  ///
  /// Columns take the width of their widest cell; when the table is wider than the content,
  /// the widest columns give up cells first (down to their longest word) and their cells wrap
  /// inside them; a table that does not fit so is laid out as records (``layoutRecords``).
  /// The table's rows are on the source lines `source` gives: the header, the delimiter row
  /// (shown as the rule), then the body.
  mutating func layout(_ table: Table, lines source: SourceLines?, indent: DisplayText) {
    let count = table.rows.indices.reduce(table.header.count) { max($0, table.rows.cellCount(ofRow: $1)) }
    guard count > 0 else { return }
    let header = (0..<count).map { table.header.indices.contains($0) ? spans(table.header[$0], style: .bold) : [] }
    // Each row's spans are made to measure it and again to lay it out: never all at once.
    var measure = TableColumns.Measure(columns: count)
    measure.add(header)
    for row in table.rows { measure.add(cells(row, count: count)) }
    let available = max(count, width - DisplayWidth.of(indent) - 3 * (count - 1))
    guard let columns = TableColumns(measure, alignments: table.alignments, available: available) else {
      // Its columns would be cut at the screen's edge, where nothing reaches them.
      return layoutRecords(table, header: header, count: count, lines: source, indent: indent)
    }
    let headerLine = source.map { $0.part(0)?.start ?? $0.start }
    emit(columns.rows(showing: header), line: headerLine, indent: indent)
    sourceLine = headerLine.map { $0 + 1 }
    emitUnwrapped([Span(columns.rule, style: .dim)], indent: indent)
    for (number, row) in table.rows.enumerated() {
      let line = source.map { $0.part(number + 1)?.start ?? ($0.start + number + 2) }
      emit(columns.rows(showing: cells(row, count: count)), line: line, indent: indent)
    }
  }

  /// The spans of `row`'s cells, `count` of them: empty past the row's own.
  private func cells(_ row: [[Inline]], count: Int) -> [[Span]] {
    (0..<count).map { row.indices.contains($0) ? spans(row[$0]) : [] }
  }

  /// A table too wide for its columns, as records: each row's cells one under another, each
  /// after its column's header (`Algoritmo: RSASSA-PKCS1-v1_5`; under it when both do not fit
  /// a row), wrapped as a paragraph, so that every cell is read and searched whole; a dim rule
  /// before each record.
  private mutating func layoutRecords(
    _ table: Table, header: [[Span]], count: Int, lines source: SourceLines?, indent: DisplayText
  ) {
    let hanging = indent + "  "
    for (number, cells) in table.rows.enumerated() {
      let row = self.cells(cells, count: count)
      let line = source.map { $0.part(number + 1)?.start ?? ($0.start + number + 2) }
      sourceLine = line
      let rule = DisplayText(repeating: "─", count: max(1, min(12, width - DisplayWidth.of(indent))))
      emitUnwrapped([Span(rule, style: .dim)], indent: indent)
      for (column, cell) in row.enumerated() where !(cell.isEmpty && header[column].isEmpty) {
        sourceLine = line
        let label: [Span] = header[column].isEmpty ? [] : header[column] + [Span(": ", style: .bold)]
        let fits = DisplayWidth.of(indent) + (label + cell).reduce(0) { $0 + DisplayWidth.of($1.text) } <= width
        if fits || label.isEmpty {
          emit(label + cell, firstIndent: indent, indent: hanging)
        } else {
          // The cell under its label, where a long word (a URL) that fits a row is not
          // broken after the label, at a `/`, out of a search's reach.
          emit(label, firstIndent: indent, indent: hanging)
          sourceLine = line
          emit(cell, firstIndent: hanging, indent: hanging)
        }
      }
    }
  }

  /// Emits the rows of one table row, all on its source line `line`.
  private mutating func emit(_ rows: [[Span]], line: Int?, indent: DisplayText) {
    for spans in rows {
      sourceLine = line
      emitUnwrapped(spans, indent: indent)
    }
  }
}
