extension LayoutBuilder {
  /// The dim mark at the start of each row that goes on with the code line above it (vim's
  /// `showbreak`): it sits in the code's indent, so the code's columns stay aligned.
  static let continuationMark: DisplayText = "↪"

  /// Lays out one line of a code block after `indent` and the code's own four columns.
  ///
  /// Code is never re-flowed at spaces: a line that fits, or any line when rows may
  /// overflow (plain output), is one row as it is. On screen, a line wider than the column
  /// wraps between characters, so nothing of it is lost, and each continuation row starts
  /// with ``continuationMark``.
  mutating func emitCode(_ spans: [Span], indent: DisplayText) {
    let codeIndent = indent + "    "
    let available = max(1, width - DisplayWidth.of(codeIndent))
    let lineWidth = spans.reduce(0) { $0 + DisplayWidth.of($1.text) }
    guard options.fitsRowsToWidth, lineWidth > available else {
      emitUnwrapped(spans, indent: codeIndent)
      return
    }
    let rows = Self.cut(spans, into: available)
    let lineStart = offset
    var consumed = 0
    for (number, row) in rows.enumerated() {
      var line = DisplayLine(
        spans: row.spans, width: row.width,
        source: SourcePosition(block: block, offset: lineStart + consumed), step: step)
      if number == 0 {
        line.prepend(Span(codeIndent))
      } else {
        line.prepend(Span(" "))
        line.prepend(Span(Self.continuationMark, style: .dim))
        line.prepend(Span(indent + "  "))
      }
      // Nothing was dropped at the cut: the next row goes on right after this one.
      line.joiner = number < rows.count - 1 ? "" : nil
      line.sourceLine = sourceLine
      lines.append(line)
      consumed += row.characters
    }
    offset = lineStart + consumed + 1
    sourceLine = sourceLine.map { $0 + 1 }
  }

  /// `spans` cut into rows of at most `width` cells, between characters, with the characters
  /// of text each row holds; a placeholder (a reverse-video `^[` or `<U+009B>`) is never
  /// split, and a unit wider than a whole row gets a row of its own.
  static func cut(_ spans: [Span], into width: Int)
    -> [(spans: [Span], width: Int, characters: Int)]
  {
    var rows: [(spans: [Span], width: Int, characters: Int)] = [([], 0, 0)]
    func append(_ text: DisplayText, style: TextStyle, cells: Int) {
      if rows[rows.count - 1].width + cells > width, rows[rows.count - 1].width > 0 {
        rows.append(([], 0, 0))
      }
      let last = rows.count - 1
      if let previous = rows[last].spans.last, previous.style == style {
        rows[last].spans[rows[last].spans.count - 1].text += text
      } else {
        rows[last].spans.append(Span(text, style: style))
      }
      rows[last].width += cells
    }
    for span in spans {
      if span.style.contains(.reverse) {
        // A placeholder is counted as its text, as rows that fit count it.
        append(span.text, style: span.style, cells: DisplayWidth.of(span.text))
        rows[rows.count - 1].characters += span.text.count
        continue
      }
      // Cut between grapheme clusters as the line breaker finds them, never inside one.
      span.text.forEachCluster { cluster in
        append(cluster, style: span.style, cells: DisplayWidth.of(cluster: cluster.string))
        rows[rows.count - 1].characters += cluster.count
      }
    }
    return rows
  }
}
