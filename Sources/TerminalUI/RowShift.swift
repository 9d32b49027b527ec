/// How far a screen's rows moved between two drawings, found by comparing them: for a caller
/// that hands the writer whole rows and no recorded move (``ScrollAreaRenderer/update(to:region:columns:movingColumns:shiftHint:)``).
/// A frame (``Screen``) records its moves, and its writer never searches for one.
enum RowShift {
  /// How far the rows moved from `old` to `new` (positive: up), when at least half of the
  /// area is kept by the move (otherwise rewriting is as cheap). `hint`, the distance the
  /// view that scrolled the rows knows, is taken as it is: 0 says they did not move, the
  /// area's height or more that no row stayed. Checking it compared every kept row cell by
  /// cell (a sixth of a page's frame), and a row that moved and changed besides is written
  /// again after the move anyway, as any changed row is: a wrong hint costs bytes, never a
  /// wrong screen. Without one, the distances that keep half of the area are tried.
  static func distance(
    from old: ArraySlice<[Cell]>, to new: ArraySlice<[Cell]>, in columns: Range<Int>? = nil,
    hint: Int? = nil
  ) -> Int? {
    if let hint, old.count == new.count { return hint == 0 || abs(hint) >= new.count ? nil : hint }
    return distance(from: Array(old), to: Array(new), in: columns)
  }

  static func distance(from old: [[Cell]], to new: [[Cell]], in columns: Range<Int>? = nil) -> Int? {
    let count = new.count
    guard old.count == count, count >= 2 else { return nil }
    let unmoved = (0..<count).allSatisfy {
      isSameStorage(old[$0], new[$0]) || sameCells(clip(old[$0], to: columns), clip(new[$0], to: columns))
    }
    guard !unmoved else { return nil }
    for distance in 1..<count where count - distance >= (count + 1) / 2 {
      let kept = 0..<(count - distance)
      // Moving blank rows saves nothing.
      guard kept.contains(where: { hasContent(clip(new[$0], to: columns)) }) else { continue }
      if kept.allSatisfy({ matches(new[$0], old[$0 + distance], in: columns) }) { return distance }
      if kept.allSatisfy({ matches(new[$0 + distance], old[$0], in: columns) }) { return -distance }
    }
    return nil
  }

  /// The cells of `row` in `columns` (all of them when nil), as a slice: the rows are
  /// compared in the moving columns, never copied (copying two screens of cells to compare
  /// them was the largest copy of a one-row scroll).
  private static func clip(_ row: [Cell], to columns: Range<Int>?) -> ArraySlice<Cell> {
    guard let columns else { return row[...] }
    return row[min(columns.lowerBound, row.count)..<min(columns.upperBound, row.count)]
  }

  /// Whether rows `a` and `b` show the same in `columns`: one storage, equal cells, or
  /// blanks alone in both.
  private static func matches(_ a: [Cell], _ b: [Cell], in columns: Range<Int>?) -> Bool {
    if isSameStorage(a, b) { return true }
    let (left, right) = (clip(a, to: columns), clip(b, to: columns))
    return sameCells(left, right) || (!hasContent(left) && !hasContent(right))
  }

  /// Whether `cells` hold anything but plain blanks.
  private static func hasContent(_ cells: ArraySlice<Cell>) -> Bool {
    cells.contains { $0 != .blank }
  }

  /// Whether `a` and `b` are one row's storage: a row the canvas moved is the row drawn
  /// before, known equal without comparing its cells (a slice of it has no such shortcut).
  static func isSameStorage(_ a: [Cell], _ b: [Cell]) -> Bool {
    a.count == b.count
      && a.withUnsafeBufferPointer { left in b.withUnsafeBufferPointer { $0.baseAddress == left.baseAddress } }
  }

  /// Whether `a` and `b` hold equal cells, compared in their storage: through the
  /// collection's `==` a cell cost five times as much.
  static func sameCells(_ a: ArraySlice<Cell>, _ b: ArraySlice<Cell>) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBufferPointer { left in
      b.withUnsafeBufferPointer { right in
        for index in 0..<left.count where left[index] != right[index] { return false }
        return true
      }
    }
  }
}
