/// Matches that wrap from one row to the next: a search reads a wrapped line as the line it
/// was, through each row's ``DisplayLine/joiner``, so a match cut by a wrap is found and
/// highlighted on both rows.
extension SearchPattern {
  /// Whether a match starts in `lines[index]`: in its text, or in its content going on into
  /// the rows that continue it.
  public func isFound(inRow index: Int, of lines: some RandomAccessCollection<DisplayLine>) -> Bool {
    let start = lines.index(lines.startIndex, offsetBy: index)
    if isFound(in: lines[start].text) { return true }
    guard lines[start].joiner != nil else { return false }
    // Enough of the following rows for a match that starts in this row's last character.
    let content = Array(lines[start].text).dropFirst(lines[start].contentStart)
    var haystack = Array(content.suffix(max(0, length - 1)))
    let startsBefore = haystack.count
    var row = start
    while haystack.count < startsBefore + length - 1, let joiner = lines[row].joiner {
      row = lines.index(after: row)
      guard row < lines.endIndex else { break }
      haystack += Array(joiner) + Array(lines[row].text).dropFirst(lines[row].contentStart)
    }
    return matches(in: haystack).contains { $0.lowerBound < startsBefore }
  }

  /// `lines` (consecutive rows) with every match in reverse video, matches that wrap from one
  /// row to the next included. A match that begins above the first line or ends below the
  /// last is highlighted only where it shows: pass rows around the visible ones for context.
  public func highlighting(_ lines: [DisplayLine]) -> [DisplayLine] {
    let ranges = litRanges(in: lines)
    return lines.indices.map { lines[$0].highlighting(ranges[$0]) }
  }

  /// Whether ``highlighting(_:)`` lights anything in `lines`.
  public func lightsAny(_ lines: [DisplayLine]) -> Bool {
    litRanges(in: lines).contains { !$0.isEmpty }
  }

  /// The ranges of each line's characters that ``highlighting(_:)`` lights.
  private func litRanges(in lines: [DisplayLine]) -> [[Range<Int>]] {
    // Matches lit as rows are drawn: a pathological pattern gives up rather than hold a frame.
    // A row without the pattern's bytes is not made into characters (``LiteralPrefilter``).
    var ranges = lines.map { mayMatch($0.text) ? matches(in: Array($0.text), isDrawing: true) : [] }
    var first = 0
    while first < lines.count {
      var last = first
      while last < lines.count - 1, lines[last].joiner != nil { last += 1 }
      if last > first {
        for (row, range) in wrappedMatches(in: lines[first...last]) { ranges[row].append(range) }
      }
      first = last + 1
    }
    return ranges
  }

  /// The matches in the rows of one wrapped line, as (row index, character range in the row's
  /// text) pairs, one for each row a match touches.
  private func wrappedMatches(in rows: ArraySlice<DisplayLine>) -> [(Int, Range<Int>)] {
    guard mayMatch(Self.joinedContent(of: rows)) else { return [] }
    var haystack: [Character] = []
    var parts: [(row: Int, start: Int, content: Range<Int>)] = []
    for index in rows.indices {
      let text = Array(rows[index].text)
      let content = min(rows[index].contentStart, text.count)..<text.count
      parts.append((index, haystack.count, content))
      haystack += text[content]
      if index < rows.endIndex - 1 { haystack += Array(rows[index].joiner ?? "") }
    }
    var result: [(Int, Range<Int>)] = []
    for match in matches(in: haystack, isDrawing: true) {
      for part in parts {
        let lower = max(match.lowerBound, part.start)
        let upper = min(match.upperBound, part.start + part.content.count)
        guard lower < upper else { continue }
        let shift = part.content.lowerBound - part.start
        result.append((part.row, (lower + shift)..<(upper + shift)))
      }
    }
    return result
  }

  /// The text a search reads in the rows of one wrapped line: each row's content, joined by
  /// the joiners between them (what ``wrappedMatches(in:)`` makes into characters).
  private static func joinedContent(of rows: ArraySlice<DisplayLine>) -> String {
    var text = ""
    for index in rows.indices {
      text += rows[index].text.dropFirst(rows[index].contentStart)
      if index < rows.endIndex - 1 { text += rows[index].joiner ?? "" }
    }
    return text
  }
}
