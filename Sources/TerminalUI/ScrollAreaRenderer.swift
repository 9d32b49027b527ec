import Document
import ScrollKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Draws the whole screen straight to the terminal: the one writer of every row, the
/// header and footer as much as the scroll area, with the scrolling region kept set.
///
/// ncurses scrolls a region by setting it, scrolling, and resetting it around every scroll,
/// and parks the cursor: about 30 bytes more than the new row needs. This renderer keeps the
/// region set to the scroll area for good (a change of the rows around it is drawn with
/// cursor addresses, which the region does not confine), so a one-row scroll costs the new
/// row's text plus two bytes (LF to scroll, CR to come back) and whatever the chrome rows
/// change. Rows that change in place are rewritten from their first changed cell to their
/// last, as ncurses would.
///
/// Between frames the cursor waits at the start of the scroll area's last row (the screen's
/// last row without one) with attributes off.
public struct ScrollAreaRenderer: Sendable {
  /// The terminal's strings.
  public let strings: TerminalStrings
  /// The cells the terminal shows now, rows of ``shownColumns``; `nil` when unknown (first
  /// frame, after a clear).
  private var shown: [Cell]?
  private var shownColumns = 0
  /// Where each row the terminal shows starts in ``shown``: a scroll moves these, not cells.
  private var shownStarts: [Int] = []
  /// Whether what the terminal shows was set apart from the frames (cleared): the next frame
  /// looks at every row, whatever it drew, and moves none.
  private var looksAtEveryRow = true
  /// The scrolling region as last drawn.
  public private(set) var region: Range<Int>?
  /// Whether the terminal's scrolling region is set to ``region``.
  public private(set) var isRegionSet = false

  /// Whether East Asian Ambiguous characters (`é`, `…`, `“`, `─`) may be drawn in two cells:
  /// true for a terminal set for CJK, where the cursor is then re-anchored after each run of
  /// them; false elsewhere, where every terminal draws them in one (and a column move after
  /// each accented word would cost a fifth more bytes per scroll of Spanish text).
  public let ambiguousIsWide: Bool

  /// Creates a renderer that knows nothing of the screen yet.
  public init(strings: TerminalStrings, ambiguousIsWide: Bool = false) {
    self.strings = strings
    self.ambiguousIsWide = ambiguousIsWide
  }

  /// Whether terminals set up as the locale `name` says (`LC_ALL`, `LC_CTYPE` or `LANG`) may
  /// draw East Asian Ambiguous characters wide: Japanese, Chinese and Korean ones.
  public static func ambiguousIsWide(locale name: String?) -> Bool {
    guard let name else { return false }
    return ["ja", "zh", "ko"].contains { name.hasPrefix($0) }
  }

  /// Forgets what the terminal shows: the next frame draws every row.
  public mutating func invalidate() {
    shown = nil
  }

  /// Takes the terminal as blank, `rows` by `columns` (just cleared): the next frame draws
  /// only the cells that are not blank.
  public mutating func assumeBlank(rows: Int, columns: Int) {
    shown = Array(repeating: Cell.blank, count: max(0, rows) * max(0, columns))
    shownColumns = columns
    shownStarts = (0..<max(0, rows)).map { $0 * columns }
    looksAtEveryRow = true
  }

  /// The screen as the terminal shows it, as far as the renderer knows it.
  public var shownScreen: Screen? {
    guard let shown, shownColumns > 0 else { return nil }
    let cells = shownStarts.flatMap { shown[$0..<($0 + shownColumns)] }
    return Screen(size: CellSize(width: shownColumns, height: shownStarts.count), cells: cells)
  }

  /// The bytes that give the terminal back its whole screen as the scrolling region, if guia
  /// had set a smaller one (before anything else draws, or guia leaves). The cursor goes home.
  public mutating func releaseRegion(screenRows: Int) -> [UInt8] {
    guard isRegionSet, let setRegion = strings.setRegion else { return [] }
    isRegionSet = false
    return setRegion(0, max(0, screenRows - 1))
  }

