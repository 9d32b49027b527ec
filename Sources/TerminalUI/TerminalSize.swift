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

  /// The largest size guia draws: ncurses keeps sizes in shorts (a window of 32768 columns
  /// crashed it) and allocates every cell, three times over; a larger window is drawn in
  /// its top-left part.
  public static let largest = TerminalSize(rows: 512, columns: 2048)

  /// This size, at most ``largest`` on each axis.
  public var limited: TerminalSize {
    TerminalSize(rows: min(rows, Self.largest.rows), columns: min(columns, Self.largest.columns))
  }
}
