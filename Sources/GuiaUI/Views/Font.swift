import Document

/// How text looks: a terminal has one size, so SwiftUI's text styles map to attributes.
///
/// Titles are bold and underlined, `title2`/`title3` underlined, `headline` bold,
/// `footnote` and the captions dim; `body` and `callout` plain. ``bold()`` and ``italic()``
/// add their attribute to any style.
public struct Font: Hashable, Sendable {
  let style: TextStyle

  init(_ style: TextStyle) { self.style = style }

  /// Bold and underlined.
  public static let largeTitle = Font([.bold, .underline])
  /// Bold and underlined.
  public static let title = Font([.bold, .underline])
  /// Underlined (`.title2.bold()` adds bold).
  public static let title2 = Font(.underline)
  /// Underlined.
  public static let title3 = Font(.underline)
  /// Bold: seed 000's `Paso N`.
  public static let headline = Font(.bold)
  /// Plain.
  public static let subheadline = Font([])
  /// Plain: the style of text with no font set.
  public static let body = Font([])
  /// Plain.
  public static let callout = Font([])
  /// Dim: seed 000's footer.
  public static let footnote = Font(.dim)
  /// Dim.
  public static let caption = Font(.dim)
  /// Dim.
  public static let caption2 = Font(.dim)

  /// This font in bold.
  public func bold() -> Font { Font(style.union(.bold)) }
  /// This font in italics.
  public func italic() -> Font { Font(style.union(.italic)) }
}

struct FontKey: EnvironmentKey {
  static let defaultValue: Font? = nil
}

extension EnvironmentValues {
  /// The font of text below; `nil`: the body style.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
}

extension View {
  /// Sets the font of the text in this view.
  public func font(_ font: Font?) -> some View { environment(\.font, font) }
}
