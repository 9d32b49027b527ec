import CVterm

/// A real terminal emulator (libvterm, as Vim and Neovim use for their screen tests) fed with
/// everything guia writes, so tests read the screen a user would see.
final class VirtualScreen {
  private let terminal: OpaquePointer
  private let screen: OpaquePointer
  private(set) var rows: Int
  private(set) var columns: Int

  init(rows: Int, columns: Int) {
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
  func feed(_ bytes: ArraySlice<UInt8>) {
    bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        _ = vterm_input_write(terminal, chars.baseAddress, chars.count)
      }
    }
  }

  func resize(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
    vterm_set_size(terminal, Int32(rows), Int32(columns))
  }

  /// One cell: its text and whether it is bold or reversed.
  struct Cell: Equatable {
    var text: String
    var width: Int
    var bold: Bool
    var reverse: Bool
  }

  func cell(row: Int, column: Int) -> Cell {
    var cell = VTermScreenCell()
    _ = vterm_screen_get_cell(screen, VTermPos(row: Int32(row), col: Int32(column)), &cell)
    let scalars = withUnsafeBytes(of: cell.chars) { raw in
      Array(raw.bindMemory(to: UInt32.self).prefix { $0 != 0 })
    }
    let text = String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
    return Cell(
      text: text, width: Int(cell.width), bold: cell.attrs.bold != 0,
      reverse: cell.attrs.reverse != 0)
  }

  /// The text of each row, trailing blanks removed.
  var lines: [String] {
    (0..<rows).map { row in
      var line = ""
      var column = 0
      while column < columns {
        let cell = cell(row: row, column: column)
        line += cell.text.isEmpty ? " " : cell.text
        column += max(1, cell.width)
      }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }
}
