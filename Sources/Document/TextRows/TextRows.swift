import ScrollKit

/// A plain-text document of any size as display rows, laid out only where it is looked at.
///
/// A row's position is the byte offset where it starts. Rows are made by wrapping one source
/// line at a time from a row start (greedy wrapping depends only on where a row starts, so any
/// row start is as good as the line's start), reading at most a window of bytes at a time, so
/// neither a gigabyte file nor a 10 MB line is ever held whole. Walking backwards finds the
/// line start by scanning back for a newline; the row starts of very long lines are kept so
/// that walking back through them stays cheap.
public final class TextRows: RowSequence {
  /// The document's bytes.
  public let source: ByteSource
  /// The width rows are wrapped to, in cells.
  public let width: Int
  /// The layout: width, margins, wrapping.
  public let options: LayoutOptions
  private let indent: DisplayText
  /// Bytes wrapped at a time when a line is longer than that.
  let window: Int
  /// The row starts of very long lines found so far, by line start (see ``LongLineIndex``).
  var longLines: [Int: LongLineIndex] = [:]
  /// How far back a scan for a line's start has gone without finding it (see
  /// ``lineStart(holding:budget:)``).
  var lineStartScan: (offset: Int, floor: Int)?
  /// How far ``prepareRows(before:limit:budget:)`` has walked: the lines from `end` on.
  var preparedWalk: (position: Int, limit: Int, end: Int, count: Int, lineStart: Int?)?
  private var wraps: [Int: (rows: [Row], after: Int)] = [:]
  /// The sample's bytes per row; with the source's size when the sample held the whole
  /// document (fewer than 200 rows), which may still grow: a pipe's first bytes.
  private var sample: (bytesPerRow: Double, sourceCount: Int?)?
  /// The source's lines counted so far, shared with its other layouts.
  public let lineIndex: LineIndex
  /// Whether any bytes wrapped so far held an escape (see ``style(before:)``).
  private var hasSeenEscapes = false

  /// Creates the rows of `source` wrapped at `width` cells.
  public convenience init(source: ByteSource, width: Int, window: Int = 1 << 14) {
    self.init(source: source, options: LayoutOptions(width: width), window: window)
  }

  /// Creates the rows of `source` laid out with `options`; `lineIndex`, when given, is the
  /// count of `source`'s lines another layout of it has made so far.
  public init(
    source: ByteSource, options: LayoutOptions, window: Int = 1 << 14, lineIndex: LineIndex? = nil
  ) {
    self.source = source
    self.lineIndex = lineIndex.flatMap { $0.source === source ? $0 : nil } ?? LineIndex(source: source)
    self.options = options
    width = options.wrapWidth
    indent = DisplayText(repeating: " ", count: options.effectiveMargins.leading)
    self.window = max(256, window)
  }

  /// One display row and where it starts.
  public struct Row: Hashable, Sendable {
    /// The byte offset of the row's first byte.
    public var position: Int
    /// The row as drawn.
    public var line: DisplayLine
  }

  /// Where the rows that scroll begin: after the header's lines (`--header`), which
  /// ``headerLines()`` gives to be drawn above them.
  public var startPosition: Int {
    guard options.headerLines > 0 else { return 0 }
    if let headerEnd, headerEnd.sourceCount == source.count { return headerEnd.position }
    let position = min(source.count, lineIndex.position(ofLine: options.headerLines + 1))
    headerEnd = (position, source.count)
    return position
  }
  /// Where the header's lines end, for the source's size then.
  private var headerEnd: (position: Int, sourceCount: Int)?
  public var endPosition: Int { source.count }

  /// The rows of the header's lines (`--header N`), laid out as the rows below them.
  public func headerLines() -> [DisplayLine] {
    let end = startPosition
    var lines: [DisplayLine] = []
    var next = 0
    while next < end {
      let (lineRows, after) = cachedWrap(from: next)
      lines += lineRows.filter { $0.position < end }.map(\.line)
      guard after > next else { break }
      next = after
    }
    return lines
  }

