/// A terminal's size in whole cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
  /// The number of rows.
  public var rows: Int
  /// The number of columns.
  public var columns: Int

  /// Creates a size; negative extents count as zero.
  public init(rows: Int, columns: Int) {
    self.rows = max(0, rows)
    self.columns = max(0, columns)
  }

  public var description: String { "\(columns)x\(rows)" }
}
