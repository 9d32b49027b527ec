import ScrollKit

extension LaidOutRows {
  /// Work units a row costs a search, for the budget of a slice.
  static let searchCostPerRow = 64
  /// Work units a row costs to lay out, when a search reaches a block not laid out yet.
  static let layoutCostPerRow = 512

  /// Searches the rows as laid out, a slice of about `budget` units (a row costs
  /// ``searchCostPerRow``, and ``layoutCostPerRow`` more when its block is laid out for the
  /// search); a match that wraps into the next row counts for the row it starts in.
  public func continueSearch(_ search: inout RowSearch, budget: Int) {
    guard !search.isFinished else { return }
    let lower = max(startPosition, search.range.lowerBound)
    let upper = min(endPosition, search.range.upperBound)
    var spent = 0
    switch search.direction {
    case .forward:
      var place = unitAndRow(of: max(search.cursor, lower))
      while case let (unit, first)? = place {
        if !isLaidOut(unit: unit) { spent += Self.layoutCostPerRow * rowCount(ofUnit: unit) }
        let rows = unitRows(unit)
        for row in first..<rows.count {
          let position = position(unit: unit, row: row)
          guard position < upper else { break }
          if search.pattern.isFound(inRow: row, of: rows) {
            search.outcome = .found(position)
            return
          }
          spent += Self.searchCostPerRow
          if spent >= budget, row + 1 < rows.count {
            search.cursor = position + 1
            return
          }
        }
        place = unit + 1 < units ? unitAndRow(of: self.position(unit: unit + 1, row: 0)) : nil
        guard let next = place, self.position(unit: next.unit, row: next.row) < upper else { break }
        if spent >= budget {
          search.cursor = self.position(unit: next.unit, row: next.row)
          return
        }
      }
    case .backward:
      var (unit, row) = endPlace(of: min(search.cursor, upper))
      while true {
        if row == 0 {
          unit -= 1
          guard unit >= 0, position(unit: unit + 1, row: 0) > lower else { break }
          if !isLaidOut(unit: unit) { spent += Self.layoutCostPerRow * rowCount(ofUnit: unit) }
          row = rowCount(ofUnit: unit)
          continue
        }
        row -= 1
        let position = position(unit: unit, row: row)
        guard position >= lower else { break }
        if search.pattern.isFound(inRow: row, of: unitRows(unit)) {
          search.outcome = .found(position)
          return
        }
        spent += Self.searchCostPerRow
        if spent >= budget, position > lower {
          search.cursor = position
          return
        }
      }
    }
    search.outcome = .notFound
  }

  /// Counts the rows that show a match, a slice of about `budget` units.
  public func continueCounting(_ count: inout MatchCount, budget: Int) {
    var spent = 0
    var place = unitAndRow(of: count.cursor)
    while case let (unit, first)? = place, spent < max(1, budget) {
      if !isLaidOut(unit: unit) { spent += Self.layoutCostPerRow * rowCount(ofUnit: unit) }
      let rows = unitRows(unit)
      for row in first..<rows.count {
        if count.pattern.isFound(inRow: row, of: rows) { count.add(position(unit: unit, row: row)) }
      }
      spent += Self.searchCostPerRow * (rows.count - first)
      place = unit + 1 < units ? unitAndRow(of: position(unit: unit + 1, row: 0)) : nil
    }
    if let place {
      count.cursor = position(unit: place.unit, row: place.row)
    } else {
      count.cursor = endPosition
      count.isFinished = true
    }
  }
}

extension TextRows {
  /// Bytes scanned at a time: a file page.
  static let searchChunk = 1 << 16