  public func positions(from position: Int, limit: Int) -> [Int] {
    let start = max(startPosition, position)
    guard limit > 0 else { return [] }
    switch lastWalk.answer(from: start, limit: limit, end: endPosition) {
    case .whole(let positions): return positions
    case .partial(let known):
      let more = walk(from: known[known.endIndex - 1], limit: limit - known.count + 1)
      let positions = Array(known) + more.positions.dropFirst()
      lastWalk.keep(positions, limit: limit, end: endPosition, isFinal: more.isFinal)
      return positions
    case nil:
      let walked = walk(from: start, limit: limit)
      lastWalk.keep(walked.positions, limit: limit, end: endPosition, isFinal: walked.isFinal)
      return walked.positions
    }
  }

  /// The positions walked last (see ``positions(from:limit:)``).
  private var lastWalk = LastWalk()

  /// Up to `limit` row positions from the row start `start`, and whether every row they come
  /// from is final (input arriving later cannot move them).
  private func walk(from start: Int, limit: Int) -> (positions: [Int], isFinal: Bool) {
    // The cached rows are walked for their positions alone, with no row copied.
    var positions: [Int] = []
    positions.reserveCapacity(max(0, min(limit, 256)))
    var isFinal = true
    var next = start
    while positions.count < limit, next < endPosition {
      let (lineRows, after, final) = cachedFinalWrap(from: next)
      isFinal = isFinal && final
      for row in lineRows {
        guard positions.count < limit else { return (positions, isFinal) }
        positions.append(row.position)
      }
      guard after > next else { break }
      next = after
    }
    return (positions, isFinal)
  }

  public func positions(before position: Int, limit: Int) -> [Int] {
    var budget = Int.max
    let rows = walkBack(before: position, limit: limit, budget: &budget).rows ?? []
    guard options.headerLines > 0 else { return rows }
    let start = startPosition
    return rows.filter { $0 >= start }
  }

  /// Up to `limit` rows, starting with the row at `position`.
  public func rows(from position: Int, limit: Int) -> [Row] {
    var rows: [Row] = []
    var next = max(startPosition, position)
    while rows.count < limit, next < endPosition {
      let (lineRows, after) = cachedWrap(from: next)
      let wanted = limit - rows.count
      if lineRows.count > wanted {
        rows += lineRows.prefix(wanted)
        break
      }
      rows += lineRows
      guard after > next else { break }
      next = after
    }
    return rows
  }

  /// The start of the row that shows the byte at `offset`, at this width.
  public func rowStart(containing offset: Int) -> Int {
    var budget = Int.max
    return rowStart(containing: offset, budget: &budget) ?? 0
  }

  public func estimatedRowIndex(of position: Int) -> Double {
    Double(position) / bytesPerRow
  }

  public var estimatedRowCount: Double { Double(endPosition) / bytesPerRow }

  /// The average bytes per row, from the first rows of the document.
  private var bytesPerRow: Double {
    if let sample, sample.sourceCount == nil || sample.sourceCount == endPosition {
      return sample.bytesPerRow
    }
    let positions = samplePositions(limit: 200)
    guard positions.count > 1, let last = positions.last else { return Double(max(1, width)) }
    let measured = max(1, Double(last) / Double(positions.count - 1))
    if positions.count == 200 {
      sample = (measured, nil)
    } else if endPosition > 0 {
      // Taken again once the document grows: the estimate of a pipe read so far is not its
      // estimate once read (and a percent would depend on how fast it came).
      sample = (measured, endPosition)
    }
    return measured
  }

  /// The starts of the first `limit` rows, as ``positions(from:limit:)`` gives them. A line
  /// that surely fits a row (see ``plainLineLength(in:from:width:)``) is one row at the line's
  /// start, known without wrapping it: wrapping 200 lines only to count them was a fifth of a
  /// first screen. Any other line is wrapped as drawn.
  func samplePositions(limit: Int) -> [Int] {
    var positions: [Int] = []
    positions.reserveCapacity(limit)
    let chunkEnd = min(endPosition, 1 << 16)
    let chunk = source.bytes(in: 0..<chunkEnd)
    var next = 0
    while positions.count < limit, next < endPosition {
      if next < chunkEnd, let length = Self.plainLineLength(in: chunk, from: next, width: width) {
        positions.append(next)
        next += length + 1
        continue
      }
      let (lineRows, after) = cachedWrap(from: next)
      for row in lineRows.prefix(limit - positions.count) { positions.append(row.position) }
      guard after > next else { break }
      next = after
    }
    return positions
  }

