/// The row starts of one long line, found a window at a time from its start and kept: walking
/// back through the line, or reaching its end again, then costs the rows drawn, not the line.
///
/// Greedy wrapping depends only on where a row starts, so the list can be extended from
/// ``next`` at any time, a slice of work at a time (End on a 64 MB line runs for seconds).
struct LongLineIndex: Hashable, Sendable {
  /// Where the line starts.
  let lineStart: Int
  /// Every row start of the line before ``next``, in order.
  var starts: [Int] = []
  /// The next row start to wrap from; the line's end (after its newline) once complete.
  var next: Int
  /// Whether ``starts`` holds every row of the line.
  var isComplete = false
  /// How far the line's bytes have been read and found to hold no newline (at least
  /// ``next``; past it at the end of input still arriving, whose last rows are not kept).
  var readEnd: Int

  init(lineStart: Int) {
    self.lineStart = lineStart
    next = lineStart
    readEnd = lineStart
  }

  /// Whether the byte at `offset` is known to be part of the line: no newline lies in
  /// `lineStart..<readEnd` but the line's own last byte.
  func holds(byte offset: Int) -> Bool { offset >= lineStart && offset < max(next, readEnd) }

  /// Whether every row start before `end` is known.
  func reaches(_ end: Int) -> Bool { isComplete || next >= end }

  /// The last `limit` row starts before `end`, found by bisection.
  func starts(before end: Int, last limit: Int) -> ArraySlice<Int> {
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] < end { low = middle + 1 } else { high = middle }
    }
    return starts[max(0, low - max(0, limit))..<low]
  }
}

/// What a walk back through the rows gave: the rows, or nothing yet, its budget having run out.
enum WalkBack {
  case rows([Int])
  case unfinished

  var rows: [Int]? {
    if case .rows(let rows) = self { return rows }
    return nil
  }
}
