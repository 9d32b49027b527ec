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
  /// This font in `weight`: bold from semibold on, dim below regular.
  public func weight(_ weight: Weight) -> Font {
    var style = style
    style.remove([.bold, .dim])
    return Font(style.union(weight.style))
  }
  /// This font with letters of one width: a terminal's already are.
  public func monospaced() -> Font { self }

  /// A font of `size` points, as SwiftUI's system font: a terminal has one size, so large
  /// sizes are drawn as the titles are (28 and more as `.largeTitle`, 20 as `.title2`), small
  /// ones (below 13) dim as the captions, and `weight` bold or dim.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    let base: Font = size >= 28 ? .largeTitle : size >= 22 ? .title : size >= 20 ? .title2 : size < 13 ? .caption : .body
    return weight.map { base.weight($0) } ?? base
  }

  /// The system font of a text style, as SwiftUI's.
  public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font {
    weight.map { style.weight($0) } ?? style
  }

  /// A font's design (kept for SwiftUI's signatures: a terminal's font is the terminal's).
  public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
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

extension Font {
  /// A font's weight, as SwiftUI's: a terminal has bold and dim, so the heavy weights are
  /// bold and the light ones dim.
  public struct Weight: Hashable, Sendable {
    let value: Int
    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)

    /// The terminal attribute of the weight.
    var style: TextStyle { value >= 600 ? .bold : value < 400 ? .dim : [] }
  }
}

extension View {
  /// Sets the weight of the text in this view (bold from `.semibold` on, dim below
  /// `.regular`), as SwiftUI's.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    environment(\.fontWeight, weight)
  }

  /// Shows at most `number` rows of each text in this view (`nil`: all), the last one shown
  /// ending in `…` when more would follow, as SwiftUI's.
  public func lineLimit(_ number: Int?) -> some View {
    environment(\.lineLimit, number)
  }
}

struct FontWeightKey: EnvironmentKey {
  static let defaultValue: Font.Weight? = nil
}

struct LineLimitKey: EnvironmentKey {
  static let defaultValue: Int? = nil
}

extension EnvironmentValues {
  /// The weight of the text below, if set.
  var fontWeight: Font.Weight? {
    get { self[FontWeightKey.self] }
    set { self[FontWeightKey.self] = newValue }
  }

  /// The most rows each text below shows, if set.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
}