  /// The length of the line at `start` of `bytes` when it surely fits one row of `width`
  /// cells and ends with a newline inside `bytes`; `nil` when that is not sure.
  ///
  /// Sure means: every character is printable ASCII (one cell) or one of a few ranges that
  /// are drawn as themselves in at most two cells (Latin-1 letters and signs, CJK
  /// punctuation, kana, the unified ideographs, fullwidth forms), counted at two, and their
  /// sum is within `width`: the line then never reaches a break.
  private static func plainLineLength(in bytes: [UInt8], from start: Int, width: Int) -> Int? {
    var index = start
    var cells = 0
    while index < bytes.count, cells <= width {
      let byte = bytes[index]
      if byte == 0x0A { return index - start }
      if byte >= 0x20, byte < 0x7F {
        cells += 1
        index += 1
        continue
      }
      if byte >= 0xC2, byte <= 0xC3, index + 1 < bytes.count, bytes[index + 1] & 0xC0 == 0x80 {
        // U+0080–U+00FF: the C1 controls, no-break space and soft hyphen are drawn otherwise.
        let scalar = (UInt32(byte & 0x1F) << 6) | UInt32(bytes[index + 1] & 0x3F)
        guard scalar > 0xA0, scalar != 0xAD else { return nil }
        cells += 2
        index += 2
        continue
      }
      if byte >= 0xE3, byte <= 0xEF, index + 2 < bytes.count, bytes[index + 1] & 0xC0 == 0x80,
        bytes[index + 2] & 0xC0 == 0x80
      {
        let scalar = (UInt32(byte & 0x0F) << 12) | (UInt32(bytes[index + 1] & 0x3F) << 6)
          | UInt32(bytes[index + 2] & 0x3F)
        // Every code point of these ranges is assigned (U+3040, U+3097 and U+3098 are not).
        guard (0x3001...0x303F).contains(scalar) || (0x3041...0x3096).contains(scalar)
          || (0x3099...0x30FF).contains(scalar) || (0x4E00...0x9FFF).contains(scalar)
          || (0xFF01...0xFF60).contains(scalar)
        else { return nil }
        cells += 2
        index += 3
        continue
      }
      return nil
    }
    return nil
  }

  /// The rows from the row start `position` (see ``wrap(from:)``), remembered while they cannot
  /// change: keys ask for the same rows several times (to move, to measure, to draw).
  func cachedWrap(from position: Int) -> ([Row], Int) {
    let (rows, after, _) = cachedFinalWrap(from: position)
    return (rows, after)
  }

  /// ``cachedWrap(from:)`` with whether the rows are final.
  func cachedFinalWrap(from position: Int) -> ([Row], Int, Bool) {
    if let hit = wraps[position] { return (hit.rows, hit.after, true) }
    let (rows, after, isFinal) = wrap(from: position)
    if isFinal {
      if wraps.count >= 4096 { wraps.removeAll(keepingCapacity: true) }
      wraps[position] = (rows, after)
    }
    return (rows, after, isFinal)
  }

