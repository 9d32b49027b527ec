/// Rows that moved together since the terminal last showed a ``Screen``, as its scrolling
/// region moves them: recorded by what moved them (a scroll view), so that the writer moves
/// them on the terminal without looking for how far they went.
public struct ScrollOperation: Hashable, Sendable {
  /// The rows that moved together.
  public var rows: Range<Int>
  /// The columns whose cells moved; the others stayed put (a pane beside, the indicator).
  public var columns: Range<Int>
  /// How far the rows moved: positive up (a scroll forward), negative down. The height of
  /// ``rows`` or more: none of them stayed in view.
  public var shift: Int

  /// Rows of `columns` in `rows` moved by `shift`.
  public init(rows: Range<Int>, columns: Range<Int>, shift: Int) {
    self.rows = rows
    self.columns = columns
    self.shift = shift
  }

  /// Whether some rows stay in view after the move (and so can be moved, not drawn again).
  public var keepsRows: Bool { shift != 0 && abs(shift) < rows.count }
}

extension ScrollOperation {
  /// Moves the entries of `slots` in `rows` up by `shift` (down when negative), the entries
  /// pushed out coming back in at the other end: the rows of a screen that keeps each row's
  /// place in its storage move so, with none of their cells copied.
  static func rotate(_ slots: inout [Int], rows: Range<Int>, by shift: Int) {
    let count = rows.count
    guard count > 1 else { return }
    precondition(rows.lowerBound >= 0 && rows.upperBound <= slots.count, "rows outside the slots")
    let left = ((shift % count) + count) % count
    guard left != 0 else { return }
    // Three reversals in the array's storage: through slices, each swap checked its bounds
    // and the array's uniqueness, and the rotations (the frame's and the writer's) were a
    // tenth of a one-row scroll.
    slots.withUnsafeMutableBufferPointer { slots in
      let base = slots.baseAddress! + rows.lowerBound
      reverse(base, 0..<left)
      reverse(base, left..<count)
      reverse(base, 0..<count)
    }
  }

  /// Reverses the integers at `range` from `base`.
  private static func reverse(_ base: UnsafeMutablePointer<Int>, _ range: Range<Int>) {
    var low = range.lowerBound
    var high = range.upperBound - 1
    while low < high {
      swap(&base[low], &base[high])
      low += 1
      high -= 1
    }
  }
}
