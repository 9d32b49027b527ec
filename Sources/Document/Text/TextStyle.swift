import Synchronization

/// How a run of text is drawn: attributes, colours and a hyperlink; the front end maps them
/// to the terminal's.
///
/// It reads as an option set of attributes (`[.bold, .underline]`, `style.union(.reverse)`),
/// with the colours and link a document's escape sequences ask for beside them: a union keeps
/// the attributes of both and takes the other's colours and link where it has them.
public struct TextStyle: Hashable, Sendable, ExpressibleByArrayLiteral {
  @usableFromInline var attributes: UInt8
  /// The text's colour; `nil` for the terminal's own.
  public var foreground: TerminalColor? {
    get { TerminalColor(packed: foregroundBits) }
    set { foregroundBits = newValue?.packed ?? 0 }
  }
  /// The colour behind the text; `nil` for the terminal's own.
  public var background: TerminalColor? {
    get { TerminalColor(packed: backgroundBits) }
    set { backgroundBits = newValue?.packed ?? 0 }
  }
  // Colours are kept packed (see ``TerminalColor/packed``): a style is compared for every
  // cell of every row drawn, and integers compare at once.
  @usableFromInline var foregroundBits: UInt32 = 0
  @usableFromInline var backgroundBits: UInt32 = 0
  /// The hyperlink the text belongs to (OSC 8), if any.
  ///
  /// Kept as its number in ``Hyperlink/table``, so that a style stays a few bytes with
  /// nothing to retain: every cell of the screen has one, and cells are copied and compared
  /// on every key.
  public var link: Hyperlink? {
    get { linkNumber == 0 ? nil : Hyperlink.link(numbered: linkNumber) }
    set { linkNumber = newValue.map(Hyperlink.number(of:)) ?? 0 }
  }
  @usableFromInline var linkNumber: UInt32 = 0

  /// Whether both styles are the same. Inlinable: a frame compares the style of every cell it
  /// scans, from another module, where a call per cell was most of the comparison.
  @inlinable public static func == (lhs: TextStyle, rhs: TextStyle) -> Bool {
    lhs.attributes == rhs.attributes && lhs.foregroundBits == rhs.foregroundBits
      && lhs.backgroundBits == rhs.backgroundBits && lhs.linkNumber == rhs.linkNumber
  }

  private init(attributes: UInt8) {
    self.attributes = attributes
  }

  /// No attribute, the terminal's colours.
  public init() { attributes = 0 }

  /// The union of `elements`.
  public init(arrayLiteral elements: TextStyle...) {
    self.init()
    for element in elements { formUnion(element) }
  }

  /// Bold, as for step headings and `**strong**` text.
  public static let bold = TextStyle(attributes: 1 << 0)
  /// Italic, as for `*emphasis*`.
  public static let italic = TextStyle(attributes: 1 << 1)
  /// Underlined.
  public static let underline = TextStyle(attributes: 1 << 2)
  /// Dimmed, as for the footer, link addresses and code.
  public static let dim = TextStyle(attributes: 1 << 3)
  /// Reverse video: the visible placeholders of control characters.
  public static let reverse = TextStyle(attributes: 1 << 4)
  /// Struck out (SGR 9), as for `~~text~~` on a terminal that has the attribute.
  public static let strikethrough = TextStyle(attributes: 1 << 5)

  /// Text in `color`.
  public static func foreground(_ color: TerminalColor) -> TextStyle {
    var style = TextStyle()
    style.foreground = color
    return style
  }

  /// Text on `color`.
  public static func background(_ color: TerminalColor) -> TextStyle {
    var style = TextStyle()
    style.background = color
    return style
  }

  /// Whether the style has no attribute, no colour and no link.
  public var isEmpty: Bool { self == TextStyle() }

  /// Whether the style has every attribute of `member`, and its colours and link where
  /// `member` has them.
  public func contains(_ member: TextStyle) -> Bool {
    attributes & member.attributes == member.attributes
      && (member.foregroundBits == 0 || member.foregroundBits == foregroundBits)
      && (member.backgroundBits == 0 || member.backgroundBits == backgroundBits)
      && (member.linkNumber == 0 || member.linkNumber == linkNumber)
  }

  /// The attributes of both; `other`'s colours and link where it has them, else these.
  public func union(_ other: TextStyle) -> TextStyle {
    var style = self
    style.formUnion(other)
    return style
  }

  /// Adds `other`'s attributes, and its colours and link where it has them.
  public mutating func formUnion(_ other: TextStyle) {
    attributes |= other.attributes
    if other.foregroundBits != 0 { foregroundBits = other.foregroundBits }
    if other.backgroundBits != 0 { backgroundBits = other.backgroundBits }
    if other.linkNumber != 0 { linkNumber = other.linkNumber }
  }

  /// Adds `member` (see ``formUnion(_:)``).
  public mutating func insert(_ member: TextStyle) { formUnion(member) }

