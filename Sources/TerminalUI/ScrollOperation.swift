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
