import CICU


/// One row produced by wrapping: its spans, its width in cells, and where it starts.
public struct WrappedRow: Hashable, Sendable {
  /// The row's text, styled; no trailing spaces.
  public var spans: [Span]
  /// The width of the row in cells.
  public var width: Int
  /// The index, among the wrapped glyphs, of the row's first glyph.
  public var startOffset: Int
  /// The source units (see ``Glyph/sourceLength``) before the row's first glyph.
  public var sourceStart: Int
}

/// Wraps styled text to a width in cells, breaking where the Unicode line-breaking algorithm
/// (UAX #14, through ICU with its Japanese strict tailoring) allows: at spaces in
/// space-separated scripts, between ideographs and kana, never before closing punctuation such
/// as `、` or `。`, small kana such as `ッ` or the prolonged sound mark `ー` (kinsoku).
public enum LineBreaker {
  /// Wraps `spans` into rows no wider than `width` cells.
  ///
  /// A `"\n"` forces a break; tabs expand to 8-column stops from the row's start; a word wider
  /// than the row is broken between characters, and a wide character is never split.
  /// Empty text gives one empty row.
  /// - Complexity: O(n) in the number of grapheme clusters.
  public static func wrap(_ spans: [Span], width: Int) -> [WrappedRow] {
    wrap(glyphs: Glyph.glyphs(of: spans), width: width)
  }

  /// Wraps `glyphs` into rows no wider than `width` cells (see ``wrap(_:width:)``); with
  /// `atSpaces`, a row breaks between ASCII characters only after spaces and tabs that follow
  /// the line's first non-blank, as less's `--wordwrap` does (not after a hyphen, as the
  /// algorithm would); text without spaces (Japanese) still breaks where the algorithm says.
  public static func wrap(
    glyphs input: [Glyph], width: Int, tabStops: TabStops = .standard, atSpaces: Bool = false
  ) -> [WrappedRow] {
    let width = max(1, width)
    // Most lines fit their row: then they are one row, whatever their break opportunities,
    // and ICU's line breaker is not asked (it was most of wrapping a short line).
    var total = 0
    for glyph in input {
      guard !glyph.isNewline, !glyph.isTab else {
        return breaking(input, width: width, tabStops: tabStops, atSpaces: atSpaces)
      }
      total += glyph.width
      if total > width { return breaking(input, width: width, tabStops: tabStops, atSpaces: atSpaces) }
    }
    var row = input
    while let last = row.last, last.isSpace { row.removeLast() }
    return [makeRow(row, startOffset: 0, sourceStart: 0)]
  }

  /// Wraps `glyphs` into rows of `width` cells by characters, as less wraps plain text: a row
  /// is filled to its last cell whatever the character, a space after the edge begins the
  /// next row, and only a wide character that would straddle the edge moves whole to the next
  /// row. A `"\n"` forces a break; a tab expands to the next stop from the row's start (every
  /// 8 columns unless `tabStops` say otherwise, less's `-x`), cut at the row's edge.
  /// - Complexity: O(n) in the number of grapheme clusters.
  public static func wrapCharacters(
    glyphs input: [Glyph], width: Int, tabStops: TabStops = .standard
  ) -> [WrappedRow] {
    let width = max(1, width)
    var rows: [WrappedRow] = []
    var row: [Glyph] = []
    var rowStart = 0
    var rowSource = 0
    var source = 0
    var column = 0
    func finishRow(nextStart: Int) {
      while let last = row.last, last.isSpace { row.removeLast() }
      rows.append(makeRow(row, startOffset: rowStart, sourceStart: rowSource))
      row = []
      column = 0
      rowStart = nextStart
      rowSource = source
    }
    for (index, original) in input.enumerated() {
      if original.isNewline {
        source += original.sourceLength
        finishRow(nextStart: index + 1)
        continue
      }
      var glyph = original.width > width && !original.isTab ? original.clipped(to: width) : original
      if column >= width || (!glyph.isTab && column + glyph.width > width) {
        finishRow(nextStart: index)
      }
      if glyph.isTab { glyph.width = min(tabStops.width(at: column), width - column) }
      row.append(glyph)
      column += glyph.width
      source += glyph.sourceLength
    }
    if !row.isEmpty || rows.isEmpty || input.last?.isNewline == true {
      finishRow(nextStart: input.count)
    }
    return rows
  }

