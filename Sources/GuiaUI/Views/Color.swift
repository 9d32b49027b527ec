/// Something a shape or background is filled with.
public protocol ShapeStyle: Sendable {}

/// A colour. A terminal cell here has no colour of its own, so a colour fills its space
/// with blanks (a clear one draws nothing); it is flexible in both axes, as in SwiftUI.
public struct Color: View, PrimitiveView, ShapeStyle, Hashable {
  public typealias Body = Never
  let name: String
  let opacity: Double

  init(name: String, opacity: Double = 1) {
    self.name = name
    self.opacity = opacity
  }

  /// This colour with `opacity` (0 transparent … 1 opaque).
  public func opacity(_ opacity: Double) -> Color { Color(name: name, opacity: self.opacity * opacity) }

  public static let clear = Color(name: "clear", opacity: 0)
  public static let black = Color(name: "black")
  public static let white = Color(name: "white")
  public static let gray = Color(name: "gray")
  public static let red = Color(name: "red")
  public static let green = Color(name: "green")
  public static let blue = Color(name: "blue")
  public static let teal = Color(name: "teal")
  public static let accentColor = Color(name: "accent")
  public static let primary = Color(name: "primary")
  public static let secondary = Color(name: "secondary")

  func makeElements(in context: ResolveContext) -> [Element] { [FillElement()] }
}

@MainActor
extension ShapeStyle where Self == Color {
  public static var clear: Color { Color.clear }
  public static var teal: Color { Color.teal }
  public static var gray: Color { Color.gray }
  public static var blue: Color { Color.blue }
  public static var red: Color { Color.red }
  public static var green: Color { Color.green }
  public static var accentColor: Color { Color.accentColor }
  public static var primary: Color { Color.primary }
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
