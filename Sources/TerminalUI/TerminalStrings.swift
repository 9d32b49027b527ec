import Document

/// The terminal strings the scroll area is drawn with, from terminfo (or written out in tests).
public struct TerminalStrings: Sendable {
  /// Sets the scrolling region to rows `top...bottom` (`csr`); `nil` when the terminal has no
  /// scrolling region (VT52, `ansi`, `sun`, `cons25`): then rows are rewritten, not scrolled.
  public var setRegion: (@Sendable (_ top: Int, _ bottom: Int) -> [UInt8])?
  /// Moves the cursor to `row`, `column` (`cup`).
  public var moveCursor: @Sendable (_ row: Int, _ column: Int) -> [UInt8]
  /// Moves the cursor to `column` of its row (`hpa`), when the terminal has it.
  public var moveToColumn: (@Sendable (_ column: Int) -> [UInt8])?
  /// Scrolls the region up one row when the cursor is on its last row (`ind`).
  public var scrollForward: [UInt8]
  /// Scrolls the region down one row when the cursor is on its first row (`ri`).
  public var scrollReverse: [UInt8]
  /// Clears from the cursor to the end of the row (`el`).
  public var clearToEndOfLine: [UInt8]
  /// Turns every attribute off (`sgr0`).
  public var attributesOff: [UInt8]
  /// Turns on bold, dim, underline, reverse and italic (`bold`, `dim`, `smul`, `rev`, `sitm`).
  public var bold, dim, underline, reverse, italic: [UInt8]
  /// Turns on strikethrough (`smxx`, an extended capability); empty when the terminal has
  /// none, and then layout shows `~~` markers instead (see ``drawsStrikethrough``).
  public var strikethrough: [UInt8]

  /// How a document's colours are drawn; ``ColorStrings/none`` draws none (`NO_COLOR`, a
  /// terminal without colours).
  public var colors: ColorStrings = .none
  /// Whether a document's `http`, `https` and `file` links are sent on to the terminal as
  /// OSC 8 hyperlinks, which it ignores when it has none.
  public var forwardsHyperlinks = true

  /// Whether struck-out text can be drawn with the attribute.
  public var drawsStrikethrough: Bool { !strikethrough.isEmpty }

  /// Creates the strings.
  public init(
    setRegion: (@Sendable (Int, Int) -> [UInt8])?,
    moveCursor: @escaping @Sendable (Int, Int) -> [UInt8],
    scrollForward: [UInt8], scrollReverse: [UInt8], clearToEndOfLine: [UInt8],
    attributesOff: [UInt8], bold: [UInt8], dim: [UInt8], underline: [UInt8],
    reverse: [UInt8], italic: [UInt8], strikethrough: [UInt8] = [],
    moveToColumn: (@Sendable (Int) -> [UInt8])? = nil
  ) {
    self.setRegion = setRegion
    self.moveCursor = moveCursor
    self.moveToColumn = moveToColumn
    self.scrollForward = scrollForward
    self.scrollReverse = scrollReverse
    self.clearToEndOfLine = clearToEndOfLine
    self.attributesOff = attributesOff
    self.bold = bold
    self.dim = dim
    self.underline = underline
    self.reverse = reverse
    self.italic = italic
    self.strikethrough = strikethrough
  }

  /// The strings that turn on the attributes of `style` (after ``attributesOff``).
  public func attributes(_ style: TextStyle) -> [UInt8] {
    var bytes: [UInt8] = []
    if style.contains(.bold) { bytes += bold }
    if style.contains(.dim) { bytes += dim }
    if style.contains(.underline) { bytes += underline }
    if style.contains(.reverse) { bytes += reverse }
    if style.contains(.italic) { bytes += italic }
    if style.contains(.strikethrough) { bytes += strikethrough }
    if let foreground = style.foreground { bytes += colors.foreground(foreground) }
    if let background = style.background { bytes += colors.background(background) }
    return bytes
  }

  /// The bytes that turn the attributes, colours and link of `previous` into those of
  /// `style`: only what `style` adds when it takes nothing away (an attribute or a colour
  /// `previous` has and `style` has not), else everything off and `style`'s on. From plain
  /// text, that is `style`'s attributes alone, as ncurses' `vidputs` sends them.
  public func change(from previous: TextStyle, to style: TextStyle) -> [UInt8] {
    var bytes = hyperlinkChange(from: previous, to: style)
    let removes = !style.withoutColors.contains(previous.withoutColors)
      || (previous.foreground != nil && style.foreground == nil)
      || (previous.background != nil && style.background == nil)
    if removes { return bytes + attributesOff + attributes(style) }
    var added = style.withoutColors.subtracting(previous.withoutColors)
    if style.foreground != previous.foreground { added.foreground = style.foreground }
    if style.background != previous.background { added.background = style.background }
    bytes += attributes(added)
    return bytes
  }

  /// The bytes that start the link of `style` (after the previous cell's `previous`), or end
  /// the previous one; empty when nothing changes or links are not sent on.
  public func hyperlinkChange(from previous: TextStyle, to style: TextStyle) -> [UInt8] {
    guard forwardsHyperlinks else { return [] }
    let old = previous.link.flatMap { $0.isForwardable ? $0 : nil }
    let new = style.link.flatMap { $0.isForwardable ? $0 : nil }
    guard old != new else { return [] }
    // ESC ] 8 ; ; URI ESC \ : an empty URI ends the link.
    return [0x1B, 0x5D, 0x38, 0x3B, 0x3B] + (new?.forwardedBytes ?? []) + [0x1B, 0x5C]
  }

  /// xterm's strings, as its terminfo entry has them.
  public static let xterm = TerminalStrings(
    setRegion: { Array("\u{1B}[\($0 + 1);\($1 + 1)r".utf8) },
    moveCursor: { Array("\u{1B}[\($0 + 1);\($1 + 1)H".utf8) },
    scrollForward: [0x0A], scrollReverse: Array("\u{1B}M".utf8),
    clearToEndOfLine: Array("\u{1B}[K".utf8), attributesOff: Array("\u{1B}[m".utf8),
    bold: Array("\u{1B}[1m".utf8), dim: Array("\u{1B}[2m".utf8),
    underline: Array("\u{1B}[4m".utf8), reverse: Array("\u{1B}[7m".utf8),
    italic: Array("\u{1B}[3m".utf8), strikethrough: Array("\u{1B}[9m".utf8),
    moveToColumn: { Array("\u{1B}[\($0 + 1)G".utf8) })
}
