import Document

/// The strings that set a document's colours, for a terminal of so many colours.
public struct ColorStrings: Sendable {
  /// The palette's size: 0 (no colour), 8, 16, 88 or 256.
  public var count: Int
  /// Whether 24-bit colours are sent as they are (`COLORTERM=truecolor`, terminfo's `RGB`).
  public var isDirect: Bool
  /// Sets the text's colour to palette entry N (`setaf`).
  public var setForeground: @Sendable (Int) -> [UInt8]
  /// Sets the background to palette entry N (`setab`).
  public var setBackground: @Sendable (Int) -> [UInt8]

  /// Creates the strings.
  public init(
    count: Int, isDirect: Bool, setForeground: @escaping @Sendable (Int) -> [UInt8],
    setBackground: @escaping @Sendable (Int) -> [UInt8]
  ) {
    self.count = count
    self.isDirect = isDirect
    self.setForeground = setForeground
    self.setBackground = setBackground
  }

  /// No colour at all: every colour of a document is left out, its attributes kept.
  public static let none = ColorStrings(count: 0, isDirect: false, setForeground: { _ in [] }, setBackground: { _ in [] })

  /// xterm-256color's, as its terminfo entry has them, with 24-bit colours sent as they are.
  public static let xterm256 = ColorStrings(
    count: 256, isDirect: true, setForeground: { Self.xtermColor(30, $0) },
    setBackground: { Self.xtermColor(40, $0) })

  /// xterm's `setaf`/`setab` for entry `index`: `3N`/`9N` for the first 16, `38;5;N` after.
  static func xtermColor(_ base: Int, _ index: Int) -> [UInt8] {
    let parameters: String
    switch index {
    case 0..<8: parameters = "\(base + index)"
    case 8..<16: parameters = "\(base + 60 + index - 8)"
    default: parameters = "\(base + 8);5;\(index)"
    }
    return Array("\u{1B}[\(parameters)m".utf8)
  }

  /// The bytes that draw text in `color`: nothing without colours.
  public func foreground(_ color: TerminalColor) -> [UInt8] {
    bytes(color, base: 38, palette: setForeground)
  }

  /// The bytes that draw text on `color`: nothing without colours.
  public func background(_ color: TerminalColor) -> [UInt8] {
    bytes(color, base: 48, palette: setBackground)
  }

  private func bytes(_ color: TerminalColor, base: Int, palette: (Int) -> [UInt8]) -> [UInt8] {
    guard count >= 8 else { return [] }
    if isDirect, case .rgb(let red, let green, let blue) = color {
      return Array("\u{1B}[\(base);2;\(red);\(green);\(blue)m".utf8)
    }
    guard case .palette(let index) = color.approximated(toPalette: count) else { return [] }
    return palette(Int(index))
  }
}