  /// Searches the bytes, a slice of about `budget` of them: never a line whole, so memory
  /// stays bounded whatever the length of the lines. Candidates found in the raw bytes (see
  /// ``ByteMatcher``) are checked on the decoded text around them.
  public func continueSearch(_ search: inout RowSearch, budget: Int) {
    guard !search.isFinished else { return }
    if search.matchOffset != nil { return locateMatch(&search, budget: budget) }
    let matcher = ByteMatcher(search.pattern)
    let lower = max(0, search.range.lowerBound)
    let upper = min(endPosition, search.range.upperBound)
    var cursor = search.cursor
    var spent = 0
    let overlap = max(0, matcher.longestNeedle - 1)
    switch search.direction {
    case .forward:
      cursor = max(cursor, lower)
      while cursor < upper {
        let chunkEnd = min(upper, cursor + Self.searchChunk)
        let bytes = source.bytes(in: cursor..<min(endPosition, chunkEnd + overlap))
        let decodes = matcher.decodesPages || VisibleText.differs(from: bytes)
        let candidates = decodes
          ? decodedMatchStarts(in: cursor..<chunkEnd, matcher, search.pattern)
          : matcher.candidates(in: bytes, before: chunkEnd - cursor).map { cursor + $0 }
        for candidate in candidates {
          let start = decodes
            ? candidate : matchStart(around: candidate, matcher, search.pattern, last: false)
          if let start, start >= lower, start < upper {
            search.matchOffset = start
            return locateMatch(&search, budget: budget - spent)
          }
        }
        spent += chunkEnd - cursor
        cursor = chunkEnd
        if spent >= budget, cursor < upper {
          search.cursor = cursor
          return
        }
      }
    case .backward:
      cursor = min(cursor, upper)
      while cursor > lower {
        let chunkStart = max(lower, cursor - Self.searchChunk)
        let bytes = source.bytes(in: chunkStart..<min(endPosition, cursor + overlap))
        let decodes = matcher.decodesPages || VisibleText.differs(from: bytes)
        let candidates = decodes
          ? decodedMatchStarts(in: chunkStart..<cursor, matcher, search.pattern)
          : matcher.candidates(in: bytes, before: cursor - chunkStart).map { chunkStart + $0 }
        for candidate in candidates.reversed() {
          let start = decodes
            ? candidate : matchStart(around: candidate, matcher, search.pattern, last: true)
          if let start, start >= lower, start < upper {
            search.matchOffset = start
            return locateMatch(&search, budget: budget - spent)
          }
        }
        spent += cursor - chunkStart
        cursor = chunkStart
        if spent >= budget, cursor > lower {
          search.cursor = cursor
          return
        }
      }
    }
    search.outcome = .notFound
  }

  /// Every match's start in `range` (a match may start a little before it, where its
  /// anchor lies in the range), in increasing order.
  func matchStarts(of pattern: SearchPattern, in range: Range<Int>) -> [Int] {
    let matcher = ByteMatcher(pattern)
    let overlap = max(0, matcher.longestNeedle - 1)
    let bytes = source.bytes(in: range.lowerBound..<min(endPosition, range.upperBound + overlap))
    if matcher.decodesPages || VisibleText.differs(from: bytes) {
      return decodedMatchStarts(in: range, matcher, pattern)
    }
    return matcher.candidates(in: bytes, before: range.count).compactMap {
      matchStart(around: range.lowerBound + $0, matcher, pattern, last: false)
    }
  }

  /// Finds the row of the match found, a slice at a time: deep in a long line that means
  /// wrapping the line up to it (see ``LongLineIndex``).
  private func locateMatch(_ search: inout RowSearch, budget: Int) {
    guard let offset = search.matchOffset else { return }
    var budget = max(1, budget)
    if let row = rowStart(containing: offset, budget: &budget) { search.outcome = .found(row) }
  }

