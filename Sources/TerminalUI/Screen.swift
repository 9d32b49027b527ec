import ScrollKit
import Document

/// One cell of a ``Screen``: a grapheme cluster and its style.
///
/// Its text comes from ``DisplayText`` only, so no cell holds a control character.
public struct Cell: Hashable, Sendable {
  // Every field is a plain value: screens are copied and compared whole on every key.
  private var cluster: CellText
  private var storedWidth: Int8
  /// The grapheme shown; `""` for the second cell of a wide character.
  public var text: String { cluster.string }
  /// The cell's style.
  public var style: TextStyle
  /// The cells the text occupies: 2 for a wide character, 0 for its continuation, else 1.
  public var width: Int {
    get { Int(storedWidth) }
    set { storedWidth = Int8(clamping: newValue) }
  }
  /// Whether terminals agree on that width: a renderer re-anchors the cursor after a cell
  /// whose width is not certain, so a terminal that draws it otherwise shifts nothing else.
  public let certainty: DisplayWidth.Certainty

  /// Creates a cell.
  public init(_ text: DisplayText, style: TextStyle = [], width: Int = 1) {
    self.init(sanitized: text.string, style: style, width: width)
  }

  private init(sanitized text: String, style: TextStyle, width: Int) {
    cluster = CellText(text)
    self.style = style
    storedWidth = Int8(clamping: width)
    certainty = DisplayWidth.certainty(ofCluster: text)
  }

  /// The cell of the printable ASCII character `byte`: one cell, the same on every terminal.
  init(ascii byte: UInt8, style: TextStyle) {
    cluster = CellText(ascii: byte)
    self.style = style
    storedWidth = 1
    certainty = .certain
  }

  /// Whether the cell shows nothing of its own (the second cell of a wide character).
  public var isEmpty: Bool { cluster.isEmpty }

  /// Appends the UTF-8 bytes of the cell's text to `output`.
  public func appendText(to output: inout [UInt8]) { cluster.appendUTF8(to: &output) }

  /// Whether both cells show the same: the same text, style and width (the certainty follows
  /// from the text).
  public static func == (lhs: Cell, rhs: Cell) -> Bool {
    lhs.cluster == rhs.cluster && lhs.style == rhs.style && lhs.storedWidth == rhs.storedWidth
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(cluster)
    hasher.combine(style)
    hasher.combine(storedWidth)
  }

  /// An empty cell: a space, plain. Made where it is used (a stored static checks its lazy
  /// initialisation at every use, and blanks are compared with every cell a frame scans).
  public static var blank: Cell { Cell(ascii: 0x20, style: TextStyle()) }

  /// The cell with the text of the zero-width cell `mark` joined to its own.
  func joining(_ mark: Cell) -> Cell {
    Cell(sanitized: text + mark.text, style: style, width: width)
  }
}

/// A grid of cells that widgets draw into and a ``Terminal`` shows (ratatui's `Buffer`).
///
/// Drawing clips at the grid's edges and never leaves half of a wide character.
public struct Screen: Hashable, Sendable {
  /// The grid's size.
  public let size: CellSize
  /// The cells, row by row.
  public private(set) var rows: [[Cell]]
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
  /// How far the rows of ``scrollRegion`` moved since the screen this one was drawn from
  /// (positive: up, as a scroll forward moves them), when the view that scrolled them knows
  /// it. A hint for the renderer, which checks it against the rows: never part of what the
  /// screen shows, so not of its equality either.
  public var scrollHint: Int?

  /// Creates a blank screen.
  public init(size: CellSize) {
    self.size = size
    rows = Array(
      repeating: Array(repeating: Cell.blank, count: size.width), count: size.height)
  }

  /// Creates a screen showing `lines` in the default style, as expected screens in tests.
  public init(lines: [DisplayText], columns: Int? = nil) {
    let width = columns ?? lines.map { DisplayWidth.of($0) }.max() ?? 0
    self.init(size: CellSize(width: width, height: lines.count))
    for (row, line) in lines.enumerated() {
      put([Span(line)], row: row, column: 0)
    }
  }

