#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A row of cells as the writer compares it with what the terminal shows: a blank past its
/// end, its content ending at its last cell that is not a blank, and where two rows first
/// differ.
enum CellRow {
  /// The cell at `column` of a row as the terminal shows it: a blank past the row's end.
  static func cell(_ row: UnsafeBufferPointer<Cell>, _ column: Int) -> Cell {
    column >= 0 && column < row.count ? row[column] : .blank
  }

  /// The index after a row's last cell that is not a plain blank.
  static func contentEnd(_ row: UnsafeBufferPointer<Cell>) -> Int {
    var end = row.count
    while end > 0, row[end - 1] == .blank { end -= 1 }
    return end
  }

  /// The first column where rows `a` and `b`, of one width, differ; `nil` when they are
  /// equal. Compared in their storage, a block of cells at a time as bytes: cells with the same bytes are equal, so only a block whose bytes differ is
  /// compared cell by cell (its bytes may differ only in the padding between a cell's
  /// fields). Most rows a frame compares are unchanged or change at their end (the header's
  /// percentage, the indicator's column), and a cell compared by its fields cost 27
  /// instructions.
  static func firstDifference(_ a: [Cell], _ b: [Cell]) -> Int? {
    a.withUnsafeBufferPointer { left in b.withUnsafeBufferPointer { firstDifference(left, $0) } }
  }

  static func firstDifference(_ left: UnsafeBufferPointer<Cell>, _ right: UnsafeBufferPointer<Cell>) -> Int? {
    let count = min(left.count, right.count)
    var start = 0
    while start < count {
      let end = min(count, start + blockCells)
      if memcmp(left.baseAddress! + start, right.baseAddress! + start, (end - start) * MemoryLayout<Cell>.stride) != 0 {
        for index in start..<end where left[index] != right[index] { return index }
      }
      start = end
    }
    return left.count == right.count ? nil : count
  }

  /// The cells compared as bytes at once by ``firstDifference(_:_:)``.
  private static let blockCells = 16
}
