/// Something a shape or background is filled with.
public protocol ShapeStyle: Sendable {}

/// A colour. A terminal cell here has no colour of its own, so a colour fills its space
/// with blanks (a clear one draws nothing); it is flexible in both axes, as in SwiftUI.
public struct Color: View, PrimitiveView, ShapeStyle, Hashable {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let name: String
  let opacity: Double

  init(name: String, opacity: Double = 1) {
    self.name = name
    self.opacity = opacity
  }

  /// This colour with `opacity` (0 transparent … 1 opaque).
  public func opacity(_ opacity: Double) -> Color { Color(name: name, opacity: self.opacity * opacity) }

  /// Fully transparent: seed 003's `Color.clear` under a geometry reader.
  public static let clear = Color(name: "clear", opacity: 0)
  /// Black (drawn as blanks).
  public static let black = Color(name: "black")
  /// White (drawn as blanks).
  public static let white = Color(name: "white")
  /// Grey (drawn as blanks).
  public static let gray = Color(name: "gray")
  /// Red (drawn as blanks).
  public static let red = Color(name: "red")
  /// Green (drawn as blanks).
  public static let green = Color(name: "green")
  /// Blue (drawn as blanks).
  public static let blue = Color(name: "blue")
  /// Teal (drawn as blanks).
  public static let teal = Color(name: "teal")
  /// The app's accent colour (drawn as blanks).
  public static let accentColor = Color(name: "accent")
  /// The colour of primary content (drawn as blanks).
  public static let primary = Color(name: "primary")
  /// The colour of secondary content (drawn as blanks).
  public static let secondary = Color(name: "secondary")

  func makeElements(in context: ResolveContext) -> [Element] { [FillElement()] }
}

/// The colours as shape styles, so `.background(.teal, in: RoundedRectangle(…))` reads as in
/// SwiftUI.
@MainActor
extension ShapeStyle where Self == Color {
  /// ``Color/clear`` where a shape style is expected.
  public static var clear: Color { Color.clear }
  /// ``Color/teal`` where a shape style is expected.
  public static var teal: Color { Color.teal }
  /// ``Color/gray`` where a shape style is expected.
  public static var gray: Color { Color.gray }
  /// ``Color/blue`` where a shape style is expected.
  public static var blue: Color { Color.blue }
  /// ``Color/red`` where a shape style is expected.
  public static var red: Color { Color.red }
  /// ``Color/green`` where a shape style is expected.
  public static var green: Color { Color.green }
  /// ``Color/accentColor`` where a shape style is expected.
  public static var accentColor: Color { Color.accentColor }
  /// ``Color/primary`` where a shape style is expected.
  public static var primary: Color { Color.primary }
  /// ``Color/secondary`` where a shape style is expected.
  public static var secondary: Color { Color.secondary }
}

/// Takes all the space offered and draws nothing.
@MainActor
final class FillElement: Element {
  override func isFlexible(along axis: Axis) -> Bool { true }
  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    CellSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
  }
}