  /// The row of a line of printable ASCII bytes that fits `width`, made without a glyph per
  /// byte (most lines of most files; a key that brings one in wraps it): the row both
  /// ``wrap(glyphs:width:tabStops:)`` and ``wrapCharacters(glyphs:width:tabStops:)`` make,
  /// trailing spaces dropped. `nil` for any other line.
  public static func plainRow(_ bytes: [UInt8], width: Int, style: TextStyle) -> WrappedRow? {
    guard bytes.count <= width else { return nil }
    var end = bytes.count
    while end > 0, bytes[end - 1] == 0x20 { end -= 1 }
    guard let text = DisplayText(printableASCII: bytes[..<end]) else { return nil }
    return WrappedRow(
      spans: text.isEmpty ? [] : [Span(text, style: style)], width: end, startOffset: 0, sourceStart: 0)
  }

  /// The rows ``wrapCharacters(glyphs:width:tabStops:)`` makes of a line of printable ASCII
  /// bytes, with the text each break drops (see ``WrappedRow/joiners(of:glyphs:)``), made
  /// without a glyph per byte: every `width` bytes a row, its trailing spaces dropped. `nil`
  /// for any other line.
  public static func plainRows(_ bytes: [UInt8], width: Int, style: TextStyle) -> (rows: [WrappedRow], joiners: [String?])? {
    guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
    let width = max(1, width)
    var rows: [WrappedRow] = []
    var joiners: [String?] = []
    rows.reserveCapacity(bytes.count / width + 1)
    var start = 0
    repeat {
      let end = min(bytes.count, start + width)
      var trimmed = end
      while trimmed > start, bytes[trimmed - 1] == 0x20 { trimmed -= 1 }
      guard let text = DisplayText(printableASCII: bytes[start..<trimmed]) else { return nil }
      rows.append(
        WrappedRow(
          spans: text.isEmpty ? [] : [Span(text, style: style)], width: trimmed - start,
          startOffset: start, sourceStart: start))
      joiners.append(end < bytes.count ? String(repeating: " ", count: end - trimmed) : nil)
      start = end
    } while start < bytes.count
    return (rows, joiners)
  }

  /// ``wrap(glyphs:width:)`` by the line-breaking algorithm, for a line that may not fit.
  static func breaking(
    _ input: [Glyph], width: Int, tabStops: TabStops = .standard, atSpaces: Bool = false
  ) -> [WrappedRow] {
    let width = max(1, width)
    // A glyph wider than a whole row (a placeholder such as <U+0082> in a very narrow
    // column) is cut to the row with a marker: it stays one glyph, for one source position.
    let glyphs = input.map { glyph in
      glyph.width > width && !glyph.isTab ? glyph.clipped(to: width) : glyph
    }
    let canBreakAfter = atSpaces ? spaceOpportunities(glyphs) : breakOpportunities(glyphs)
    var sourceBefore = [Int]()
    sourceBefore.reserveCapacity(glyphs.count + 1)
    var total = 0
    for glyph in glyphs {
      sourceBefore.append(total)
      total += glyph.sourceLength
    }
    sourceBefore.append(total)
    var rows: [WrappedRow] = []
    var row: [Glyph] = []
    var rowStart = 0
    var column = 0

    func finishRow(nextStart: Int) {
      while let last = row.last, last.isSpace { row.removeLast() }
      rows.append(makeRow(row, startOffset: rowStart, sourceStart: sourceBefore[rowStart]))
      row = []
      column = 0
      rowStart = nextStart
    }

    var index = 0
    while index < glyphs.count {
      if glyphs[index].isNewline {
        finishRow(nextStart: index + 1)
        index += 1
        continue
      }
      // The segment runs to the next break opportunity: it is placed whole when it fits.
      var end = index
      while end < glyphs.count - 1, !canBreakAfter[end], !glyphs[end + 1].isNewline {
        end += 1
      }
      var segmentWidth = 0
      var lastVisible = index - 1
      for position in index...end where !glyphs[position].isSpace {
        lastVisible = position
      }
      if lastVisible >= index {
        segmentWidth = measure(glyphs[index...lastVisible], startingAt: column, tabStops: tabStops)
      }
      if column + segmentWidth > width, !row.isEmpty {
        finishRow(nextStart: index)
        while index <= end, glyphs[index].isSpace { index += 1 }
        rowStart = index
        if index > end { continue }
      }
      for position in index...end {
        var glyph = glyphs[position]
        if glyph.isTab {
          glyph.width = tabStops.width(at: column)
        }
        if column + glyph.width > width {
          if glyph.isSpace || glyph.isTab { continue }
          if !row.isEmpty { finishRow(nextStart: position) }
        }
        row.append(glyph)
        column += glyph.width
      }
      index = end + 1
    }
    if !row.isEmpty || rows.isEmpty || glyphs.last?.isNewline == true {
      finishRow(nextStart: glyphs.count)
    }
    return rows
  }

