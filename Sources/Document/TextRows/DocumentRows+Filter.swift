/// less's `&pattern`: a document's rows showing only the lines a ``LineFilter`` keeps. A
/// plain file's filtered rows are rows of a ``FilteredByteSource``; a laid-out document's
/// are its layout with the other lines left out, laid out again with the filter on a
/// resize. Either way the filtered rows are rows like any others: search, `-N`, `=` and the
/// footer work on them unchanged.
extension TextRows {
  public var lineFilter: LineFilter? { (source as? FilteredByteSource)?.filter }

  public func filterScan(_ filter: LineFilter) -> FilterScan {
    FilterScan(filter: filter, from: startPosition, to: endPosition)
  }

  public var wholeLinesEnd: Int {
    source.lastIndex(of: 0x0A, before: endPosition).map { $0 + 1 } ?? startPosition
  }

  public func filterScan(_ filter: LineFilter, from start: Int, to end: Int) -> FilterScan {
    // From a line's start: a row that goes on with a line belongs to the line above.
    let lineStart = start <= 0 || source.bytes(in: (start - 1)..<start).first == 0x0A
      ? max(0, start) : source.firstIndex(of: 0x0A, from: start, before: end).map { $0 + 1 } ?? end
    return FilterScan(filter: filter, from: min(lineStart, end), to: end)
  }

  /// Looks at the bytes a 64 KiB chunk at a time, keeping the lines the filter keeps: a line
  /// longer than a chunk is looked at a chunk at a time too (its matches so far kept in the
  /// scan), so memory stays bounded and keys are answered between slices whatever the
  /// length of a line. Once a line is known to match, the rest of it is only read for its end.
  public func continueFiltering(_ scan: inout FilterScan, budget: Int) {
    var spent = 0
    while !scan.isFinished, spent < max(1, budget) {
      let start = scan.cursor
      let end = min(scan.end, start + Self.searchChunk)
      let bytes = source.bytes(in: start..<end)
      let settled = scan.lineMatches && !scan.filter.isInverted
      let matches = settled ? [] : matchStarts(of: scan.filter.pattern, in: start..<end)
      var next = 0
      var lineStart = 0
      while lineStart < bytes.count {
        let newline = bytes[lineStart...].firstIndex(of: 0x0A)
        let lineEnd = newline.map { $0 + 1 } ?? bytes.count
        // A match starting before the chunk, in a line that began before it, is that line's.
        let floor = lineStart == 0 && scan.lineStart < start ? Int.min : start + lineStart
        while next < matches.count, matches[next] < floor { next += 1 }
        if next < matches.count, matches[next] < start + lineEnd { scan.lineMatches = true }
        if newline != nil || start + lineEnd >= scan.end { scan.endLine(at: start + lineEnd) }
        lineStart = lineEnd
      }
      spent += end - start
      scan.cursor = end
      if end >= scan.end { scan.isFinished = true }
    }
  }

  public func filtered(by scan: FilterScan, keeping position: Int) -> (rows: any DocumentRows, position: Int) {
    let base = unfilteredRows
    let offset = (source as? FilteredByteSource)?.baseOffset(of: position) ?? position
    let source = FilteredByteSource(
      base: base.source, lineIndex: base.lineIndex, filter: scan.filter, runs: scan.kept)
    let rows = TextRows(source: source, options: options, window: window)
    let kept = source.filteredOffset(of: offset)
    return (rows, kept >= source.count ? rows.positions(before: source.count, limit: 1).first ?? 0 : rows.rowStart(containing: kept))
  }

  public func unfiltered(keeping position: Int) -> (rows: any DocumentRows, position: Int)? {
    guard let filtered = source as? FilteredByteSource else { return nil }
    let rows = unfilteredRows
    return (rows, rows.rowStart(containing: min(filtered.baseOffset(of: position), max(0, rows.endPosition - 1))))
  }

  /// These rows without a filter: the document's own.
  private var unfilteredRows: TextRows {
    guard let filtered = source as? FilteredByteSource else { return self }
    return TextRows(source: filtered.base, options: options, window: window, lineIndex: filtered.baseLineIndex)
  }
}

extension LaidOutRows {
  public var lineFilter: LineFilter? { filter }

  public func filterScan(_ filter: LineFilter) -> FilterScan {
    FilterScan(filter: filter, from: startPosition, to: endPosition)
  }

  public var wholeLinesEnd: Int { endPosition }

  public func filterScan(_ filter: LineFilter, from start: Int, to end: Int) -> FilterScan {
    FilterScan(filter: filter, from: max(startPosition, start), to: min(end, endPosition))
  }

  /// Looks at a block's rows at a time, its lines being the rows a wrap joins (a
  /// paragraph's, a code line's), about `budget` units a slice (see ``continueSearch(_:budget:)``);
  /// a scan of part of the rows (a search) keeps the lines that start there.
  public func continueFiltering(_ scan: inout FilterScan, budget: Int) {
    guard !scan.isFinished else { return }
    var spent = 0
    var place = unitAndRow(of: scan.cursor)
    while case let (unit, _)? = place {
      if !isLaidOut(unit: unit) { spent += Self.layoutCostPerRow * rowCount(ofUnit: unit) }
      let rows = unitRows(unit)
      for range in Self.keptLines(of: rows, by: scan.filter) {
        let kept = position(unit: unit, row: range.lowerBound)..<position(unit: unit, row: range.upperBound)
        guard kept.lowerBound >= scan.cursor, kept.lowerBound < scan.end else { continue }
        scan.line = kept.lowerBound + 1
        scan.keep(kept)
      }
      spent += Self.searchCostPerRow * rows.count
      place = unit + 1 < units ? unitAndRow(of: position(unit: unit + 1, row: 0)) : nil
      guard let next = place, position(unit: next.unit, row: next.row) < scan.end else { break }
      scan.cursor = position(unit: next.unit, row: next.row)
      if spent >= max(1, budget) { return }
    }
    scan.cursor = scan.end
    scan.isFinished = true
  }

  public func filtered(by scan: FilterScan, keeping position: Int) -> (rows: any DocumentRows, position: Int) {
    let rows = LaidOutRows(document: document, options: options, filter: scan.filter)
    return (rows, rows.position(showing: self, at: position))
  }

  public func unfiltered(keeping position: Int) -> (rows: any DocumentRows, position: Int)? {
    guard filter != nil else { return nil }
    let rows = LaidOutRows(document: document, options: options)
    return (rows, rows.position(showing: self, at: position))
  }

  /// The row here that shows what the row at `position` of `other` shows, or the next one.
  func position(showing other: LaidOutRows, at position: Int) -> Int {
    guard position < other.endPosition, let shown = other.line(at: position), endPosition > startPosition else { return 0 }
    let index = lastPosition(showing: shown.source)
    guard let line = line(at: index), line.source < shown.source else { return index }
    return positions(from: index, limit: 2).dropFirst().first ?? index
  }

  /// The rows of `lines` (a unit's) that `filter` keeps, as offsets from their start: each
  /// line a wrap joins kept whole or left out.
  static func keptLines(of lines: some RandomAccessCollection<DisplayLine>, by filter: LineFilter) -> [Range<Int>] {
    var kept: [Range<Int>] = []
    let rows = Array(lines)
    var first = 0
    while first < rows.count {
      var last = first
      while last < rows.count - 1, rows[last].joiner != nil { last += 1 }
      let found = (first...last).contains { filter.pattern.isFound(inRow: $0, of: rows) }
      if filter.keeps(matching: found) { kept.append(first..<(last + 1)) }
      first = last + 1
    }
    return kept
  }
}
