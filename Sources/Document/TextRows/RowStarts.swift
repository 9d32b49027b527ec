/// The row starts of a plain document found walking back from a place: a line's start
/// scanned back for, its rows wrapped forward from there, and the row starts of long lines
/// kept (see ``LongLineIndex``), so that walking back through a long line, or reaching its end
/// again, costs the rows given and not the line. Each walk can be done a budget at a time.
final class RowStarts {
  /// The wrapped lines walked through.
  let wrapper: LineWrapper
  /// The row starts of very long lines found so far, by line start.
  private var longLines: [Int: LongLineIndex] = [:]
  /// How far back a scan for a line's start has gone without finding it (see
  /// ``lineStart(holding:budget:)``).
  private var lineStartScan: (offset: Int, floor: Int)?
  /// How far ``prepareRows(before:limit:budget:)`` has walked: the lines from `end` on.
  private var preparedWalk: (position: Int, limit: Int, end: Int, count: Int, lineStart: Int?)?

  init(wrapper: LineWrapper) {
    self.wrapper = wrapper
  }

  private var source: ByteSource { wrapper.source }
  private var endPosition: Int { wrapper.source.count }

  /// Bytes scanned back at most at a time for a line's start.
  static let scanChunk = 1 << 16

  /// The long lines whose row starts are kept at a time; their lists take a word per row.
  static let keptLongLines = 8

  /// Does about `budget` bytes of the work that ``positions(before:limit:)`` needs for these
  /// arguments: finding line starts and wrapping long lines ahead of time, so that the call
  /// itself then costs the rows it gives. Returns `nil` when nothing is left to do, otherwise
  /// the share done (0–1).
  func prepareRows(before position: Int, limit: Int, budget: Int) -> Double? {
    var budget = max(1, budget)
    // The lines already walked are not walked again: a walk over many short lines ends too.
    let resumed = preparedWalk.flatMap { $0.position == position && $0.limit == limit ? $0 : nil }
    var end = resumed?.end ?? min(position, endPosition)
    var count = resumed?.count ?? 0
    var knownStart = resumed?.lineStart
    while count < limit, end > 0 {
      guard let lineStart = knownStart ?? lineStart(holding: end - 1, budget: &budget) else {
        preparedWalk = (position, limit, end, count, nil)
        return 0
      }
      knownStart = nil
      let starts = rowStarts(ofLineAt: lineStart, before: end, last: limit - count, budget: &budget)
      guard let starts else {
        // The line's start is kept too: scanning back for it again would cost the line.
        preparedWalk = (position, limit, end, count, lineStart)
        let done = Double((longLines[lineStart]?.next ?? lineStart) - lineStart)
        return min(1, done / Double(max(1, end - lineStart)))
      }
      count += starts.count
      end = lineStart
    }
    preparedWalk = nil
    return nil
  }

  /// The positions of up to `limit` rows before `position`, unless `budget` (bytes read) runs
  /// out first; what was done is kept, so the next call goes on from there.
  func walkBack(before position: Int, limit: Int, budget: inout Int) -> WalkBack {
    guard limit > 0 else { return .rows([]) }
    var collected: [ArraySlice<Int>] = []
    var count = 0
    var end = min(position, endPosition)
    while count < limit, end > 0 {
      guard let lineStart = lineStart(holding: end - 1, budget: &budget),
        let starts = rowStarts(ofLineAt: lineStart, before: end, last: limit - count, budget: &budget)
      else { return .unfinished }
      collected.append(starts)
      count += starts.count
      end = lineStart
    }
    // Concatenated by hand: through `joined().suffix(_:)`, one row's walk (a `k`) cost
    // more in generic index moves than the rest of the key.
    var rows: [Int] = []
    rows.reserveCapacity(count)
    for starts in collected.reversed() { rows.append(contentsOf: starts) }
    return .rows(rows.count > limit ? Array(rows.suffix(limit)) : rows)
  }

