/// A table's body rows, each a cell's inlines for each of its cells, held flat: a cell of
/// plain text is its string alone. As `[[[Inline]]]`, a row of three short cells took four
/// arrays and three boxed inlines, about 350 bytes (135 MB for a table of 385 000 rows); here
/// it takes its cells' strings and an index (issue 48, §3). A row's inlines are made when it
/// is read.
public struct TableRows: RandomAccessCollection, Hashable, Sendable {
  /// A cell: its text when it is plain text, else its inlines.
  private enum Cell: Hashable, Sendable {
    case text(String)
    case inlines([Inline])

    init(_ inlines: [Inline]) {
      if inlines.count == 1, case .text(let text) = inlines[0] {
        self = .text(text)
      } else {
        self = .inlines(inlines)
      }
    }

    var inlines: [Inline] {
      switch self {
      case .text(let text): [.text(text)]
      case .inlines(let inlines): inlines
      }
    }
  }

  /// Every row's cells, one row after another.
  private var cells: [Cell] = []
  /// Where each row's cells end in ``cells``.
  private var ends: [UInt32] = []

  /// No rows.
  public init() {}

  /// The rows `rows`, a cell's inlines for each cell.
  public init(_ rows: [[[Inline]]]) {
    for row in rows { append(row) }
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { ends.count }

  /// Row `index`: a cell's inlines for each of its cells.
  public subscript(index: Int) -> [[Inline]] {
    let start = index == 0 ? 0 : Int(ends[index - 1])
    return cells[start..<Int(ends[index])].map(\.inlines)
  }

  /// How many cells row `index` has.
  public func cellCount(ofRow index: Int) -> Int {
    Int(ends[index]) - (index == 0 ? 0 : Int(ends[index - 1]))
  }

  /// Appends a row, a cell's inlines for each cell.
  public mutating func append(_ row: [[Inline]]) {
    cells += row.map(Cell.init)
    ends.append(UInt32(cells.count))
  }

  /// Appends `other`'s rows after these.
  public mutating func append(contentsOf other: TableRows) {
    let offset = UInt32(cells.count)
    cells += other.cells
    ends += other.ends.map { $0 + offset }
  }
}