  private static func measure(_ glyphs: ArraySlice<Glyph>, startingAt column: Int, tabStops: TabStops) -> Int {
    var end = column
    for glyph in glyphs {
      end += glyph.isTab ? tabStops.width(at: end) : glyph.width
    }
    return end - column
  }

  private static func makeRow(_ glyphs: [Glyph], startOffset: Int, sourceStart: Int)
    -> WrappedRow
  {
    var spans: [Span] = []
    var width = 0
    // A tab is a cluster of its own, the spaces it becomes are not: a skin tone or a mark
    // after it joins the last space when the row is drawn, and the row is then as wide as
    // its spans draw.
    var joinsAfterTab = false
    var previousWasTab = false
    for glyph in glyphs {
      let text = glyph.isTab ? DisplayText(repeating: " ", count: glyph.width) : glyph.text
      width += glyph.width
      if previousWasTab, !glyph.isTab, let first = glyph.text.string.unicodeScalars.first, first.value >= 0x300 {
        joinsAfterTab = true
      }
      previousWasTab = glyph.isTab
      if let last = spans.last, last.style == glyph.style {
        spans[spans.count - 1].text += text
      } else {
        spans.append(Span(text, style: glyph.style))
      }
    }
    if joinsAfterTab { width = spans.reduce(0) { $0 + DisplayWidth.of($1.text.string) } }
    for index in spans.indices { spans[index].text.shrinkToFit() }
    return WrappedRow(
      spans: spans, width: width, startOffset: startOffset, sourceStart: sourceStart)
  }

  /// The byte offsets in the UTF-8 `bytes` where a line may break (UAX #14 with ICU's
  /// Japanese strict tailoring), after the start and up to the end, and whether each break is
  /// mandatory (after a newline).
  public static func opportunities(inUTF8 bytes: UnsafeBufferPointer<UInt8>)
    -> [(offset: Int, isMandatory: Bool)]
  {
    ICUBoundaries.of(.line, inUTF8: bytes)
  }

  /// The short name of the Line_Break class of `scalar` ("AL", "NU", "HY"…), for tests.
  static func lineBreakClass(of scalar: Unicode.Scalar) -> String {
    guard let name = guia_icu_line_break_class(scalar.value) else { return "?" }
    return String(cString: name)
  }

  /// Whether a line may break after each glyph as less's `--wordwrap`: after the last of a
  /// run of blanks that follows the line's first non-blank (its `wrap_pos`); where a glyph
  /// beside the break is not ASCII, also where the algorithm allows.
  private static func spaceOpportunities(_ glyphs: [Glyph]) -> [Bool] {
    func isBlank(_ index: Int) -> Bool { glyphs[index].isSpace || glyphs[index].isTab }
    func isASCII(_ index: Int) -> Bool { glyphs[index].text.string.utf8.allSatisfy { $0 < 0x80 } }
    let allASCII = glyphs.indices.allSatisfy(isASCII)
    let algorithm = allASCII ? [] : breakOpportunities(glyphs)
    var opportunities = [Bool](repeating: false, count: glyphs.count)
    var seenText = false
    for index in glyphs.indices {
      let nextIsBlank = index + 1 < glyphs.count && isBlank(index + 1)
      if isBlank(index) {
        opportunities[index] = seenText && !nextIsBlank
        continue
      }
      seenText = true
      guard !allASCII, algorithm[index], !nextIsBlank else { continue }
      let nextIsASCII = index + 1 >= glyphs.count || isASCII(index + 1)
      opportunities[index] = !(isASCII(index) && nextIsASCII)
    }
    return opportunities
  }

  /// Whether a line may break after each glyph, from ICU over the glyphs' text.
  private static func breakOpportunities(_ glyphs: [Glyph]) -> [Bool] {
    var utf8: [UInt8] = []
    var lastByte: [Int] = []
    lastByte.reserveCapacity(glyphs.count)
    for glyph in glyphs {
      utf8.append(contentsOf: glyph.text.string.utf8)
      lastByte.append(utf8.count - 1)
    }
    guard !utf8.isEmpty else { return Array(repeating: false, count: glyphs.count) }
    var breakBefore = [Bool](repeating: false, count: utf8.count + 1)
    for opportunity in utf8.withUnsafeBufferPointer({ opportunities(inUTF8: $0) }) {
      breakBefore[opportunity.offset] = true
    }
    return lastByte.map { index in index >= 0 && breakBefore[index + 1] }
  }
}
