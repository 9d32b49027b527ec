import Document

/// A colour, 8 bits a channel.
public struct RGB: Hashable, Sendable {
  public var red, green, blue: UInt8

  /// Creates a colour.
  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// `#rrggbb`.
  public var hex: String {
    "#" + [red, green, blue].map { value in
      let digits = String(value, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }.joined()
  }
}

/// One cell of a captured terminal screen, as the emulator reports it.
public struct ScreenshotCell: Hashable, Sendable {
  /// The grapheme shown (base and combining marks); `""` for an empty cell or the second
  /// half of a wide character.
  public var text: String
  /// 2 for a wide character, 1 otherwise (0 for the second half of a wide character).
  public var width: Int
  public var isBold = false
  public var isDim = false
  public var isItalic = false
  public var isUnderlined = false
  public var isReversed = false
  /// The foreground colour, `nil` for the terminal's default.
  public var foreground: RGB?
  /// The background colour, `nil` for the terminal's default.
  public var background: RGB?

  /// Creates a cell.
  public init(
    _ text: String, width: Int = 1, bold: Bool = false, dim: Bool = false, italic: Bool = false,
    underlined: Bool = false, reversed: Bool = false, foreground: RGB? = nil, background: RGB? = nil
  ) {
    self.text = text
    self.width = width
    isBold = bold
    isDim = dim
    isItalic = italic
    isUnderlined = underlined
    isReversed = reversed
    self.foreground = foreground
    self.background = background
  }

  /// An empty cell.
  public static let empty = ScreenshotCell("")
}

/// A captured terminal screen: its cells row by row, and the title its picture shows.
public struct Screenshot: Hashable, Sendable {
  /// The title of the picture's frame, sanitised: it names files the user gave.
  public var title: DisplayText
  /// The cells, row by row; every row has ``columns`` cells.
  public var cells: [[ScreenshotCell]]

  /// Creates a screenshot.
  public init(title: DisplayText, cells: [[ScreenshotCell]]) {
    self.title = title
    self.cells = cells
  }

  /// The number of rows.
  public var rows: Int { cells.count }
  /// The number of columns.
  public var columns: Int { cells.first?.count ?? 0 }

  /// The text of each row, trailing blanks removed.
  public var lines: [String] {
    cells.map { row in
      var line = row.map { $0.width == 0 ? "" : ($0.text.isEmpty ? " " : $0.text) }.joined()
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }
}