  /// Whether every byte is printable ASCII (a space to `~`).
  private static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
    return true
  }

  /// Fills `row` with blanks.
  public mutating func clear(row: Int) {
    guard rows.indices.contains(row) else { return }
    rows[row] = Array(repeating: Cell.blank, count: size.width)
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
    guard rows.indices.contains(row), column >= 0 else { return column }
    var x = column - max(0, skipping)
    var full = false
    for span in spans where !full {
      // Each byte of printable ASCII is a cluster one cell wide that every terminal agrees
      // on: the common row is written without segmenting it or measuring each of its
      // characters, from the text's bytes straight into the row's storage (a subscript a cell
      // checked both arrays' uniqueness; the string's view a byte cost as much again).
      var string = span.text.string
      let style = span.style
      let wasASCII = string.withUTF8 { bytes in
        guard Self.isPrintableASCII(bytes) else { return false }
        rows[row].withUnsafeMutableBufferPointer { cells in
          for byte in bytes {
            guard x + 1 <= end else {
              full = true
              break
            }
            if x >= column { cells[x] = Cell(ascii: byte, style: style) }
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
            let previous = rows[row][x - 1]
            rows[row][x - 1] = previous.joining(cell)
          }
          continue
        }
        guard x + width <= end else {
          full = true
          break
        }
        if x < column {
          if x + width > column { rows[row][column] = Cell(" ", style: span.style) }
          x += width
          continue
        }
        cell.style = span.style
        rows[row][x] = cell
        if width == 2 { rows[row][x + 1] = Cell("", style: span.style, width: 0) }
        x += width
      }
    }
    return x
  }

  /// Screens are equal when they show the same: the scroll hint says how one was drawn.
  public static func == (lhs: Screen, rhs: Screen) -> Bool {
    lhs.size == rhs.size && lhs.rows == rhs.rows && lhs.scrollRegion == rhs.scrollRegion
      && lhs.scrollColumns == rhs.scrollColumns && lhs.repaintsAll == rhs.repaintsAll
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(size)
    hasher.combine(rows)
    hasher.combine(scrollRegion)
    hasher.combine(scrollColumns)
    hasher.combine(repaintsAll)
  }

  /// Moves the cells of `columns` in `rowRange` up by `shift` rows (down when negative), as
  /// a terminal's scrolling region moves them; the rows left behind are blank. Across the
  /// whole width the rows themselves move, not their cells: a row that moved is the same row,
  /// and compares equal to it at once.
  public mutating func moveRows(_ rowRange: Range<Int>, columns: Range<Int>, by shift: Int) {
    let rowRange = rowRange.clamped(to: 0..<size.height)
    let columns = columns.clamped(to: 0..<size.width)
    guard shift != 0, abs(shift) < rowRange.count, !columns.isEmpty else { return }
    let targets = shift > 0
      ? Array(rowRange.lowerBound..<(rowRange.upperBound - shift))
      : Array(((rowRange.lowerBound - shift)..<rowRange.upperBound).reversed())
    let vacated = shift > 0
      ? (rowRange.upperBound - shift)..<rowRange.upperBound
      : rowRange.lowerBound..<(rowRange.lowerBound - shift)
    if columns.count == size.width {
      for row in targets { rows[row] = rows[row + shift] }
      let blank = Array(repeating: Cell.blank, count: size.width)
      for row in vacated { rows[row] = blank }
      return
    }
    for row in targets { rows[row].replaceSubrange(columns, with: rows[row + shift][columns]) }
    for row in vacated { clear(columns: columns, row: row) }
  }

  /// Blanks the cells of `columns` on `row`, touching only those that are not blank.
  public mutating func clear(columns: Range<Int>, row: Int) {
    guard rows.indices.contains(row) else { return }
    let columns = columns.clamped(to: 0..<size.width)
    let blank = Cell.blank
    // A row already blank there is not copied (its storage may be shared with the last frame).
    guard rows[row][columns].contains(where: { $0 != blank }) else { return }
    rows[row].withUnsafeMutableBufferPointer { cells in
      for column in columns { cells[column] = blank }
    }
  }

  /// The text of `row`, trailing blanks included.
  public func text(row: Int) -> String {
    rows[row].map(\.text).joined()
  }

  /// The text of every row, trailing blanks removed: a plain-text screenshot.
  public var lines: [String] {
    rows.indices.map { row in
      var line = text(row: row)
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }
}
