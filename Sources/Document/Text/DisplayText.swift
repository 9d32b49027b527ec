/// Text that is safe to send to a terminal: it holds no control character, escape sequence,
/// bidirectional override, noncharacter or unassigned code point (see ``Sanitizer``).
///
/// Every drawing call takes `DisplayText` (through ``Span``), never a `String`, so text that
/// arrives while guia runs — a document, a heading, a file name, typed keys, an error's
/// description — reaches the screen only after the sanitiser has made it safe:
///
/// ```swift
/// let shown = DisplayText(sanitizing: fileName)   // "\u{1B}]2;x\u{7}" shows as "^[]2;x^G"
/// let spans = Sanitizer.spans(heading, style: .bold)  // placeholders in reverse video
/// ```
///
/// The program's own text is written as a literal (`"Fin de la guía"`, `"Paso \(n)"`): a
/// literal is a `StaticString`, and an interpolation takes only integers and other
/// `DisplayText`, so no runtime `String` can slip in that way.
///
/// Safety is a property of each Unicode scalar, so joining two display texts, or taking a part
/// of one at a scalar boundary, gives display text again: layout cuts and joins freely.
///
/// Layout's tab stops and line breaks: text made for layout (internal to this module) may hold
/// a tab or a newline, which the line breaker turns into spaces and rows before anything is
/// drawn. Text made for the screen never holds one.
public struct DisplayText: Hashable, Sendable {
  /// The characters, safe to write to a terminal.
  public private(set) var string: String

  /// Wraps text already known to be safe. Only this file may call it: the sanitiser's entry
  /// points below, and the operations that join or cut display text.
  fileprivate init(unchecked string: String) {
    self.string = string
  }

  /// Text written in the program itself, trusted as it is.
  ///
  /// Only a literal can be passed, so text that arrives while guia runs cannot take this way
  /// in: it goes through ``init(sanitizing:)`` or ``Sanitizer/spans(_:style:)``.
  public init(verbatim literal: StaticString) {
    string = literal.hasPointerRepresentation
      ? literal.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
      : String(literal.unicodeScalar)
  }

  /// `text` with every control character, escape sequence and bidirectional override shown as
  /// a visible placeholder (`^[`, `^G`, `<U+202E>`), tabs and newlines included, all in one
  /// style. ``Sanitizer/spans(_:style:)`` gives the same text with the placeholders marked.
  /// - Complexity: O(n) in the length of `text`.
  public init(sanitizing text: String) {
    // Printable ASCII is shown as it is: a prompt's or a message's text, every pass.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      self.init(unchecked: text)
      return
    }
    self = Sanitizer.spans(text).reduce(into: DisplayText.empty) { $0 += $1.text }
  }

  /// `bytes` as text when every byte is printable ASCII (a space to `~`), which is safe to
  /// show as it is and one cell a byte; `nil` otherwise.
  /// - Complexity: O(n) in the number of bytes.
  public init?(printableASCII bytes: some Collection<UInt8>) {
    guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
    self.init(unchecked: String(decoding: bytes, as: UTF8.self))
  }

  /// The decimal digits of `number`.
  public init(_ number: some BinaryInteger) {
    string = String(number)
  }

  /// The decimal digits of `number`: an `Int` has its own, specialised here (the generic one,
  /// not specialisable across modules, cost a header's percentage 1 500 instructions).
  public init(_ number: Int) {
    string = String(number)
  }

  /// `text` repeated `count` times (none when `count` is not positive).
  public init(repeating text: DisplayText, count: Int) {
    let count = max(0, count)
    let utf8 = Array(text.string.utf8)
    // A short text (a header's gap, an indent, a rule's `─`): its bytes written at once,
    // where the standard library appends the text `count` times.
    if !utf8.isEmpty, utf8.count <= 4 {
      string = String(unsafeUninitializedCapacity: count * utf8.count) { buffer in
        if utf8.count == 1 {
          buffer.initialize(repeating: utf8[0])
        } else {
          for index in 0..<buffer.count { buffer[index] = utf8[index % utf8.count] }
        }
        return buffer.count
      }
    } else {
      string = String(repeating: text.string, count: count)
    }
  }

  /// No text.
  public static let empty = DisplayText(unchecked: "")

  /// Whether there is no text.
  public var isEmpty: Bool { string.isEmpty }

  /// The number of characters (extended grapheme clusters, as `String.count`).
  public var count: Int { string.count }

  /// The width in terminal cells.
  public var width: Int { DisplayWidth.of(string) }

  /// Whether the text starts with `prefix`.
  public func hasPrefix(_ prefix: DisplayText) -> Bool { string.hasPrefix(prefix.string) }

  /// The text followed by `other`.
  public static func + (lhs: DisplayText, rhs: DisplayText) -> DisplayText {
    DisplayText(unchecked: lhs.string + rhs.string)
  }

  /// Appends `other`.
  public static func += (lhs: inout DisplayText, rhs: DisplayText) {
    // In place: layout appends glyph by glyph to rows of up to 65536 cells (`-S`).
    lhs.string += rhs.string
  }

  /// Gives the text storage of its own size: text built a glyph at a time has up to twice
  /// the room it needs (a row kept for every row of a 10 MB paragraph held 48 bytes more).
  public mutating func shrinkToFit() {
    let count = string.utf8.count
    guard count > 15 else { return }
    string = String(unsafeUninitializedCapacity: count) { buffer in
      buffer.initialize(fromContentsOf: string.utf8)
    }
  }

  /// The longest start of the text that fits in `cells` cells, and its width.
  public func prefix(fitting cells: Int) -> (text: DisplayText, width: Int) {
    let kept = DisplayWidth.prefix(of: string, fitting: cells)
    return (DisplayText(unchecked: kept.text), kept.width)
  }

  /// Calls `body` with each grapheme cluster of the text, in order.
  public func forEachCluster(_ body: (DisplayText) -> Void) {
    Graphemes.forEach(in: string) { body(DisplayText(unchecked: String($0))) }
  }

  /// The text in pieces of `length` characters or more, each ended after a space (the last
  /// with the text), so that joined again they are the text: a huge line wrapped a piece at
  /// a time (see `LayoutBuilder.emit`). Text with no space after `length` is one piece.
  public func pieces(ofAtLeast length: Int) -> [DisplayText] {
    var pieces: [DisplayText] = []
    var start = string.startIndex
    var index = start
    var characters = 0
    while index < string.endIndex {
      let character = string[index]
      index = string.index(after: index)
      characters += 1
      if characters >= length, character == " " {
        pieces.append(DisplayText(unchecked: String(string[start..<index])))
        start = index
        characters = 0
      }
    }
    if start < string.endIndex || pieces.isEmpty { pieces.append(DisplayText(unchecked: String(string[start...]))) }
    return pieces
  }

  /// Calls `body` with each character (`String`'s extended grapheme cluster) of the text.
  public func forEachCharacter(_ body: (DisplayText) -> Void) {
    for character in string { body(DisplayText(unchecked: String(character))) }
  }
}