  /// The bytes that turn the screen as shown into `screen`: the rows it moved
  /// (``Screen/scrollOperations``) moved with the terminal's scrolling region, then the
  /// cells that differ in the rows it drew (``Screen/damage``). Only those rows are looked
  /// at, and a move is never looked for. The cursor starts and ends at the start of the
  /// region's last row (the screen's last row without a region).
  public mutating func update(to screen: Screen) -> [UInt8] {
    var output: [UInt8] = []
    update(to: screen, appendingTo: &output)
    return output
  }

  /// Appends to `output` the bytes that turn the screen as shown into `screen` (see
  /// ``update(to:)``): a caller that keeps `output` from frame to frame, emptied keeping its
  /// capacity, writes a frame with no allocation.
  public mutating func update(to screen: Screen, appendingTo output: inout [UInt8]) {
    screen.withRows { cells, slots in
      write(
        cells, slots: slots, columns: screen.size.width, region: screen.scrollRegion,
        damage: screen.damage, operations: screen.scrollOperations, into: &output)
    }
  }

  /// The writer: the rows of `columns` cells in `cells`, each in its slot of `slots` (its
  /// first cell at `slot * columns`), over what the terminal shows, moving the region's rows by `operations` and writing the rows of
  /// `damage` where they differ.
  private mutating func write(
    _ cells: UnsafeBufferPointer<Cell>, slots: [Int], columns: Int, region: Range<Int>?,
    damage: RowDamage, operations: [ScrollOperation], into output: inout [UInt8]
  ) {
    let rowCount = slots.count
    guard rowCount > 0, columns > 0 else { return }
    // Room for a scroll's new row and the chrome's changes: bytes are appended one by one.
    output.reserveCapacity(output.count + 4 * columns + 256)
    let region = region.flatMap { $0.isEmpty || $0.upperBound > rowCount ? nil : $0 }
    let park = (region?.upperBound ?? rowCount) - 1
    var cursor: (row: Int, column: Int)? = (park, 0)
    // Taken out while the rows are written (the cursor's moves mutate the renderer). Rows
    // whose contents are unknown are cleared to their end when rewritten.
    let known = shown != nil && shownColumns == columns && shown?.count == rowCount * columns
    var previous = known ? shown! : Array(repeating: Cell("", width: -1), count: rowCount * columns)
    var previousStarts = known ? shownStarts : (0..<rowCount).map { $0 * columns }
    shown = nil
    shownStarts = []
    let moves = known && !looksAtEveryRow
    var toWrite = damage
    if !moves { toWrite.insertAll() }
    looksAtEveryRow = false
    if self.region != region {
      isRegionSet = false
      self.region = region
    }

    // The rows the last move brought in, blanked just below: known to end at their start,
    // they are not scanned for their end (a one-row scroll's new row, 80 cells compared).
    var blankRows = 0..<0
    for operation in operations where moves {
      // A move the terminal cannot make here: its rows are written again where they differ.
      guard let region, operation.rows == region, region.count >= 2, operation.keepsRows,
        let setRegion = strings.setRegion
      else {
        toWrite.insert(rows: operation.rows)
        continue
      }
      let shift = operation.shift
      let bottom = region.upperBound - 1
      if !isRegionSet {
        output += setRegion(region.lowerBound, bottom)
        isRegionSet = true
        cursor = nil  // DECSTBM homes the cursor
      }
      // The rows the terminal moved: their places, not their cells; the rows it brought in
      // are blank.
      ScrollOperation.rotate(&previousStarts, rows: region, by: shift)
      let vacated = shift > 0
        ? (region.upperBound - shift)..<region.upperBound
        : region.lowerBound..<(region.lowerBound - shift)
      blankRows = vacated
      previous.withUnsafeMutableBufferPointer { shown in
        for row in vacated {
          for index in previousStarts[row]..<(previousStarts[row] + columns) { shown[index] = .blank }
        }
      }
      if shift > 0 {
        move(&output, &cursor, to: (bottom, 0))
        for _ in 0..<shift { output += strings.scrollForward }
      } else {
        move(&output, &cursor, to: (region.lowerBound, 0))
        for _ in 0..<(-shift) { output += strings.scrollReverse }
      }
      // The terminal moved whole rows; the cells beside the moving columns (a pane, the
      // indicator) stayed put on the screen: a row where they now differ is written again.
      if operation.columns.count < columns {
        for row in region where !toWrite.contains(row) {
          for column in 0..<columns where !operation.columns.contains(column)
            && previous[previousStarts[row] + column] != cells[slots[row] * columns + column]
          {
            toWrite.insert(row)
            break
          }
        }
      }
    }

    var style: TextStyle = []
    if !toWrite.isEmpty {
      previous.withUnsafeMutableBufferPointer { shownCells in
        for index in 0..<rowCount where toWrite.contains(index) {
          let row = UnsafeBufferPointer(rebasing: cells[(slots[index] * columns)..<((slots[index] + 1) * columns)])
          let start = previousStarts[index]
          let old = UnsafeMutableBufferPointer(rebasing: shownCells[start..<(start + columns)])
          writeRow(
            index, row, over: UnsafeBufferPointer(old), oldEnd: blankRows.contains(index) ? 0 : nil,
            columns: columns, &output, &cursor, &style)
          _ = old.update(fromContentsOf: row)
        }
      }
    }
    if style != [] { output += strings.hyperlinkChange(from: style, to: []) + strings.attributesOff }
    move(&output, &cursor, to: (park, 0))
    shown = previous
    shownStarts = previousStarts
    shownColumns = columns
  }

