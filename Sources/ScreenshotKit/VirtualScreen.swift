import CVterm
import Document

/// A real terminal emulator (libvterm, as Vim and Neovim use for their screen tests) fed with
/// everything guia writes: the pty tests and `guia snapshot` read the screen a user would see.
public final class VirtualScreen {
  private let terminal: OpaquePointer
  private let screen: OpaquePointer
  /// The screen's size.
  public private(set) var rows: Int
  public private(set) var columns: Int

  /// A blank screen of `rows` × `columns`, UTF-8, with an alternate screen.
  public init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
    terminal = vterm_new(Int32(rows), Int32(columns))
    vterm_set_utf8(terminal, 1)
    screen = vterm_obtain_screen(terminal)
    vterm_screen_enable_altscreen(screen, 1)
    vterm_screen_reset(screen, 1)
  }

  deinit { vterm_free(terminal) }

  /// Feeds bytes written by the program.
  public func feed(_ bytes: ArraySlice<UInt8>) {
    bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        _ = vterm_input_write(terminal, chars.baseAddress, chars.count)
      }
    }
  }

  /// Where the cursor is now (0-based), as the next character written would land.
  public var cursor: (row: Int, column: Int) {
    var position = VTermPos()
    vterm_state_get_cursorpos(vterm_obtain_state(terminal), &position)
    return (Int(position.row), Int(position.col))
  }

  /// Changes the screen's size, as a window resized.
  public func resize(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
    vterm_set_size(terminal, Int32(rows), Int32(columns))
  }

  /// One cell: its text and whether it is bold, reversed, struck out or underlined.
  public struct Cell: Equatable, Sendable {
    public var text: String
    public var width: Int
    public var bold: Bool
    public var reverse: Bool
    public var strikethrough = false
    public var underline = false
    /// The text's colour; `nil` for the terminal's own.
    public var foreground: Color? = nil
    /// The background; `nil` for the terminal's own.
    public var background: Color? = nil
  }

  /// A cell's colour as the program set it.
  public enum Color: Equatable, Sendable, CustomStringConvertible {
    case palette(Int)
    case rgb(Int, Int, Int)

    public var description: String {
      switch self {
      case .palette(let index): return "p\(index)"
      case .rgb(let r, let g, let b): return "#\(r),\(g),\(b)"
      }
    }

    init?(_ color: VTermColor, default mask: UInt8) {
      if color.type & mask != 0 { return nil }
      if color.type & UInt8(VTERM_COLOR_TYPE_MASK.rawValue) == UInt8(VTERM_COLOR_INDEXED.rawValue) {
        self = .palette(Int(color.indexed.idx))
      } else {
        self = .rgb(Int(color.rgb.red), Int(color.rgb.green), Int(color.rgb.blue))
      }
    }
  }

  /// The cell at `row`, `column` (0-based).
  public func cell(row: Int, column: Int) -> Cell {
    var cell = VTermScreenCell()
    _ = vterm_screen_get_cell(screen, VTermPos(row: Int32(row), col: Int32(column)), &cell)
    return Cell(
      text: Self.text(of: cell), width: Int(cell.width), bold: cell.attrs.bold != 0,
      reverse: cell.attrs.reverse != 0, strikethrough: cell.attrs.strike != 0,
      underline: cell.attrs.underline != 0,
      foreground: Color(cell.fg, default: UInt8(VTERM_COLOR_DEFAULT_FG.rawValue)),
      background: Color(cell.bg, default: UInt8(VTERM_COLOR_DEFAULT_BG.rawValue)))
  }

  /// A cell's characters: a base and its combining marks, or nothing for an erased cell.
  private static func text(of cell: VTermScreenCell) -> String {
    guard cell.chars.0 != 0 else { return "" }
    var text = String.UnicodeScalarView()
    withUnsafeBytes(of: cell.chars) { raw in
      for value in raw.bindMemory(to: UInt32.self) {
        guard value != 0 else { break }
        if let scalar = Unicode.Scalar(value) { text.append(scalar) }
      }
    }
    return String(text)
  }

  /// The screen with every cell's attributes and colours, for pictures.
  public func screenshot(title: DisplayText) -> Screenshot {
    var rowsOfCells: [[ScreenshotCell]] = []
    for row in 0..<rows {
      var cells: [ScreenshotCell] = []
      var column = 0
      while column < columns {
        var cell = VTermScreenCell()
        _ = vterm_screen_get_cell(screen, VTermPos(row: Int32(row), col: Int32(column)), &cell)
        var shot = ScreenshotCell(
          Self.text(of: cell), width: max(1, Int(cell.width)), bold: cell.attrs.bold != 0,
          italic: cell.attrs.italic != 0, underlined: cell.attrs.underline != 0,
          reversed: cell.attrs.reverse != 0)
        shot.foreground = color(cell.fg, isForeground: true)
        shot.background = color(cell.bg, isForeground: false)
        cells.append(shot)
        if cell.width == 2, column + 1 < columns {
          cells.append(ScreenshotCell("", width: 0))
          column += 1
        }
        column += 1
      }
      rowsOfCells.append(cells)
    }
    return Screenshot(title: title, cells: rowsOfCells)
  }

  /// A cell's colour as RGB, or `nil` for the terminal's default.
  private func color(_ color: VTermColor, isForeground: Bool) -> RGB? {
    var color = color
    let defaultFlag: UInt8 = isForeground ? 0x02 : 0x04
    if color.type & defaultFlag != 0 { return nil }
    vterm_screen_convert_color_to_rgb(screen, &color)
    return RGB(color.rgb.red, color.rgb.green, color.rgb.blue)
  }

  /// The text of each row, trailing blanks removed: an erased cell reads as a blank, a wide
  /// character's second cell as nothing.
  ///
  /// One libvterm call per row (`vterm_screen_get_chars`), not one per cell: tests read the
  /// whole screen after every read from the pty, and a window of 33 000 rows has 2.6 million
  /// cells.
  public var lines: [String] {
    var chars = [UInt32](repeating: 0, count: columns * Int(VTERM_MAX_CHARS_PER_CELL))
    return (0..<rows).map { row in
      let rect = VTermRect(
        start_row: Int32(row), end_row: Int32(row + 1), start_col: 0, end_col: Int32(columns))
      let count = chars.withUnsafeMutableBufferPointer { buffer in
        vterm_screen_get_chars(screen, buffer.baseAddress, buffer.count, rect)
      }
      var line = String.UnicodeScalarView()
      line.append(contentsOf: chars[0..<count].compactMap(Unicode.Scalar.init))
      while line.last == " " { line.removeLast() }
      return String(line)
    }
  }
}