extension DisplayWidth {
  /// The width of `text` in terminal cells.
  public static func of(_ text: DisplayText) -> Int { of(text.string) }
}

extension DisplayText: CustomStringConvertible {
  public var description: String { string }
}

extension DisplayText: ExpressibleByStringInterpolation {
  /// A literal written in the program: trusted (see ``init(verbatim:)``).
  public init(stringLiteral literal: StaticString) {
    self.init(verbatim: literal)
  }

  /// An interpolated literal: its literal parts are the program's, its values integers or
  /// display text.
  public init(stringInterpolation: Interpolation) {
    string = stringInterpolation.string
  }

  /// Builds an interpolated literal from trusted parts only.
  public struct Interpolation: StringInterpolationProtocol {
    fileprivate var string = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      string.reserveCapacity(literalCapacity)
    }

    /// Appends a literal part.
    public mutating func appendLiteral(_ literal: StaticString) {
      string += DisplayText(verbatim: literal).string
    }

    /// Appends display text.
    public mutating func appendInterpolation(_ text: DisplayText) {
      string += text.string
    }

    /// Appends the decimal digits of `number`.
    public mutating func appendInterpolation(_ number: some BinaryInteger) {
      string += String(number)
    }

    /// Appends the decimal digits of `number`, specialised as `init(_:)` for an `Int` is.
    public mutating func appendInterpolation(_ number: Int) {
      string += String(number)
    }
  }
}

extension Sanitizer {
  /// Splits `text` into spans where each control character, tabs and newlines included, is
  /// replaced by its placeholder in reverse video: text for the screen (a title, a heading, a
  /// prompt, a message).
  /// - Complexity: O(n) in the length of `text`.
  public static func spans(_ text: String, style: TextStyle = []) -> [Span] {
    spans(text, style: style, keepingLayout: false)
  }

  /// Like ``spans(_:style:)``, but tabs and newlines are kept: layout expands the first and
  /// breaks lines at the second before anything is drawn.
  static func layoutSpans(_ text: String, style: TextStyle = []) -> [Span] {
    spans(text, style: style, keepingLayout: true)
  }

  private static func spans(_ text: String, style: TextStyle, keepingLayout: Bool) -> [Span] {
    var spans: [Span] = []
    var plain = ""
    Graphemes.forEach(in: text) { cluster in
      guard let placeholder = keepingLayout
        ? placeholder(forCluster: cluster) : screenPlaceholder(forCluster: cluster)
      else {
        plain += cluster
        return
      }
      if !plain.isEmpty {
        spans.append(Span(DisplayText(unchecked: plain), style: style))
        plain = ""
      }
      spans.append(Span(DisplayText(unchecked: placeholder), style: style.union(.reverse)))
    }
    if !plain.isEmpty { spans.append(Span(DisplayText(unchecked: plain), style: style)) }
    return spans
  }

  /// What a glyph shows for the grapheme cluster `cluster` of a document: the cluster itself
  /// when it is safe (tabs and newlines are layout's), else its placeholder.
  static func glyphText(forCluster cluster: Substring) -> (text: DisplayText, isPlaceholder: Bool) {
    if let placeholder = placeholder(forCluster: cluster) {
      return (DisplayText(unchecked: placeholder), true)
    }
    return (DisplayText(unchecked: String(cluster)), false)
  }

  /// One-character texts for the printable ASCII bytes, indexed by byte; `nil` elsewhere.
  static let printableASCII: [DisplayText?] = (0..<128).map { byte in
    (0x20..<0x7F).contains(byte)
      ? DisplayText(unchecked: String(UnicodeScalar(UInt8(byte)))) : nil
  }
}
