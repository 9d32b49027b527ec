/// The attributes a run of text is drawn with; the front end maps them to terminal attributes.
public struct TextStyle: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold, as for step headings and `**strong**` text.
  public static let bold = TextStyle(rawValue: 1 << 0)
  /// Italic, as for `*emphasis*`.
  public static let italic = TextStyle(rawValue: 1 << 1)
  /// Underlined.
  public static let underline = TextStyle(rawValue: 1 << 2)
  /// Dimmed, as for the footer, link addresses and code.
  public static let dim = TextStyle(rawValue: 1 << 3)
  /// Reverse video: the visible placeholders of control characters.
  public static let reverse = TextStyle(rawValue: 1 << 4)
  /// Struck out (SGR 9), as for `~~text~~` on a terminal that has the attribute.
  public static let strikethrough = TextStyle(rawValue: 1 << 5)
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
