/// A translucent fill behind a view, as SwiftUI's `Material`: a terminal has no blur, so a
/// material is the terminal's own plain background.
public struct Material: ShapeStyle {
  private let name: String
  /// The most translucent material.
  public static let ultraThin = Material(name: "ultraThin")
  /// A thin material.
  public static let thin = Material(name: "thin")
  /// The standard material.
  public static let regular = Material(name: "regular")
  /// A thick material.
  public static let thick = Material(name: "thick")
  /// The least translucent material.
  public static let ultraThick = Material(name: "ultraThick")
  /// The material of bars (a toolbar, a tab bar).
  public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
  /// The most translucent material.
  public static var ultraThinMaterial: Material { .ultraThin }
  /// A thin material.
  public static var thinMaterial: Material { .thin }
  /// The standard material.
  public static var regularMaterial: Material { .regular }
  /// A thick material.
  public static var thickMaterial: Material { .thick }
  /// The least translucent material.
  public static var ultraThickMaterial: Material { .ultraThick }
  /// The material of bars.
  public static var bar: Material { .bar }
}

/// The tint of the view's environment, as SwiftUI's `TintShapeStyle`: on a terminal, the
/// accent colour.
public struct TintShapeStyle: ShapeStyle {
  /// The tint.
  public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The tint: the accent colour.
  public static var tint: TintShapeStyle { .init() }
}

extension ShapeStyle where Self == Color {
  /// A third level of emphasis: dim, as `.secondary`.
  @MainActor public static var tertiary: Color { Color.secondary }
  /// A fourth level of emphasis: dim, as `.secondary`.
  @MainActor public static var quaternary: Color { Color.secondary }
}

/// The colour a shape style draws text in: a colour's own, the accent for `.tint`; none for
/// a gradient, the colour of its middle stop; none for a material (the terminal's own).
@MainActor
func textColor(of style: some ShapeStyle) -> Color? {
  if let color = style as? Color { return color }
  if style is TintShapeStyle { return .accentColor }
  return gradient(of: style)?.drawnColor
}

extension View {
  /// Fills the view's background with `style`, as SwiftUI's: a colour as ``background(_:alignment:)``
  /// draws it; a material is the terminal's plain background, so nothing is drawn.
  @_disfavoredOverload
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(StyleBackground(color: textColor(of: style)))
  }
}

/// A shape style's fill as a view: its colour, or nothing.
struct StyleBackground: View {
  let color: Color?
  var body: some View {
    if let color { color }
  }
}