  /// Writes the cells of `row` (the screen's row `screenRow`) that differ from `old`, what
  /// the terminal shows there; `oldEnd`, when known, is where `old`'s content ends.
  private mutating func writeRow(
    _ screenRow: Int, _ row: UnsafeBufferPointer<Cell>, over old: UnsafeBufferPointer<Cell>, oldEnd knownEnd: Int?,
    columns: Int,
    _ output: inout [UInt8], _ cursor: inout (row: Int, column: Int)?, _ style: inout TextStyle
  ) {
    // The first changed cell, found in the one scan that tells whether the row changed.
    guard var first = CellRow.firstDifference(old, row) else { return }
    let newEnd = CellRow.contentEnd(row)
    let oldEnd = knownEnd ?? CellRow.contentEnd(old)
    while first < max(newEnd, oldEnd), CellRow.cell(old, first) == CellRow.cell(row, first) { first += 1 }
    if first < newEnd {
      move(&output, &cursor, to: (screenRow, first))
      var column = first
      // A terminal may draw an uncertain cluster wider than guia allots it, over the cells
      // after it: those are written again even when unchanged.
      var protectedUntil = 0
      // The cells from `column` to here are those the terminal already shows: measured once
      // per run, not again at each of its cells (rows alike in their ends, as numbered lines
      // are, made a page of them quadratic).
      var unchangedUntil = 0
      while column < max(newEnd, min(columns, protectedUntil)) {
        // Changed cells of one column each, drawn alike by every terminal, in the style set
        // already (most of a page of text): written as they come, with none of the checks
        // below (End and back on 10 000 lines, 5 % fewer instructions).
        while column < newEnd, column >= protectedUntil, let at = cursor, at == (screenRow, column) {
          let cell = row[column]
          guard cell.width == 1, cell.style == style,
            cell.certainty == .certain || (cell.certainty == .ambiguous && !ambiguousIsWide),
            CellRow.cell(old, column) != cell
          else { break }
          cell.appendText(to: &output)
          column += 1
          cursor = (screenRow, column)
        }
        guard column < max(newEnd, min(columns, protectedUntil)) else { break }
        if unchangedUntil <= column {
          unchangedUntil = column
          while unchangedUntil < newEnd, CellRow.cell(old, unchangedUntil) == row[unchangedUntil] {
            unchangedUntil += 1
          }
        }
        let unchanged = unchangedUntil
        // The rest of the row shows already, longer than a move: nothing more to write.
        if unchanged - column >= Self.skipThreshold, unchanged >= newEnd, column >= protectedUntil { break }
        // Cells the terminal already shows are skipped when a move is cheaper than them.
        if unchanged - column >= Self.skipThreshold, unchanged < newEnd, column >= protectedUntil {
          column = unchanged
          move(&output, &cursor, to: (screenRow, column))
          continue
        }
        let cell = CellRow.cell(row, column)
        if cell.width == 0 {
          column += 1
          continue
        }
        // After a cluster of uncertain width the cursor's column is not known: re-anchor
        // before the next cell (after a run of ambiguous ones, before the first other one).
        let certainty = cell.certainty == .ambiguous && !ambiguousIsWide ? .certain : cell.certainty
        if cursor?.column == Self.unknownColumn, certainty != .ambiguous {
          move(&output, &cursor, to: (screenRow, column))
        }
        if cell.style != style {
          output += strings.change(from: style, to: cell.style)
          style = cell.style
        }
        let width = max(1, cell.width)
        if certainty == .uncertain {
          // Blank the allotted cells first, so a terminal that draws the cluster narrower
          // keeps no stale cell, then draw it from its first cell.
          output += Array(repeating: 0x20, count: width)
          cursor = (screenRow, column + width)
          move(&output, &cursor, to: (screenRow, column))
          protectedUntil = column + width + Self.overdrawAllowance
        }
        cell.appendText(to: &output)
        column += width
        cursor = certainty == .certain ? (screenRow, column) : (screenRow, Self.unknownColumn)
      }
      if column >= columns {
        // At the last column the cursor waits to wrap: its place is not to be trusted.
        cursor = nil
      }
    }
    if oldEnd > newEnd {
      // Right after the row's last cell, a cursor whose column is unknown is still past every
      // cell to keep (a narrower cluster leaves it among its own blanks): no move is needed.
      let justWritten = first < newEnd && cursor?.row == screenRow && cursor?.column == Self.unknownColumn
      if !justWritten { move(&output, &cursor, to: (screenRow, max(first, newEnd))) }
      if style != [] {
        output += strings.hyperlinkChange(from: style, to: [])
        output += strings.attributesOff
        style = []
      }
      output += strings.clearToEndOfLine
    }
  }