  /// Wraps the line from the row start `position`, reading at most `window` bytes; returns the
  /// rows, the position after them (the next row of the same line, or the next line), and
  /// whether they are final (input arriving later cannot change them).
  func wrap(from position: Int) -> ([Row], Int, Bool) {
    let available = endPosition
    if options.squeezesBlankLines, let after = squeezedLineEnd(at: position) { return ([], after, true) }
    // Most lines are short: a first read of a few hundred bytes finds their end, where a
    // copy of the whole window for each of them was most of the work of wrapping a line.
    var readEnd = min(available, position + min(window, 512))
    var bytes = source.bytes(in: position..<readEnd)
    if !bytes.contains(0x0A), readEnd < min(available, position + window) {
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
    if !hasSeenEscapes, options.escapes == .styles, Glyph.mayHaveEscapes(bytes) { hasSeenEscapes = true }
    var glyphs = Glyph.glyphs(
      ofBytes: bytes, style: initialStyle, escapes: options.escapes, shownControls: options.shownControls)
    // Shifted while wrapping: the line's first columns are left out, from its start only (a
    // row inside the line starts after them already).
    var shifted = 0
    if options.leadingShift > 0, position == 0 || hasNewline(before: position) {
      // The header's columns (`--header N,M`) stay; the shift starts after them.
      let (kept, rest) = Self.splitting(columns: options.headerColumns, of: glyphs, tabStops: options.tabStops)
      let (shiftedRest, dropped) = Self.dropping(columns: options.leadingShift, of: rest, tabStops: options.tabStops)
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
      ? LineBreaker.wrap(glyphs: glyphs, width: width, tabStops: options.tabStops)
      : LineBreaker.wrapCharacters(glyphs: glyphs, width: width, tabStops: options.tabStops)
    return finishing(
      wrapped, joiners: WrappedRow.joiners(of: wrapped, glyphs: glyphs), lineStart: position, lineEnd: lineEnd,
      shifted: shifted, byteCount: bytes.count)
  }

  /// The rows of `wrapped`, the rows of the line from `lineStart` (see ``wrap(from:)``).
  private func finishing(
    _ wrapped: [WrappedRow], joiners: [String?], lineStart position: Int, lineEnd: Int?, shifted: Int,
    byteCount: Int
  ) -> ([Row], Int, Bool) {
    let available = endPosition
    var rows: [Row] = []
    for (index, row) in wrapped.enumerated() {
      let isLast = index == wrapped.count - 1
      if isLast, lineEnd == nil, !rows.isEmpty { break }
      var line = DisplayLine(
        spans: row.spans, width: row.width,
        source: SourcePosition(block: 0, offset: position + shifted + row.sourceStart))
      line.joiner = joiners[index]
      if !indent.isEmpty, !line.spans.isEmpty { line.prepend(Span(indent)) }
      rows.append(Row(position: position + shifted + row.sourceStart, line: line))
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

  /// The glyphs of `glyphs`' first `columns` cells, and the rest.
  /// less's `-s`: of blank lines in a row only the last has a row, as less shows the last of
  /// them. The end of such a line at `position` (a line's start), or `nil` when it has rows.
  /// A blank line is empty, or a lone carriage return, as less's.
  func squeezedLineEnd(at position: Int) -> Int? {
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

  static func splitting(columns: Int, of glyphs: [Glyph], tabStops: TabStops = .standard) -> ([Glyph], [Glyph]) {
    guard columns > 0 else { return ([], glyphs) }
    var column = 0
    var index = 0
    while index < glyphs.count, column < columns, !glyphs[index].isNewline {
      column += glyphs[index].isTab ? tabStops.width(at: column) : glyphs[index].width
      index += 1
    }
    return (Array(glyphs[..<index]), Array(glyphs[index...]))
  }

  /// `glyphs` without their first `columns` cells (a tab counted to its stop, a wide
  /// character straddling the edge left out whole), and the source units left out.
  static func dropping(columns: Int, of glyphs: [Glyph], tabStops: TabStops = .standard) -> ([Glyph], Int) {
    var column = 0
    var source = 0
    var index = 0
    while index < glyphs.count, column < columns, !glyphs[index].isNewline {
      column += glyphs[index].isTab ? tabStops.width(at: column) : glyphs[index].width
      source += glyphs[index].sourceLength
      index += 1
    }
    return (Array(glyphs[index...]), source)
  }

  /// The style a row starting at `position` begins with: the default at a line's start, else
  /// what the line's escape sequences before it set. Only the `window` bytes before the row
  /// are read: in a longer line a colour set further back is not known there.
  ///
  /// A row starts inside a line only where wrapping the line from its start put it, so until
  /// some wrapped bytes held an escape, none is before it either, and nothing is read.
  func style(before position: Int) -> TextStyle {
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

  func hasNewline(before position: Int) -> Bool {
    source.bytes(in: (position - 1)..<position) == [0x0A]
  }
}
