import ScrollKit

/// Searches of a plain document's bytes, a page at a time and never a line whole, so that
/// memory stays bounded whatever the length of the lines: a pattern's next match, its
/// matches counted, the lines a filter keeps. Candidates found in the raw bytes (see
/// ``ByteMatcher``) are checked on the decoded text around them.
struct SourceSearch {
  /// The document's bytes.
  let source: ByteSource
  /// How escape sequences are read (see ``VisibleText``).
  let escapes: EscapeRendering

  private var endPosition: Int { source.count }

  /// Bytes scanned at a time: a file page.
  static let chunk = 1 << 16

  /// Looks for the next match's offset (``RowSearch/matchOffset``), a slice of about `budget`
  /// bytes; sets the search's cursor where the slice stopped, or its outcome when nothing is
  /// left to find. Returns the bytes spent.
  func findMatch(_ search: inout RowSearch, budget: Int) -> Int {
    let matcher = ByteMatcher(search.pattern)
    let lower = max(0, search.range.lowerBound)
    let upper = min(endPosition, search.range.upperBound)
    let overlap = max(0, matcher.longestNeedle - 1)
    let forward = search.direction == .forward
    var cursor = forward ? max(search.cursor, lower) : min(search.cursor, upper)
    var spent = 0
    var hasMore: Bool { forward ? cursor < upper : cursor > lower }
    while hasMore {
      // A key or a signal waiting comes first: the page would only be searched again.
      if Self.mayBeCut(search.pattern) {
        search.cursor = cursor
        return spent
      }
      let chunk = forward ? cursor..<min(upper, cursor + Self.chunk) : max(lower, cursor - Self.chunk)..<cursor
      let start = match(
        in: chunk, readingTo: min(endPosition, chunk.upperBound + overlap), matcher, search.pattern,
        last: !forward, within: lower..<upper)
      if Self.mayBeCut(search.pattern) {
        search.cursor = cursor
        return spent
      }
      if let start {
        search.matchOffset = start
        return spent
      }
      spent += chunk.count
      cursor = forward ? chunk.upperBound : chunk.lowerBound
      if spent >= budget, hasMore {
        search.cursor = cursor
        return spent
      }
    }
    search.outcome = .notFound
    return spent
  }

  /// Whether the matches of `pattern` just found may have been cut short by a key or a
  /// signal waiting (see ``SearchPattern/isInterruptPending``): the page is then searched
  /// again after it, not taken as searched. A literal's matching is never stopped.
  static func mayBeCut(_ pattern: SearchPattern) -> Bool {
    pattern.isRegularExpression && SearchPattern.isInterruptPending
  }

  /// The first match (the last, for `last`) of `pattern` starting in `chunk` and `bounds`,
  /// the bytes read up to `readEnd` (a match may run past the chunk).
  private func match(
    in chunk: Range<Int>, readingTo readEnd: Int, _ matcher: ByteMatcher, _ pattern: SearchPattern,
    last: Bool, within bounds: Range<Int>
  ) -> Int? {
    let bytes = source.bytes(in: chunk.lowerBound..<readEnd)
    let decodes = matcher.decodesPages || VisibleText.differs(from: bytes)
    let candidates = decodes
      ? decodedMatchStarts(in: chunk, matcher, pattern)
      : matcher.candidates(in: bytes, before: chunk.count).map { chunk.lowerBound + $0 }
    for candidate in last ? candidates.reversed() : candidates {
      let start = decodes ? candidate : matchStart(around: candidate, matcher, pattern, last: last)
      if let start, bounds.contains(start) { return start }
    }
    return nil
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

  /// The byte offset where a match of `pattern` that holds the byte at `anchor` starts, read
  /// from the decoded text of the line around it (a few bytes each side, never the whole line).
  private func matchStart(
    around anchor: Int, _ matcher: ByteMatcher, _ pattern: SearchPattern, last: Bool
  ) -> Int? {
    Self.matchStart(
      around: anchor, count: endPosition, bytes: { source.bytes(in: $0) }, matcher, pattern, last: last)
  }

  /// The offset where a match of `pattern` that holds the byte at `anchor` starts, among
  /// `count` bytes read a window at a time through `read` (a file's, or a page's visible text).
  private static func matchStart(
    around anchor: Int, count endPosition: Int, bytes read: (Range<Int>) -> [UInt8],
    _ matcher: ByteMatcher, _ pattern: SearchPattern, last: Bool
  ) -> Int? {
    var start = max(0, anchor - matcher.bytesBeforeAnchor - 32)
    let end = min(endPosition, anchor + matcher.bytesFromAnchor + 32)
    var bytes = read(start..<end)
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
    let visible = VisibleText(bytes, base: start, escapes: escapes)
    let starts: [Int]
    if !pattern.isRegularExpression, !matcher.decodesPages {
      // As through plain text: the anchor's bytes looked for in the visible text, and only
      // the text around each candidate decoded (git's coloured log: most pages hold none).
      let text = visible.bytes
      starts = matcher.candidates(in: text, before: text.count).compactMap {
        Self.matchStart(
          around: $0, count: text.count, bytes: { Array(text[$0.clamped(to: 0..<text.count)]) }, matcher, pattern,
          last: false)
      }
    } else if pattern.isRegularExpression {
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

  /// Counts the matches' starts, a slice of about `budget` bytes.
  func count(_ count: inout MatchCount, budget: Int) {
    var spent = 0
    let stop = min(endPosition, count.limit)
    while count.cursor < stop, spent < max(1, budget) {
      let end = min(stop, count.cursor + Self.chunk)
      let starts = matchStarts(of: count.pattern, in: count.cursor..<end)
      if Self.mayBeCut(count.pattern) { return }
      for start in starts { count.add(start) }
      spent += end - count.cursor
      count.cursor = end
    }
    if count.cursor >= stop { count.isFinished = true }
  }

  /// Looks at the bytes a 64 KiB chunk at a time, keeping the lines the filter keeps: a line
  /// longer than a chunk is looked at a chunk at a time too (its matches so far kept in the
  /// scan), so memory stays bounded and keys are answered between slices whatever the
  /// length of a line. Once a line is known to match, the rest of it is only read for its end.
  func filter(_ scan: inout FilterScan, budget: Int) {
    var spent = 0
    while !scan.isFinished, spent < max(1, budget) {
      let start = scan.cursor
      let end = min(scan.end, start + Self.chunk)
      let bytes = source.bytes(in: start..<end)
      let settled = scan.lineMatches && !scan.filter.isInverted
      let matches = settled ? [] : matchStarts(of: scan.filter.pattern, in: start..<end)
      if !settled, Self.mayBeCut(scan.filter.pattern) { return }
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
}
