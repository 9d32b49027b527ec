import ScrollKit

/// A ``Grid`` laid out: its columns as wide as their widest cells, its rows as tall as
/// their tallest, in whole cells.
@MainActor
final class GridElement: Element {
  /// A row: its cells and the columns each starts at and spans, or one view across the grid.
  private struct Row {
    var cells: [(element: Element, column: Int, span: Int)]
    var alignment: VerticalAlignment?
    var spansGrid: Bool
  }

  private let rows: [Row]
  private let alignment: Alignment
  private let columnSpacing: Int
  private let rowSpacing: Int
  private let columnCount: Int
  /// A column's alignment set by a cell in it (`gridColumnAlignment`).
  private var columnAlignments: [Int: HorizontalAlignment] = [:]

  init(rows elements: [Element], alignment: Alignment, columnSpacing: Int, rowSpacing: Int) {
    var rows: [Row] = []
    var alignments: [Int: HorizontalAlignment] = [:]
    for element in elements {
      guard let row = element.unwrapped(GridRowElement.self) else {
        rows.append(Row(cells: [(element, 0, 0)], alignment: nil, spansGrid: true))
        continue
      }
      var column = 0
      var cells: [(Element, Int, Int)] = []
      for cell in row.cells {
        let info = GridCellInfo(cell)
        let span = info.columns ?? 1
        if let guide = info.columnAlignment { alignments[column] = guide }
        cells.append((cell, column, span))
        column += span
      }
      rows.append(Row(cells: cells, alignment: row.alignment, spansGrid: false))
    }
    self.rows = rows
    self.alignment = alignment
    self.columnSpacing = max(0, columnSpacing)
    self.rowSpacing = max(0, rowSpacing)
    columnCount = rows.map { $0.spansGrid ? 0 : $0.cells.reduce(0) { $0 + $1.span } }.max() ?? 0
    columnAlignments = alignments
  }

  override var children: [Element] { rows.flatMap { $0.cells.map(\.element) } }

  /// Each column's width: its widest single cell; a cell spanning columns widens the last of
  /// them when they are too narrow for it together.
  private lazy var widths: [Int] = {
    var widths = [Int](repeating: 0, count: columnCount)
    for row in rows where !row.spansGrid {
      for cell in row.cells where cell.span == 1 {
        widths[cell.column] = max(widths[cell.column], cell.element.sizeThatFits(.unspecified).width)
      }
    }
    for row in rows where !row.spansGrid {
      for cell in row.cells where cell.span > 1 && cell.column + cell.span <= columnCount {
        let columns = cell.column..<(cell.column + cell.span)
        let room = columns.reduce(columnSpacing * (cell.span - 1)) { $0 + widths[$1] }
        let wanted = cell.element.sizeThatFits(.unspecified).width
        if wanted > room { widths[columns.upperBound - 1] += wanted - room }
      }
    }
    return widths
  }()

  private var gridWidth: Int {
    widths.reduce(columnSpacing * max(0, columnCount - 1), +)
  }

  private func start(ofColumn column: Int) -> Int {
    (0..<column).reduce(0) { $0 + widths[$1] + columnSpacing }
  }

  private func width(of cell: (element: Element, column: Int, span: Int), in row: Row, total: Int) -> Int {
    if row.spansGrid { return total }
    let end = min(columnCount, cell.column + cell.span)
    return (cell.column..<end).reduce(columnSpacing * (end - cell.column - 1)) { $0 + widths[$1] }
  }

  private func heights(total: Int) -> [Int] {
    rows.map { row in
      row.cells.map { cell in
        cell.element.sizeThatFits(ProposedSize(width: width(of: cell, in: row, total: total), height: nil)).height
      }.max() ?? 0
    }
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    let width = columnCount > 0 ? gridWidth : rows.map { $0.cells[0].element.sizeThatFits(proposal).width }.max() ?? 0
    let heights = heights(total: width)
    return CellSize(width: width, height: heights.reduce(rowSpacing * max(0, rows.count - 1), +))
  }

  override func place(in rect: CellRect) {
    frame = rect
    let total = columnCount > 0 ? min(gridWidth, rect.width) : rect.width
    var y = rect.y
    for (row, height) in zip(rows, heights(total: total)) {
      for cell in row.cells {
        let x = row.spansGrid ? rect.x : rect.x + start(ofColumn: cell.column)
        let width = width(of: cell, in: row, total: total)
        let space = CellRect(x: x, y: y, width: width, height: height)
        let size = cell.element.sizeThatFits(ProposedSize(width: width, height: height))
        let guide =
          GridCellInfo(cell.element).anchor
          ?? Alignment(
            horizontal: row.spansGrid ? alignment.horizontal : columnAlignments[cell.column] ?? alignment.horizontal,
            vertical: row.alignment ?? alignment.vertical)
        cell.element.place(in: aligned(size, in: space, guide))
      }
      y += height + rowSpacing
    }
  }

  override func draw(on canvas: inout CellCanvas) {
    for row in rows {
      for cell in row.cells { cell.element.draw(on: &canvas) }
    }
  }
}

/// A ``GridRow``'s cells; outside a grid, a row of them as an `HStack` lays them out.
@MainActor
final class GridRowElement: WrapperElement {
  let cells: [Element]
  let alignment: VerticalAlignment?

  init(cells: [Element], alignment: VerticalAlignment?) {
    self.cells = cells
    self.alignment = alignment
    super.init(
      StackElement(
        axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment ?? .center),
        spacing: PointScale.columns(StackElement.defaultSpacing), children: cells))
  }
}

/// A grid cell's place in its row: the columns it spans, and its column's alignment.
@MainActor
final class GridCellElement: WrapperElement {
  let columns: Int?
  let columnAlignment: HorizontalAlignment?
  /// Where the cell's view sits in it (`gridCellAnchor`), over every other alignment.
  let anchor: Alignment?

  init(_ child: Element, columns: Int?, columnAlignment: HorizontalAlignment?, anchor: Alignment? = nil) {
    self.columns = columns
    self.columnAlignment = columnAlignment
    self.anchor = anchor
    super.init(child)
  }
}

/// What the grid modifiers around a cell say of it, the innermost of each kind
/// (`.gridCellColumns(2).gridColumnAlignment(.trailing)` is two of them).
@MainActor
struct GridCellInfo {
  var columns: Int?
  var columnAlignment: HorizontalAlignment?
  var anchor: Alignment?

  init(_ cell: Element) {
    var element: Element? = cell
    while let wrapper = element as? WrapperElement {
      if let info = wrapper as? GridCellElement {
        columns = info.columns ?? columns
        columnAlignment = info.columnAlignment ?? columnAlignment
        anchor = info.anchor ?? anchor
      }
      element = wrapper.child
    }
  }
}

extension Element {
  /// This element or the first of type `T` inside the wrappers around it (a row's `.id`,
  /// a cell's `.padding` outside its `gridCellColumns`).
  func unwrapped<T: Element>(_ type: T.Type) -> T? {
    var element: Element = self
    while true {
      if let match = element as? T { return match }
      guard let wrapper = element as? WrapperElement else { return nil }
      element = wrapper.child
    }
  }
}
