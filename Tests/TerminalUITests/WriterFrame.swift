import ScrollKit
import TerminalUI

/// The frame a view hands the writer (``ScrollAreaRenderer/update(to:)``): `rows` drawn
/// whole, `columns` wide (every row damaged), with the scroll area `region`, its rows moved by
/// `shift` as a scroll view records its move (``Screen/recordScroll(_:columns:by:)``).
func frame(_ rows: [[Cell]], region: Range<Int>?, columns: Int, shift: Int? = nil) -> Screen {
  let cells = rows.flatMap { row in
    Array(row.prefix(columns)) + Array(repeating: Cell.blank, count: max(0, columns - row.count))
  }
  var screen = Screen(size: CellSize(width: columns, height: rows.count), cells: cells)
  screen.scrollRegion = region
  if let region, let shift { screen.recordScroll(region, columns: 0..<columns, by: shift) }
  return screen
}
