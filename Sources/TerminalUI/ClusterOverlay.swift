import Document

/// Draws the clusters whose width terminals disagree on, in the rows that ncurses draws.
///
/// ncurses places every cell by its own `wcwidth` and moves the cursor relatively, so one
/// emoji that the terminal draws one cell wider than ncurses thinks (or than guia allots)
/// shifts the rest of the row. So ncurses is given blanks where such a cluster goes, and after
/// its update the cluster is drawn here: the allotted cells blanked, the cluster drawn from
/// its first cell, then the cells it may have drawn over written again, each placed with an
/// absolute cursor move. Whatever width the terminal gives the cluster, every other cell of
/// the row is where ncurses believes it is.
public enum ClusterOverlay {
  /// The row as ncurses is to draw it: each uncertain cluster is blanks of its width.
  public static func cellsForCurses(_ row: [Cell]) -> [Cell] {
    guard row.contains(where: { $0.certainty == .uncertain }) else { return row }
    var cells = row
    for (column, cell) in row.enumerated() where cell.certainty == .uncertain && cell.width > 0 {
      for offset in 0..<cell.width where column + offset < cells.count {
        cells[column + offset] = Cell(" ", style: cell.style)
      }
    }
    return cells
  }

  /// The bytes that draw `row`'s uncertain clusters over what ncurses drew on screen row
  /// `screenRow`, ending with attributes off and the cursor at an unknown place; empty when
  /// the row has none.
  public static func bytes(row: [Cell], screenRow: Int, strings: TerminalStrings) -> [UInt8] {
    var output: [UInt8] = []
    var column = 0
    var redrawUntil = 0
    while column < row.count {
      let cell = row[column]
      let width = max(1, cell.width)
      if cell.certainty == .uncertain, cell.width > 0 {
        output += strings.moveCursor(screenRow, column)
        output += strings.attributesOff + strings.attributes(cell.style)
        output += Array(repeating: 0x20, count: width)
        output += strings.moveCursor(screenRow, column)
        cell.appendText(to: &output)
        redrawUntil = column + width + ScrollAreaRenderer.overdrawAllowance
      } else if column < redrawUntil, cell.width > 0 {
        // A cell the cluster may have drawn over: as ncurses has it, placed absolutely.
        output += strings.moveCursor(screenRow, column)
        output += strings.attributesOff + strings.attributes(cell.style)
        cell.appendText(to: &output)
      }
      column += width
    }
    if !output.isEmpty { output += strings.attributesOff }
    return output
  }
}
