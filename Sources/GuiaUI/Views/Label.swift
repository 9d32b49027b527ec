import Document

/// A picture from a name, as SwiftUI's `Image(systemName:)`: SF Symbols' names map to a
/// glyph a terminal can draw (`figure.run` → 🏃, `checkmark` → ✓); an unknown name draws `•`.
public struct Image: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let glyph: DisplayText

  /// The symbol named `systemName`.
  public init(systemName: String) {
    glyph = Self.symbols[systemName] ?? Self.appSymbols[systemName] ?? "•"
  }

  /// A picture drawn as `glyph`: a stand-in for one the terminal cannot show.
  init(glyph: DisplayText) { self.glyph = glyph }

  /// The glyphs of the symbols GuiaUI knows.
  static let symbols: [String: DisplayText] = [
    "figure.run": "🏃", "figure.walk": "🚶", "checkmark": "✓", "checkmark.circle": "✔",
    "xmark": "✗", "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥",
    "circle": "○", "circle.fill": "●", "info.circle": "ⓘ", "exclamationmark.triangle": "⚠",
    "arrow.up": "↑", "arrow.down": "↓", "arrow.left": "←", "arrow.right": "→",
    "chevron.right": "›", "chevron.left": "‹", "book": "📖", "list.bullet": "•",
    "magnifyingglass": "🔍", "clock": "🕒", "flag": "⚑", "hammer": "🔨", "wrench": "🔧",
  ]

  func makeElements(in context: ResolveContext) -> [Element] {
    let font = context.environment.font ?? .body
    return [TextElement(spans: [Span(glyph, style: font.style)])]
  }
}

/// A title with an icon before it, as SwiftUI's `Label`.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label of `title` and the view `icon` builds.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  @Environment(\.labelStyle) private var style

  /// The label as the environment's ``LabelStyle`` makes it (the icon, a column, then the
  /// title, by default).
  public var body: some View {
    style.makeBody(LabelStyleConfiguration(
      title: LabelStyleConfiguration.Title(AnyView(title)),
      icon: LabelStyleConfiguration.Icon(AnyView(icon))))
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label of `title` and the symbol named `systemImage`.
  public init(_ title: DisplayText, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label of `title` (sanitised) and the symbol named `systemImage`.
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}
