import Document

/// Greedy word wrapping of the program's own prose (help, man page descriptions): words are
/// kept whole and never hyphenated, as `fmt` does.
enum TextWrapping {
  /// `text` in lines no wider than `width` columns (a word wider than that is a line of its
  /// own).
  static func lines(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let wordWidth = DisplayWidth.of(String(word))
      if !line.isEmpty, lineWidth + 1 + wordWidth > width {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      if !line.isEmpty {
        line += " "
        lineWidth += 1
      }
      line += word
      lineWidth += wordWidth
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// A definition list: each term indented by `indent`, its text from column `column` (on
  /// the term's line when the term leaves two spaces before it, else on the next), wrapped
  /// to `width`.
  static func definitionList(
    _ rows: [(term: String, text: String)], indent: Int, column: Int, width: Int
  ) -> [String] {
    var lines: [String] = []
    let pad = String(repeating: " ", count: column)
    for row in rows {
      let term = String(repeating: " ", count: indent) + row.term
      var body = Self.lines(row.text, width: width - column).map { pad + $0 }
      let termWidth = DisplayWidth.of(term)
      if termWidth + 2 <= column, !body.isEmpty {
        body[0] = term + String(repeating: " ", count: column - termWidth) + body[0].dropFirst(column)
      } else {
        body.insert(term, at: 0)
      }
      lines += body
    }
    return lines
  }
}
