import ScrollKit

/// One source line of a plain document wrapped into rows, from any of its row starts.
///
/// Greedy wrapping depends only on where a row starts, so any row start is as good as the
/// line's start; at most ``window`` bytes are read at a time, so a 10 MB line is never held
/// whole. The rows of a row start are remembered while input arriving later cannot change
/// them: keys ask for the same rows several times (to move, to measure, to draw).
final class LineWrapper {
  /// The document's bytes.
  let source: ByteSource
  /// The layout: width, margins, wrapping.
  let options: LayoutOptions
  /// The width rows are wrapped to, in cells.
  let width: Int
  /// Bytes wrapped at a time when a line is longer than that.
  let window: Int
  private let indent: DisplayText
  /// The most cells one wrap makes (see ``cellCut(_:budget:widestTab:)``).
  let cellBudget: Int
  private var wraps: [Int: (rows: [TextRows.Row], after: Int)] = [:]
  /// The cells of the rows in ``wraps``, which are forgotten past ``cachedCellLimit``.
  private var cachedCells = 0
  /// Enough for thousands of screens of ordinary text; a few hundred rows as wide as
  /// chopped rows may be.
  static let cachedCellLimit = 1 << 24
  /// Whether any bytes wrapped so far held an escape (see ``style(before:)``).
  private var hasSeenEscapes = false

  init(source: ByteSource, options: LayoutOptions, window: Int) {
    self.source = source
    self.options = options
    width = options.wrapWidth
    self.window = max(256, window)
    indent = DisplayText(repeating: " ", count: options.effectiveMargins.leading)
    // Ordinary text is never cut before the window; two rows always fit.
    cellBudget = max(4 * self.window, 2 * width)
  }

  /// The rows from the row start `position` (see ``wrap(from:)``), and the position after them.
  func cachedWrap(from position: Int) -> ([TextRows.Row], Int) {
    let (rows, after, _) = cachedFinalWrap(from: position)
    return (rows, after)
  }

  /// ``cachedWrap(from:)`` with whether the rows are final.
  func cachedFinalWrap(from position: Int) -> ([TextRows.Row], Int, Bool) {
    if let hit = wraps[position] { return (hit.rows, hit.after, true) }
    let (rows, after, isFinal) = wrap(from: position)
    if isFinal {
      let cells = rows.reduce(0) { $0 + $1.line.width }
      if wraps.count >= 4096 || cachedCells + cells > Self.cachedCellLimit {
        wraps.removeAll(keepingCapacity: true)
        cachedCells = 0
      }
      wraps[position] = (rows, after)
      cachedCells += cells
    }
    return (rows, after, isFinal)
  }

  /// Wraps the line from the row start `position`, reading at most `window` bytes; returns the
  /// rows, the position after them (the next row of the same line, or the next line), and
  /// whether they are final (input arriving later cannot change them).
  func wrap(from position: Int) -> ([TextRows.Row], Int, Bool) {
    let available = source.count
    if options.squeezesBlankLines, let after = squeezedLineEnd(at: position) { return ([], after, true) }
    // Most lines are short: a first read of a few hundred bytes finds their end, where a
    // copy of the whole window for each of them was most of the work of wrapping a line.
    var readEnd = min(available, position + min(window, 512))
    var bytes = source.bytes(in: position..<readEnd)
    let widestTab = min(width, options.tabStops.widest)
    // Wide tabs fill the budget within the first read: the window is not read for them.
    if !bytes.contains(0x0A), readEnd < min(available, position + window),
      Self.cellCut(bytes, budget: cellBudget, widestTab: widestTab) == nil
    {
      readEnd = min(available, position + window)
      bytes = source.bytes(in: position..<readEnd)
    }
    var lineEnd: Int?
    if let newline = bytes.firstIndex(of: 0x0A) {
      bytes.removeSubrange(newline...)
      lineEnd = position + newline + 1
    } else if readEnd == available {
      lineEnd = available
    }
    // Wide tabs (`-x100000`, chopped at 65 536 cells) make rows far wider than their bytes:
    // cut there as at the window's end, the rest wrapped from the next row's start. A shifted
    // line is not cut: its shift is counted from the line's start.
    if options.leadingShift == 0,
      let cut = Self.cellCut(bytes, budget: cellBudget, widestTab: widestTab)
    {
      bytes.removeSubrange(cut...)
      lineEnd = nil
    }
    if lineEnd != nil, bytes.last == 0x0D, !options.shownControls.contains(.returns) { bytes.removeLast() }
    if lineEnd == nil {
      // Cut at a scalar boundary; the last row is dropped below, so clusters cut here heal.
      while let last = bytes.last, last & 0xC0 == 0x80 { bytes.removeLast() }
      if let last = bytes.last, last >= 0xC0 { bytes.removeLast() }
    }
    let initialStyle = style(before: position)
    if lineEnd != nil, options.leadingShift == 0, let row = LineBreaker.plainRow(bytes, width: width, style: initialStyle) {
      return finishing([row], joiners: [nil], lineStart: position, lineEnd: lineEnd, shifted: 0, byteCount: bytes.count)
    }
    if lineEnd != nil, options.leadingShift == 0, !options.wrapsAtWords,
      let (rows, joiners) = LineBreaker.plainRows(bytes, width: width, style: initialStyle)
    {
      return finishing(rows, joiners: joiners, lineStart: position, lineEnd: lineEnd, shifted: 0, byteCount: bytes.count)
    }
    if !hasSeenEscapes, options.escapes == .styles, Glyph.mayHaveEscapes(bytes) { hasSeenEscapes = true }
    var glyphs = Glyph.glyphs(
      ofBytes: bytes, style: initialStyle, escapes: options.escapes, shownControls: options.shownControls)
    // Shifted while wrapping: the line's first columns are left out, from its start only (a
    // row inside the line starts after them already).
    var shifted = 0
    if options.leadingShift > 0, position == 0 || hasNewline(before: position) {
      // The header's columns (`--header N,M`) stay; the shift starts after them.
      let (kept, rest) = LeadingColumns.split(glyphs, at: options.headerColumns, tabStops: options.tabStops)
      let (shiftedRest, dropped) = LeadingColumns.drop(
        options.leadingShift, from: rest, tabStops: options.tabStops, blanksCutCells: !kept.isEmpty)
      if kept.isEmpty {
        glyphs = shiftedRest
        shifted = dropped
      } else {
        // An empty glyph stands for the bytes left out after the kept columns, so that the
        // rows after it start where their bytes do.
        glyphs = kept + [Glyph(text: DisplayText(""), style: [], width: 0, sourceLength: dropped)] + shiftedRest
      }
    }
    let wrapped = options.wrapsAtWords
      ? LineBreaker.wrap(glyphs: glyphs, width: width, tabStops: options.tabStops, atSpaces: true)
      : LineBreaker.wrapCharacters(glyphs: glyphs, width: width, tabStops: options.tabStops)
    return finishing(
      wrapped, joiners: WrappedRow.joiners(of: wrapped, glyphs: glyphs), lineStart: position, lineEnd: lineEnd,
      shifted: shifted, byteCount: bytes.count)
  }

