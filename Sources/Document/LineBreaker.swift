import CUnibreak

/// One row produced by wrapping: its spans, its width in cells, and where it starts.
public struct WrappedRow: Hashable, Sendable {
  /// The row's text, styled; no trailing spaces.
  public var spans: [Span]
  /// The width of the row in cells.
  public var width: Int
  /// The index, among the wrapped text's grapheme clusters, of the row's first cluster.
  public var startOffset: Int
}

/// Wraps styled text to a width in cells, breaking where the Unicode line-breaking algorithm
/// (UAX #14, through libunibreak) allows: at spaces in space-separated scripts, between
/// ideographs and kana, never before closing punctuation such as `、` or `。`.
public enum LineBreaker {
  private static let initialised: Bool = {
    init_linebreak()
    return true
  }()

  private struct Glyph {
    var character: Character
    var style: TextStyle
    var width: Int
    var canBreakAfter: Bool
  }

  /// Wraps `spans` into rows no wider than `width` cells.
  ///
  /// A `"\n"` forces a break; tabs expand to 8-column stops from the row's start; a word wider
  /// than the row is broken between characters, and a wide character is never split.
  /// Empty text gives one empty row.
  /// - Complexity: O(n) in the number of grapheme clusters.
  public static func wrap(_ spans: [Span], width: Int) -> [WrappedRow] {
    let width = max(1, width)
    let glyphs = self.glyphs(of: spans)
    var rows: [WrappedRow] = []
    var row: [Glyph] = []
    var rowStart = 0
    var column = 0

    func finishRow(nextStart: Int) {
      while let last = row.last, last.character == " " { row.removeLast() }
      rows.append(makeRow(row, startOffset: rowStart))
      row = []
      column = 0
      rowStart = nextStart
    }

    var index = 0
    while index < glyphs.count {
      if glyphs[index].character == "\n" {
        finishRow(nextStart: index + 1)
        index += 1
        continue
      }
      // The segment runs to the next break opportunity: it is placed whole when it fits.
      var end = index
      while end < glyphs.count - 1, !glyphs[end].canBreakAfter, glyphs[end + 1].character != "\n" {
        end += 1
      }
      var segmentWidth = 0
      var lastVisible = index - 1
      for position in index...end where glyphs[position].character != " " {
        lastVisible = position
      }
      if lastVisible >= index {
        segmentWidth = measure(glyphs[index...lastVisible], startingAt: column)
      }
      if column + segmentWidth > width, !row.isEmpty {
        finishRow(nextStart: index)
        while index <= end, glyphs[index].character == " " { index += 1 }
        rowStart = index
        if index > end { continue }
      }
      for position in index...end {
        var glyph = glyphs[position]
        if glyph.character == "\t" {
          glyph.width = 8 - column % 8
        }
        if column + glyph.width > width {
          if glyph.character == " " || glyph.character == "\t" { continue }
          if !row.isEmpty { finishRow(nextStart: position) }
          if glyph.character == "\t" { glyph.width = 8 - column % 8 }
        }
        row.append(glyph)
        column += glyph.width
      }
      index = end + 1
    }
    if !row.isEmpty || rows.isEmpty || glyphs.last?.character == "\n" {
      finishRow(nextStart: glyphs.count)
    }
    return rows
  }

  private static func measure(_ glyphs: ArraySlice<Glyph>, startingAt column: Int) -> Int {
    var end = column
    for glyph in glyphs {
      end += glyph.character == "\t" ? 8 - end % 8 : glyph.width
    }
    return end - column
  }

  private static func makeRow(_ glyphs: [Glyph], startOffset: Int) -> WrappedRow {
    var spans: [Span] = []
    var width = 0
    for glyph in glyphs {
      let text = glyph.character == "\t" ? String(repeating: " ", count: glyph.width)
        : String(glyph.character)
      width += glyph.width
      if let last = spans.last, last.style == glyph.style {
        spans[spans.count - 1].text += text
      } else {
        spans.append(Span(text, style: glyph.style))
      }
    }
    return WrappedRow(spans: spans, width: width, startOffset: startOffset)
  }

  private static func glyphs(of spans: [Span]) -> [Glyph] {
    _ = initialised
    var glyphs: [Glyph] = []
    var utf8: [UInt8] = []
    var lastByte: [Int] = []
    for span in spans {
      for character in span.text {
        utf8.append(contentsOf: character.utf8)
        lastByte.append(utf8.count - 1)
        glyphs.append(
          Glyph(character: character, style: span.style,
                width: DisplayWidth.of(character), canBreakAfter: false))
      }
    }
    guard !utf8.isEmpty else { return glyphs }
    var breaks = [CChar](repeating: 0, count: utf8.count)
    utf8.withUnsafeBufferPointer { bytes in
      breaks.withUnsafeMutableBufferPointer { out in
        set_linebreaks_utf8(bytes.baseAddress, bytes.count, nil, out.baseAddress)
      }
    }
    for index in glyphs.indices {
      let opportunity = Int32(breaks[lastByte[index]])
      glyphs[index].canBreakAfter =
        opportunity == LINEBREAK_ALLOWBREAK || opportunity == LINEBREAK_MUSTBREAK
    }
    return glyphs
  }
}