  /// The byte offset where a match of `pattern` that holds the byte at `anchor` starts, read
  /// from the decoded text of the line around it (a few bytes each side, never the whole line).
  private func matchStart(
    around anchor: Int, _ matcher: ByteMatcher, _ pattern: SearchPattern, last: Bool
  ) -> Int? {
    var start = max(0, anchor - matcher.bytesBeforeAnchor - 32)
    let end = min(endPosition, anchor + matcher.bytesFromAnchor + 32)
    var bytes = source.bytes(in: start..<end)
    if let newline = bytes[..<(anchor - start)].lastIndex(of: 0x0A) {
      bytes.removeSubrange(...newline)
      start += newline + 1
    } else if start > 0 {
      // Inside a line: begin at a whole scalar.
      var drop = 0
      while drop < anchor - start, bytes[drop] & 0xC0 == 0x80 { drop += 1 }
      bytes.removeSubrange(..<drop)
      start += drop
    }
    if start == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      // The byte-order mark is not text (see ``TextDecoder``).
      bytes.removeSubrange(..<3)
      start = 3
    }
    if let newline = bytes[(anchor - start)...].firstIndex(of: 0x0A) {
      bytes.removeSubrange(newline...)
    } else if end < endPosition {
      while let byte = bytes.last, byte & 0xC0 == 0x80 { bytes.removeLast() }
      if let byte = bytes.last, byte >= 0xC0 { bytes.removeLast() }
    }
    let starts = Self.characterOffsets(of: bytes, from: start)
    let text = Array(String(decoding: bytes, as: UTF8.self))
    guard starts.count == text.count + 1 else { return nil }
    let holding = pattern.matches(in: text).filter { match in
      starts[match.lowerBound] <= anchor && anchor < starts[match.upperBound]
    }
    return (last ? holding.last : holding.first).map { starts[$0.lowerBound] }
  }

  /// How far before a page a search reads for the start of its first line (so that an
  /// escape sequence cut by the page's start is read whole, and `^` knows where lines begin)
  /// and after it for the end of its last.
  static let lineContext = 4096

  /// Where matches of `pattern` start in `range`, read from the page's visible text (see
  /// ``VisibleText``) decoded whole: for a regular expression, a pattern with no anchor, and
  /// any page with escapes or overstrike. A little text each side is read as context: back to
  /// the start of the page's first line and on to the end of its last, within
  /// ``lineContext`` bytes.
  private func decodedMatchStarts(in range: Range<Int>, _ matcher: ByteMatcher, _ pattern: SearchPattern)
    -> [Int]
  {
    var start = max(0, range.lowerBound - Self.lineContext)
    let end = min(endPosition, range.upperBound + max(matcher.bytesFromAnchor, Self.lineContext))
    var bytes = source.bytes(in: start..<end)
    var atLineStart = start == 0
    if let newline = bytes[..<(range.lowerBound - start)].lastIndex(of: 0x0A) {
      bytes.removeSubrange(...newline)
      start += newline + 1
      atLineStart = true
    } else if start > 0 {
      var drop = max(0, range.lowerBound - start - 8)
      while drop < bytes.count, start + drop < range.lowerBound, bytes[drop] & 0xC0 == 0x80 { drop += 1 }
      bytes.removeSubrange(..<drop)
      start += drop
    }
    if start == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      bytes.removeSubrange(..<3)
      start = 3
    }
    if end < endPosition {
      if let newline = bytes[max(0, range.upperBound - start)...].firstIndex(of: 0x0A) {
        bytes.removeSubrange(newline...)
      } else {
        while let byte = bytes.last, byte & 0xC0 == 0x80 { bytes.removeLast() }
        if let byte = bytes.last, byte >= 0xC0 { bytes.removeLast() }
      }
    }
    let visible = VisibleText(bytes, base: start, escapes: options.escapes)
    let starts: [Int]
    if pattern.isRegularExpression {
      starts = pattern.byteMatches(in: visible.bytes, atLineStart: atLineStart).map(\.lowerBound)
    } else {
      let offsets = Self.characterOffsets(of: visible.bytes, from: 0)
      let text = Array(String(decoding: visible.bytes, as: UTF8.self))
      guard offsets.count == text.count + 1 else { return [] }
      starts = pattern.matches(in: text).map { offsets[$0.lowerBound] }
    }
    return starts.map { visible.sourceOffset(of: $0) }.filter { range.contains($0) }
  }

  /// The byte offset of each character of `bytes` decoded (invalid bytes as U+FFFD, as
  /// `String(decoding:as:)` reads them), and of their end, counted from `base`.
  static func characterOffsets(of bytes: [UInt8], from base: Int) -> [Int] {
    var scalarLengths: [Int] = []
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    parsing: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): scalarLengths.append(encoded.count)
      case .error(let length): scalarLengths.append(length)
      case .emptyInput: break parsing
      }
    }
    var offsets = [base]
    var scalar = 0
    var offset = base
    for character in String(decoding: bytes, as: UTF8.self) {
      for _ in character.unicodeScalars where scalar < scalarLengths.count {
        offset += scalarLengths[scalar]
        scalar += 1
      }
      offsets.append(offset)
    }
    return offsets
  }
}
