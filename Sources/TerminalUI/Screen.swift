import ScrollKit
import Document

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A grid of cells that widgets draw into and a ``Terminal`` shows (ratatui's `Buffer`).
///
/// The cells are one flat array of rows, kept from frame to frame: a frame draws over
/// the last one what changed, and the screen remembers which rows it drew (``damage``) and
/// which rows it moved (``scrollOperations``) since the terminal last showed it, so that the
/// writer looks at those rows only and moves the others with the terminal's scrolling region.
/// Neither is part of what the screen shows, nor of its equality.
///
/// Drawing clips at the grid's edges and never leaves half of a wide character.
public struct Screen: Hashable, Sendable {
  /// The grid's size.
  public let size: CellSize
  /// The cells, a row of ``size`` `.width` after another, in the order of ``rowSlots``.
  private var cells: [Cell]
  /// Where each row's cells are in ``cells``, by row (its slot: the row's first cell is at
  /// `slot * size.width`): a move of whole rows moves their slots, not their cells.
  private var rowSlots: [Int]
  /// The rows that scroll together (the scroll area), so that a terminal can move them with
  /// its scrolling region instead of writing them again.
  public var scrollRegion: Range<Int>?
  /// The columns of the scroll region whose cells move with the content (the text's column);
  /// the others (a pane, a divider, the scroll indicator) stay put and are repaired after a
  /// scroll. `nil`: every column moves.
  public var scrollColumns: Range<Int>?

  /// Whether the terminal should draw every cell anew, whatever it believes it shows (less's
  /// `^L`: the screen was spoilt by another program's output).
  public var repaintsAll = false
  /// The rows drawn since the terminal last showed the screen (``markShown()``).
  public private(set) var damage: RowDamage
  /// The moves of rows since the terminal last showed the screen, in the order they were made.
  public private(set) var scrollOperations: [ScrollOperation] = []

  /// Creates a blank screen.
  public init(size: CellSize) {
    self.size = size
    cells = Array(repeating: Cell.blank, count: max(0, size.width) * max(0, size.height))
    rowSlots = Array(0..<max(0, size.height))
    damage = RowDamage(rows: size.height)
  }

  /// Creates a screen of `size` holding `cells`, row after row (blanks where they fall short).
  public init(size: CellSize, cells: [Cell]) {
    self.init(size: size)
    let count = min(cells.count, self.cells.count)
    self.cells.replaceSubrange(0..<count, with: cells[0..<count])
    damage.insertAll()
  }

  /// Creates a screen showing `lines` in the default style, as expected screens in tests.
  public init(lines: [DisplayText], columns: Int? = nil) {
    let width = columns ?? lines.map { DisplayWidth.of($0) }.max() ?? 0
    self.init(size: CellSize(width: width, height: lines.count))
    for (row, line) in lines.enumerated() {
      put([Span(line)], row: row, column: 0)
    }
  }

  /// The cells, one array a row (made on each call: for tests and pictures, not for a frame).
  public var rows: [[Cell]] {
    (0..<size.height).map { Array(row($0)) }
  }

  /// The cells of `row`.
  public func row(_ row: Int) -> ArraySlice<Cell> {
    let start = rowSlots[row] * size.width
    return cells[start..<(start + size.width)]
  }

  /// The cell at `row`, `column`.
  public subscript(row: Int, column: Int) -> Cell {
    cells[rowSlots[row] * size.width + column]
  }

  /// Runs `body` with the cells and, by row, the row's slot among them (its first cell is at
  /// `slot * size.width`).
  func withRows<Result>(_ body: (UnsafeBufferPointer<Cell>, [Int]) -> Result) -> Result {
    cells.withUnsafeBufferPointer { body($0, rowSlots) }
  }

  /// How far the scroll region's rows moved since the terminal last showed the screen, as the
  /// view that moved them recorded it (positive: up); `nil` when they were not moved.
  public var scrollHint: Int? {
    guard let scrollRegion else { return nil }
    return scrollOperations.last { $0.rows == scrollRegion }?.shift
  }

  /// Takes the screen as shown by the terminal: no row is damaged, no move is pending.
  public mutating func markShown() {
    damage.removeAll()
    if !scrollOperations.isEmpty { scrollOperations.removeAll(keepingCapacity: true) }
    repaintsAll = false
  }

  /// Whether every byte is printable ASCII (a space to `~`).
  private static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
    return true
  }

  /// Fills `row` with blanks.
  public mutating func clear(row: Int) {
    clear(columns: 0..<size.width, row: row)
  }

  /// Blanks every cell and forgets the scroll region, the damage and the moves: the screen
  /// as made, drawn again from nothing in the storage it has.
  public mutating func erase() {
    let blank = Cell.blank
    cells.withUnsafeMutableBufferPointer { cells in
      for index in cells.indices { cells[index] = blank }
    }
    scrollRegion = nil
    scrollColumns = nil
    markShown()
  }

  /// Takes what `other` (of the same size) shows: the rows that differ are copied and
  /// damaged, its moves follow this screen's (their rows damaged, since the writer moves them
  /// on the terminal), and its scroll region is taken. One scan of each row, as bytes.
  public mutating func adopt(_ other: Screen) {
    guard other.size == size else {
      self = other
      damage.insertAll()
      return
    }
    if other.scrollRegion != scrollRegion || other.scrollColumns != scrollColumns || other.repaintsAll {
      scrollRegion = other.scrollRegion
      scrollColumns = other.scrollColumns
      damage.insertAll()
    }
    if other.repaintsAll { repaintsAll = true }
    for operation in other.scrollOperations {
      scrollOperations.append(operation)
      damage.insert(rows: operation.rows)
    }
    let width = size.width
    let stride = MemoryLayout<Cell>.stride
    // Taken out while the cells are borrowed, and put back: no copy of either.
    var marks = damage
    damage = RowDamage(rows: 0)
    let slots = rowSlots
    cells.withUnsafeMutableBufferPointer { mine in
      other.cells.withUnsafeBufferPointer { theirs in
        for row in 0..<size.height {
          let start = slots[row] * width
          let source = other.rowSlots[row] * width
          // Equal bytes are equal cells; differing bytes may be padding alone.
          guard memcmp(mine.baseAddress! + start, theirs.baseAddress! + source, width * stride) != 0,
            (0..<width).contains(where: { mine[start + $0] != theirs[source + $0] })
          else { continue }
          (mine.baseAddress! + start).update(from: theirs.baseAddress! + source, count: width)
          marks.insert(row)
        }
      }
    }
    damage = marks
  }

  /// Blanks every cell, marking the rows that were not blank.
  public mutating func clearAll() {
    for row in 0..<size.height { clear(row: row) }
  }

  /// Writes `spans` on `row` from `column`, clipped to `limit` columns (the grid's width by
  /// default), leaving out the first `skipping` cells of the text (scrolled out on the left;
  /// a wide character cut there shows as a blank). Returns the column after the last cell
  /// written.
  @discardableResult
  public mutating func put(
    _ spans: [Span], row: Int, column: Int, limit: Int? = nil, skipping: Int = 0
  ) -> Int {
    let end = min(size.width, limit ?? size.width)
    guard row >= 0, row < size.height, column >= 0 else { return column }
    damage.insert(row)
    let base = rowSlots[row] * size.width
    var x = column - max(0, skipping)
    var full = false
    for span in spans where !full {
      // Each byte of printable ASCII is a cluster one cell wide that every terminal agrees
      // on: the common row is written without segmenting it or measuring each of its
      // characters, from the text's bytes straight into the row's storage.
      var string = span.text.string
      let style = span.style
      let wasASCII = string.withUTF8 { bytes in
        guard Self.isPrintableASCII(bytes) else { return false }
        cells.withUnsafeMutableBufferPointer { cells in
          for byte in bytes {
            guard x + 1 <= end else {
              full = true
              break
            }
            if x >= column { cells[base + x] = Cell(ascii: byte, style: style) }
            x += 1
          }
        }
        return true
      }
      if wasASCII { continue }
      for var cell in ClusterCells.cells(of: span.text) {
        let width = cell.width
        if width == 0 {
          // A lone zero-width cluster joins the previous cell, as a terminal combines it.
          if x > column, x - 1 < end, x - 1 >= column {
            let previous = cells[base + x - 1]
            cells[base + x - 1] = previous.joining(cell)
          }
          continue
        }
        guard x + width <= end else {
          full = true
          break
        }
        if x < column {
          if x + width > column { cells[base + column] = Cell(" ", style: span.style) }
          x += width
          continue
        }
        cell.style = span.style
        cells[base + x] = cell
        if width == 2 { cells[base + x + 1] = Cell("", style: span.style, width: 0) }
        x += width
      }
    }
    return x
  }

  /// Screens are equal when they show the same: the damage and the moves say how one was
  /// drawn.
  public static func == (lhs: Screen, rhs: Screen) -> Bool {
    lhs.size == rhs.size && lhs.scrollRegion == rhs.scrollRegion
      && lhs.scrollColumns == rhs.scrollColumns && lhs.repaintsAll == rhs.repaintsAll
      && (0..<lhs.size.height).allSatisfy { lhs.row($0) == rhs.row($0) }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(size)
    for row in 0..<size.height { hasher.combine(self.row(row)) }
    hasher.combine(scrollRegion)
    hasher.combine(scrollColumns)
    hasher.combine(repaintsAll)
  }

  /// Moves the cells of `columns` in `rowRange` up by `shift` rows (down when negative), as
  /// a terminal's scrolling region moves them; the rows left behind are blank. The move is
  /// recorded (``scrollOperations``) for the writer, which moves the terminal's rows alike;
  /// the rows left behind are damaged.
  public mutating func moveRows(_ rowRange: Range<Int>, columns: Range<Int>, by shift: Int) {
    let rowRange = rowRange.clamped(to: 0..<size.height)
    let columns = columns.clamped(to: 0..<size.width)
    guard shift != 0, abs(shift) < rowRange.count, !columns.isEmpty else { return }
    let width = size.width
    let kept = shift > 0
      ? rowRange.lowerBound..<(rowRange.upperBound - shift)
      : (rowRange.lowerBound - shift)..<rowRange.upperBound
    let vacated = shift > 0
      ? (rowRange.upperBound - shift)..<rowRange.upperBound
      : rowRange.lowerBound..<(rowRange.lowerBound - shift)
    if columns.count == width {
      // Whole rows: their slots move, and the rows left behind take the slots that left.
      ScrollOperation.rotate(&rowSlots, rows: rowRange, by: shift)
    } else {
      let slots = rowSlots
      cells.withUnsafeMutableBufferPointer { cells in
        let base = cells.baseAddress!
        // In the order that reads each row before it is written over.
        func move(_ row: Int) {
          (base + slots[row] * width + columns.lowerBound).update(
            from: base + slots[row + shift] * width + columns.lowerBound, count: columns.count)
        }
        if shift > 0 {
          for row in kept { move(row) }
        } else {
          for row in kept.reversed() { move(row) }
        }
      }
    }
    let slots = rowSlots
    let blank = Cell.blank
    cells.withUnsafeMutableBufferPointer { cells in
      for row in vacated {
        for column in columns { cells[slots[row] * width + column] = blank }
      }
    }
    damage.insert(rows: vacated)
    scrollOperations.append(ScrollOperation(rows: rowRange, columns: columns, shift: shift))
  }

  /// Records that the rows of `columns` in `rowRange` moved by `shift` since the terminal
  /// last showed the screen, when they were drawn again rather than moved: the writer moves
  /// them on the terminal first and then writes what differs. The rows are damaged.
  public mutating func recordScroll(_ rowRange: Range<Int>, columns: Range<Int>, by shift: Int) {
    let rowRange = rowRange.clamped(to: 0..<size.height)
    guard shift != 0, !rowRange.isEmpty else { return }
    damage.insert(rows: rowRange)
    scrollOperations.append(
      ScrollOperation(rows: rowRange, columns: columns.clamped(to: 0..<size.width), shift: shift))
  }

  /// Blanks the cells of `columns` on `row`, touching only those that are not blank.
  public mutating func clear(columns: Range<Int>, row: Int) {
    guard row >= 0, row < size.height else { return }
    let columns = columns.clamped(to: 0..<size.width)
    let blank = Cell.blank
    let base = rowSlots[row] * size.width
    let changed = cells.withUnsafeMutableBufferPointer { cells in
      var changed = false
      for column in columns where cells[base + column] != blank {
        cells[base + column] = blank
        changed = true
      }
      return changed
    }
    if changed { damage.insert(row) }
  }

  /// The text of `row`, trailing blanks included.
  public func text(row: Int) -> String {
    self.row(row).map(\.text).joined()
  }

  /// The text of every row, trailing blanks removed: a plain-text screenshot.
  public var lines: [String] {
    (0..<size.height).map { row in
      var line = text(row: row)
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }
}
