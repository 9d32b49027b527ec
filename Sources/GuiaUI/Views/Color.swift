import ScrollKit
import Document

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
  /// What text in this colour is drawn in (`foregroundStyle`): a palette entry, or the
  /// components given; `nil` for the terminal's own colour (`.primary`, `.clear`).
  let terminalColor: TerminalColor?

  init(name: String, opacity: Double = 1, terminalColor: TerminalColor? = nil) {
    self.name = name
    self.opacity = opacity
    self.terminalColor = terminalColor
  }

  /// A colour of red, green and blue components from 0 to 1, drawn as the nearest the
  /// terminal has (exact where it takes 24-bit colour).
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    func byte(_ value: Double) -> UInt8 { UInt8((min(1, max(0, value)) * 255).rounded()) }
    self.init(
      name: "rgb", opacity: opacity,
      terminalColor: .rgb(red: byte(red), green: byte(green), blue: byte(blue)))
  }

  /// This colour with `opacity` (0 transparent … 1 opaque).
  public func opacity(_ opacity: Double) -> Color {
    Color(name: name, opacity: self.opacity * opacity, terminalColor: terminalColor)
  }

  /// Fully transparent: seed 003's `Color.clear` under a geometry reader.
  public static let clear = Color(name: "clear", opacity: 0)
  /// Black (drawn as blanks).
  public static let black = Color(name: "black", terminalColor: .palette(0))
  /// White (drawn as blanks).
  public static let white = Color(name: "white", terminalColor: .palette(7))
  /// Grey (drawn as blanks).
  public static let gray = Color(name: "gray", terminalColor: .palette(8))
  /// Red (drawn as blanks).
  public static let red = Color(name: "red", terminalColor: .palette(1))
  /// Green (drawn as blanks).
  public static let green = Color(name: "green", terminalColor: .palette(2))
  /// Blue (drawn as blanks).
  public static let blue = Color(name: "blue", terminalColor: .palette(4))
  /// Teal (drawn as blanks).
  public static let teal = Color(name: "teal", terminalColor: .palette(6))
  /// The app's accent colour (drawn as blanks).
  public static let accentColor = Color(name: "accent", terminalColor: .palette(4))
  /// The colour of primary content (drawn as blanks).
  public static let primary = Color(name: "primary")
  /// The colour of secondary content (drawn as blanks; text in it is dim).
  public static let secondary = Color(name: "secondary")
  /// Yellow (drawn as blanks).
  public static let yellow = Color(name: "yellow", terminalColor: .palette(3))
  /// Orange (drawn as blanks).
  public static let orange = Color(name: "orange", terminalColor: .rgb(red: 255, green: 149, blue: 0))
  /// Purple (drawn as blanks).
  public static let purple = Color(name: "purple", terminalColor: .palette(5))
  /// Pink (drawn as blanks).
  public static let pink = Color(name: "pink", terminalColor: .rgb(red: 255, green: 45, blue: 85))
  /// Cyan (drawn as blanks).
  public static let cyan = Color(name: "cyan", terminalColor: .palette(14))
  /// Mint (drawn as blanks).
  public static let mint = Color(name: "mint", terminalColor: .rgb(red: 0, green: 199, blue: 190))
  /// Indigo (drawn as blanks).
  public static let indigo = Color(name: "indigo", terminalColor: .rgb(red: 88, green: 86, blue: 214))
  /// Brown (drawn as blanks).
  public static let brown = Color(name: "brown", terminalColor: .rgb(red: 162, green: 132, blue: 94))

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
  /// ``Color/black`` where a shape style is expected.
  public static var black: Color { Color.black }
  /// ``Color/white`` where a shape style is expected.
  public static var white: Color { Color.white }
  /// ``Color/yellow`` where a shape style is expected.
  public static var yellow: Color { Color.yellow }
  /// ``Color/orange`` where a shape style is expected.
  public static var orange: Color { Color.orange }
  /// ``Color/purple`` where a shape style is expected.
  public static var purple: Color { Color.purple }
  /// ``Color/pink`` where a shape style is expected.
  public static var pink: Color { Color.pink }
  /// ``Color/cyan`` where a shape style is expected.
  public static var cyan: Color { Color.cyan }
  /// ``Color/mint`` where a shape style is expected.
  public static var mint: Color { Color.mint }
  /// ``Color/indigo`` where a shape style is expected.
  public static var indigo: Color { Color.indigo }
  /// ``Color/brown`` where a shape style is expected.
  public static var brown: Color { Color.brown }
}

extension View {
  /// Draws the text in this view in `style`'s colour (a ``Color``; `.secondary` dims it), as
  /// SwiftUI's; a terminal without colours, or `NO_COLOR`, shows it plain.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.foregroundColor, textColor(of: style))
  }

  /// Draws the text in this view in `color` (`nil`: the terminal's own), as SwiftUI's
  /// older name for ``foregroundStyle(_:)``.
  public func foregroundColor(_ color: Color?) -> some View {
    environment(\.foregroundColor, color)
  }
}

struct ForegroundColorKey: EnvironmentKey {
  static let defaultValue: Color? = nil
}

extension EnvironmentValues {
  /// The colour text below is drawn in (``View/foregroundStyle(_:)``), if any.
  var foregroundColor: Color? {
    get { self[ForegroundColorKey.self] }
    set { self[ForegroundColorKey.self] = newValue }
  }
}

/// Takes all the space offered and draws nothing.
@MainActor
final class FillElement: Element {
  override func isFlexible(along axis: Axis) -> Bool { true }
  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    CellSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
  }
}