  /// Takes away `member`'s attributes, and the colours and link it names.
  public mutating func remove(_ member: TextStyle) {
    attributes &= ~member.attributes
    if member.foregroundBits != 0 { foregroundBits = 0 }
    if member.backgroundBits != 0 { backgroundBits = 0 }
    if member.linkNumber != 0 { linkNumber = 0 }
  }

  /// The style without `member` (see ``remove(_:)``).
  public func subtracting(_ member: TextStyle) -> TextStyle {
    var style = self
    style.remove(member)
    return style
  }

  /// The attributes alone: no colour, no link.
  public var withoutColors: TextStyle { TextStyle(attributes: attributes) }
}

/// A hyperlink from an OSC 8 sequence in a document.
public struct Hyperlink: Hashable, Sendable {
  /// The links met since the table last started again, each once, numbered from 1 in the
  /// order met (see ``TextStyle/link``).
  static let table = Mutex(LinkTable())

  /// The links met and their numbers, within bounds of count and bytes: when one more would
  /// pass them the table starts again, in a new generation, and forgets the links it had.
  /// The rows on screen are drawn again from their bytes as they change, so a link off screen
  /// is met again, and numbered again, only when it is shown.
  struct LinkTable: ~Copyable {
    var links: [Hyperlink] = []
    var numbers: [Hyperlink: UInt32] = [:]
    /// The bytes of the addresses kept.
    var bytes = 0
    /// The generation, in a number's top 8 bits: a style numbered in an earlier one has no
    /// link any more (it is drawn as plain underlined text), never another generation's.
    var generation: UInt32 = 0
  }

  /// The links kept at most in one generation.
  static let tableLimit = 1 << 16
  /// The address bytes kept at most in one generation: 65 536 links of 4 KiB each (a 269 MB
  /// file) held 1.34 GB before.
  static let byteLimit = 4 << 20

  /// The number of `link` in the table, adding it the first time (starting the table again
  /// when it is full).
  static func number(of link: Hyperlink) -> UInt32 {
    table.withLock { table in
      if let number = table.numbers[link] { return number }
      let size = link.forwardedBytes.count + link.address.string.utf8.count
      if table.links.count >= tableLimit || table.bytes + size > byteLimit {
        table.links.removeAll()
        table.numbers.removeAll()
        table.bytes = 0
        table.generation = (table.generation + 1) & 0xFF
      }
      table.links.append(link)
      table.bytes += size
      let number = table.generation << 24 | UInt32(table.links.count)
      table.numbers[link] = number
      return number
    }
  }

  /// The link numbered `number`, if its generation is the table's.
  static func link(numbered number: UInt32) -> Hyperlink? {
    table.withLock { table in
      let index = Int(number & 0xFF_FFFF) - 1
      guard number >> 24 == table.generation, table.links.indices.contains(index) else { return nil }
      return table.links[index]
    }
  }

  /// The address, sanitised for showing.
  public let address: DisplayText
  /// Whether the address may be sent on to the terminal as a link of its own: only an
  /// `http`, `https` or `file` address of printable ASCII. Any other scheme (`javascript:`,
  /// a custom handler) is shown, never handed to the terminal to open.
  public let isForwardable: Bool
  /// The address as sent on (empty unless ``isForwardable``).
  public let forwardedBytes: [UInt8]

  /// The link to `bytes`, the address of an OSC 8 sequence.
  public init(address bytes: some Collection<UInt8>) {
    let bytes = Array(bytes)
    address = DisplayText(sanitizing: String(decoding: bytes, as: UTF8.self))
    let printable = !bytes.isEmpty && bytes.allSatisfy { (0x21...0x7E).contains($0) }
    let lowered = String(decoding: bytes.prefix(8).map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    let scheme = ["http://", "https://", "file://"].contains { lowered.hasPrefix($0) }
    isForwardable = printable && scheme
    forwardedBytes = isForwardable ? bytes : []
  }
}

/// How struck-out text (`~~text~~`) is shown. Dropping the strike would reverse the text's
/// meaning, so where the attribute cannot be drawn the markers stay.
public enum StrikethroughRendering: Hashable, Sendable {
  /// With the strikethrough attribute, on a terminal that has it (terminfo's `smxx`).
  case attribute
  /// Between visible `~~` markers: plain output, and terminals without the attribute.
  case markers
}

/// A run of text drawn with one style.
///
/// Its text is ``DisplayText``: a span of untrusted text comes from ``Sanitizer/spans(_:style:)``
/// or ``DisplayText/init(sanitizing:)``, never from a `String`.
public struct Span: Hashable, Sendable {
  /// The text: sanitised, with no control characters in it.
  public var text: DisplayText
  /// How the text is drawn.
  public var style: TextStyle

  /// Creates a span.
  public init(_ text: DisplayText, style: TextStyle = []) {
    self.text = text
    self.style = style
  }
}
