import ScrollKit

/// A plain-text document of any size as display rows, laid out only where it is looked at.
///
/// A row's position is the byte offset where it starts. Rows are made by wrapping one source
/// line at a time from a row start (``LineWrapper``), so neither a gigabyte file nor a 10 MB
/// line is ever held whole; walking backwards finds a line's start by scanning back for a
/// newline (``RowStarts``); searches read the bytes a page at a time (``SourceSearch``).
public final class TextRows: RowSequence {
  /// The document's bytes.
  public let source: ByteSource
  /// The width rows are wrapped to, in cells.
  public let width: Int
  /// The layout: width, margins, wrapping.
  public let options: LayoutOptions
  /// The source's lines counted so far, shared with its other layouts.
  public let lineIndex: LineIndex
  /// The lines wrapped, and the rows remembered.
  let wrapper: LineWrapper
  /// The walks back through the rows.
  let rowStarts: RowStarts
  /// The bytes' searches.
  let sourceSearch: SourceSearch
  /// The sample's bytes per row; with the source's size when the sample held the whole
  /// document (fewer than 200 rows), which may still grow: a pipe's first bytes.
  private var sample: (bytesPerRow: Double, sourceCount: Int?)?

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
    wrapper = LineWrapper(source: source, options: options, window: window)
    rowStarts = RowStarts(wrapper: wrapper)
    sourceSearch = SourceSearch(source: source, escapes: options.escapes)
  }

  /// Bytes wrapped at a time when a line is longer than that.
  var window: Int { wrapper.window }

  /// One display row and where it starts.
  public struct Row: Hashable, Sendable {
    /// The byte offset of the row's first byte.
    public var position: Int
    /// The row as drawn.
    public var line: DisplayLine
  }

  /// Where the rows that scroll begin: after the header's lines (`--header`), which
  /// ``headerLines(limit:)`` gives to be drawn above them.
  public var startPosition: Int {
    guard options.headerLines > 0 else { return 0 }
    if let headerEnd, headerEnd.sourceCount == source.count { return headerEnd.position }
    let position = min(source.count, lineIndex.position(ofLine: options.headerStartLine + options.headerLines))
    headerEnd = (position, source.count)
    return position
  }
  /// Where the header's lines end, for the source's size then.
  private var headerEnd: (position: Int, sourceCount: Int)?
  public var endPosition: Int { source.count }

  /// The first `limit` rows of the header's lines (`--header N`), laid out as the rows below
  /// them: no more than a screen shows, whatever N (`--header=1000000` laid out a whole 8 MB
  /// file at every frame, 2.4 GB).
  public func headerLines(limit: Int) -> [DisplayLine] {
    let end = startPosition
    var lines: [DisplayLine] = []
    var next = options.headerLines > 0 ? min(end, lineIndex.position(ofLine: options.headerStartLine)) : end
    while next < end, lines.count < limit {
      let (lineRows, after) = wrapper.cachedWrap(from: next)
      lines += lineRows.lazy.filter { $0.position < end }.prefix(limit - lines.count).map(\.line)
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
      let (lineRows, after, final) = wrapper.cachedFinalWrap(from: next)
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
    let rows = rowStarts.walkBack(before: position, limit: limit, budget: &budget).rows ?? []
    guard options.headerLines > 0 else { return rows }
    let start = startPosition
    return rows.filter { $0 >= start }
  }

  /// Up to `limit` rows, starting with the row at `position`.
  public func rows(from position: Int, limit: Int) -> [Row] {
    var rows: [Row] = []
    var next = max(startPosition, position)
    while rows.count < limit, next < endPosition {
      let (lineRows, after) = wrapper.cachedWrap(from: next)
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
    return rowStarts.rowStart(containing: offset, budget: &budget) ?? 0
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

  /// The starts of the first `limit` rows, as ``positions(from:limit:)`` gives them; a line
  /// whose rows are sure without wrapping it (``SureLines``) is counted so, any other line is
  /// wrapped as drawn.
  func samplePositions(limit: Int) -> [Int] {
    var positions: [Int] = []
    positions.reserveCapacity(limit)
    let chunkEnd = min(endPosition, 1 << 16)
    let chunk = source.bytes(in: 0..<chunkEnd)
    var next = 0
    while positions.count < limit, next < endPosition {
      if next < chunkEnd,
        let length = SureLines.fittingLength(
          in: chunk, from: next, width: width, overstrikes: !options.shownControls.contains(.backspaces))
      {
        positions.append(next)
        next += length + 1
        continue
      }
      if next < chunkEnd, !options.wrapsAtWords, options.leadingShift == 0, options.wrapsLines,
        let length = SureLines.printableASCIILength(in: chunk, from: next)
      {
        // Wrapped by characters, printable ASCII breaks every `width` bytes (see
        // ``LineBreaker/wrapCharacters(glyphs:width:tabStops:)``): a long line's rows are
        // counted without a glyph made for each of its bytes.
        var start = next
        while start < next + length, positions.count < limit {
          positions.append(start)
          start += width
        }
        next += length + 1
        continue
      }
      let (lineRows, after) = wrapper.cachedWrap(from: next)
      for row in lineRows.prefix(limit - positions.count) { positions.append(row.position) }
      guard after > next else { break }
      next = after
    }
    return positions
  }
}