  /// Cursor addresses already formatted, by row and column (and column moves, by column
  /// under a negative row): terminfo's formatting costs more than the rest of a row's bytes.
  private var addresses: [Int: [UInt8]] = [:]

  private mutating func address(row: Int, column: Int) -> [UInt8] {
    let key = row << 20 | column
    if let known = addresses[key] { return known }
    let bytes = row < 0 ? strings.moveToColumn?(column) ?? [] : strings.moveCursor(row, column)
    // Bounded: a huge window's addresses are formatted again rather than kept.
    if addresses.count >= 4096 { addresses.removeAll(keepingCapacity: true) }
    addresses[key] = bytes
    return bytes
  }

  private mutating func move(
    _ output: inout [UInt8], _ cursor: inout (row: Int, column: Int)?, to target: (Int, Int)
  ) {
    if let current = cursor, current.row == target.0 {
      if current.column == target.1 { return }
      if target.1 == 0 {
        output.append(0x0D)
        cursor = target
        return
      }
      if strings.moveToColumn != nil {
        // On the same row a column move is shorter than a full cursor address.
        output += address(row: -1, column: target.1)
        cursor = target
        return
      }
    }
    output += address(row: target.0, column: target.1)
    cursor = target
  }

  /// The cursor's column after a cluster whose drawn width is not known.
  static let unknownColumn = -1

  /// How many cells past its allotment a terminal may draw an uncertain cluster (pyte draws a
  /// flag in four cells where guia allots two).
  static let overdrawAllowance = 2

  /// The shortest run of unchanged cells worth a cursor move instead of writing them.
  static let skipThreshold = 8
}
