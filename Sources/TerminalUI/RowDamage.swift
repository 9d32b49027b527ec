/// The rows of a ``Screen`` drawn since the terminal last showed it: the writer looks at
/// these rows only (ratatui diffs two whole buffers; a key that scrolls one row touches three
/// or four of them).
///
/// One flag a row, kept in place: clearing it for the next frame allocates nothing.
public struct RowDamage: Hashable, Sendable {
  private var flags: [Bool]
  /// How many rows are marked.
  public private(set) var count = 0

  /// No row marked, of `rows`.
  public init(rows: Int) {
    flags = Array(repeating: false, count: max(0, rows))
  }

  /// Whether no row is marked.
  public var isEmpty: Bool { count == 0 }

  /// Whether `row` is marked.
  public func contains(_ row: Int) -> Bool {
    flags.indices.contains(row) && flags[row]
  }

  /// Marks `row`.
  public mutating func insert(_ row: Int) {
    guard flags.indices.contains(row), !flags[row] else { return }
    flags[row] = true
    count += 1
  }

  /// Marks every row of `rows`.
  public mutating func insert(rows: Range<Int>) {
    for row in rows.clamped(to: flags.indices) { insert(row) }
  }

  /// Marks every row.
  public mutating func insertAll() { insert(rows: flags.indices) }

  /// Unmarks every row.
  public mutating func removeAll() {
    guard count > 0 else { return }
    for row in flags.indices { flags[row] = false }
    count = 0
  }
}
