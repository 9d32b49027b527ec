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