  /// The rows of `wrapped`, the rows of the line from `lineStart` (see ``wrap(from:)``).
  private func finishing(
    _ wrapped: [WrappedRow], joiners: [String?], lineStart position: Int, lineEnd: Int?, shifted: Int,
    byteCount: Int
  ) -> ([TextRows.Row], Int, Bool) {
    let available = source.count
    var rows: [TextRows.Row] = []
    for (index, row) in wrapped.enumerated() {
      let isLast = index == wrapped.count - 1
      if isLast, lineEnd == nil, !rows.isEmpty { break }
      var line = DisplayLine(
        spans: row.spans, width: row.width,
        source: SourcePosition(block: 0, offset: position + shifted + row.sourceStart))
      line.joiner = joiners[index]
      if !indent.isEmpty, !line.spans.isEmpty { line.prepend(Span(indent)) }
      rows.append(TextRows.Row(position: position + shifted + row.sourceStart, line: line))
      if isLast, let lineEnd {
        // A last line with no newline may still grow while input arrives.
        return (rows, lineEnd, lineEnd > 0 && lineEnd <= available && hasNewline(before: lineEnd))
      }
    }
    let consumed = rows.count < wrapped.count
      ? position + shifted + wrapped[rows.count].sourceStart
      : position + byteCount
    return (rows, max(consumed, position + 1), true)
  }

  /// Where to cut `bytes` so that the rows wrapped from them hold at most about `budget`
  /// cells, counting a tab as `widestTab` and any other byte as 4 (`<FF>`, the widest a byte
  /// is shown); `nil` when they fit. At least one byte is kept.
  static func cellCut(_ bytes: [UInt8], budget: Int, widestTab: Int) -> Int? {
    guard bytes.count * max(4, widestTab) > budget else { return nil }
    var cells = 0
    for (index, byte) in bytes.enumerated() {
      cells += byte == 0x09 ? widestTab : 4
      if cells > budget { return max(1, index) }
    }
    return nil
  }

  /// less's `-s`: of blank lines in a row only the last has a row, as less shows the last of
  /// them. The end of such a line at `position` (a line's start), or `nil` when it has rows.
  /// A blank line is empty, or a lone carriage return, as less's.
  func squeezedLineEnd(at position: Int) -> Int? {
    let endPosition = source.count
    guard position < endPosition else { return nil }
    let near = source.bytes(in: max(0, position - 1)..<min(endPosition, position + 4))
    let base = max(0, position - 1)
    func byte(_ offset: Int) -> UInt8? {
      let index = offset - base
      return offset >= 0 && near.indices.contains(index) ? near[index] : nil
    }
    /// The end of a blank line starting at `offset`.
    func blankLineEnd(at offset: Int) -> Int? {
      if byte(offset) == 0x0A { return offset + 1 }
      if byte(offset) == 0x0D, byte(offset + 1) == 0x0A { return offset + 2 }
      return nil
    }
    // A line starts here, it is blank, and so is the line after it.
    guard position == 0 || byte(position - 1) == 0x0A, let end = blankLineEnd(at: position),
      blankLineEnd(at: end) != nil
    else { return nil }
    return end
  }

  /// The style a row starting at `position` begins with: the default at a line's start, else
  /// what the line's escape sequences before it set. Only the `window` bytes before the row
  /// are read: in a longer line a colour set further back is not known there.
  ///
  /// A row starts inside a line only where wrapping the line from its start put it, so until
  /// some wrapped bytes held an escape, none is before it either, and nothing is read.
  private func style(before position: Int) -> TextStyle {
    guard options.escapes == .styles, hasSeenEscapes, position > 0, !hasNewline(before: position)
    else { return [] }
    var lookBack = 512
    while true {
      let start = max(0, position - lookBack)
      let bytes = source.bytes(in: start..<position)
      if let newline = bytes.lastIndex(of: 0x0A) {
        return Glyph.style(after: Array(bytes[(newline + 1)...]))
      }
      if start == 0 || lookBack >= window { return Glyph.style(after: bytes) }
      lookBack = window
    }
  }

  /// Whether the byte before `position` is a newline: a line starts there.
  func hasNewline(before position: Int) -> Bool {
    source.bytes(in: (position - 1)..<position) == [0x0A]
  }
}