  /// The start of the row that shows the byte at `offset`, unless `budget` runs out first.
  func rowStart(containing offset: Int, budget: inout Int) -> Int? {
    let offset = min(max(0, offset), endPosition)
    let lineStart = offset == 0 ? 0 : self.lineStart(holding: offset, budget: &budget)
    guard let lineStart else { return nil }
    let starts = rowStarts(ofLineAt: lineStart, before: offset + 1, last: 1, budget: &budget)
    guard let starts else { return nil }
    if starts.isEmpty, wrapper.options.squeezesBlankLines {
      // A squeezed blank line (-s) has no row: the last blank line of its run shows it.
      var next = lineStart
      while let end = wrapper.squeezedLineEnd(at: next) { next = end }
      return next
    }
    return starts.last ?? lineStart
  }

  /// The start of the line that holds the byte at `offset`: known at once inside a kept long
  /// line, otherwise scanned back for, `budget` bytes at a time.
  func lineStart(holding offset: Int, budget: inout Int) -> Int? {
    if let known = longLines.values.first(where: { $0.holds(byte: offset) }) {
      return known.lineStart
    }
    var floor = lineStartScan?.offset == offset ? lineStartScan?.floor ?? offset : offset
    // Most lines are short: the scan starts with a few hundred bytes and grows to the search
    // chunk (a chunk of 64 KiB copied for each line of a screen walked back was End's work).
    var chunk = 256
    while floor > 0 {
      let chunkStart = max(0, floor - chunk)
      chunk = min(chunk * 4, Self.scanChunk)
      if let newline = source.bytes(in: chunkStart..<floor).lastIndex(of: 0x0A) {
        lineStartScan = nil
        return chunkStart + newline + 1
      }
      budget -= floor - chunkStart
      floor = chunkStart
      // The budget is looked at after the work, so that every call gets somewhere.
      if budget <= 0, floor > 0 {
        lineStartScan = (offset, floor)
        return nil
      }
    }
    lineStartScan = nil
    return 0
  }

  /// The last `limit` row starts before `end` of the line beginning at `lineStart`, unless
  /// `budget` runs out first. A line longer than a window keeps its row starts (see
  /// ``LongLineIndex``), extended from where they reach.
  func rowStarts(ofLineAt lineStart: Int, before end: Int, last limit: Int, budget: inout Int)
    -> ArraySlice<Int>?
  {
    var index = longLines[lineStart] ?? LongLineIndex(lineStart: lineStart)
    var tail: [Int] = []
    var wrapped = false
    while !index.reaches(end), index.next < endPosition {
      // The budget is looked at after a window, so that every call gets somewhere.
      if budget <= 0, wrapped {
        keep(index)
        return nil
      }
      wrapped = true
      let from = index.next
      // Only a line's first window is remembered as rows: the windows of a very long line
      // would fill that cache with rows nobody draws.
      let (rows, after, isFinal) = from == lineStart ? wrapper.cachedFinalWrap(from: from) : wrapper.wrap(from: from)
      budget -= max(1, after - from)
      guard isFinal else {
        // The end of what has arrived, with no newline yet: these rows may still change.
        tail = rows.map(\.position)
        index.readEnd = max(index.readEnd, after)
        break
      }
      index.starts += rows.map(\.position)
      guard after > from, !rows.isEmpty else { break }
      index.next = after
      if wrapper.hasNewline(before: after) { index.isComplete = true }
    }
    if longLines[lineStart] != nil || !index.isComplete || index.next - lineStart > wrapper.window {
      keep(index)
    }
    let known = index.starts(before: end, last: limit)
    let fresh = tail.filter { $0 < end }
    guard !fresh.isEmpty else { return known }
    return (Array(known) + fresh).suffix(limit)
  }

  private func keep(_ index: LongLineIndex) {
    if longLines[index.lineStart] == nil, longLines.count >= Self.keptLongLines {
      longLines.removeAll()
    }
    longLines[index.lineStart] = index
  }
}
