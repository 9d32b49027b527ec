#if GUIA_FOUNDATION
import Foundation
#endif
// SwiftUI's modifiers of look that a terminal's cells have nothing to show for: they compile
// and leave the view as it is, so code written for SwiftUI runs unchanged. Each says why.

extension View {
  /// Rounds the view's corners: a cell has none (the view is unchanged).
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }

  /// Clips the view to `shape`: a cell is drawn whole or not (the view is unchanged).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }

  /// A shadow: a terminal draws none (the view is unchanged).
  public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
    self
  }

  /// The accent of the controls below: a terminal shows focus in reverse video, whatever the
  /// tint (the view is unchanged).
  public func tint(_ tint: Color?) -> some View { self }

  /// Lets the view reach under the bars: a terminal has no safe area (the view is unchanged).
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

  /// The look of the buttons below: a terminal's button is its label, in reverse video when
  /// focused, whatever the style (the view is unchanged).
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }

  /// The look of the lists below: a terminal's list is its rows (the view is unchanged).
  public func listStyle<S: ListStyle>(_ style: S) -> some View { self }

  /// The lines between a list's rows: none are drawn (the view is unchanged).
  public func listRowSeparator(_ visibility: Visibility) -> some View { self }

  /// A list row's insets (the view is unchanged: rows are inset by the list's padding).
  public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }

  /// A list row's background (the view is unchanged).
  public func listRowBackground<V: View>(_ view: V?) -> some View { self }

  /// The look of the text fields below: a terminal's field is its row (the view is unchanged).
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }

  /// How a sheet's height may rest (the view is unchanged: a terminal's sheet covers the view).
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

  /// The scale of the symbols below (the view is unchanged: a symbol is a character).
  public func imageScale(_ scale: Image.Scale) -> some View { self }
}

/// The parts of the screen a view may reach under (kept for SwiftUI's signatures).
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A button's look (kept for SwiftUI's signatures).
public protocol PrimitiveButtonStyle {}
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: Self { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: Self { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: Self { .init() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: Self { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: Self { .init() } }

/// A list's look (kept for SwiftUI's signatures).
public protocol ListStyle {}
public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
extension ListStyle where Self == DefaultListStyle { public static var automatic: Self { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: Self { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: Self { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: Self { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: Self { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: Self { .init() } }

/// A text field's look (kept for SwiftUI's signatures).
public protocol TextFieldStyle {}
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: Self { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: Self { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: Self { .init() } }

/// A height a sheet may rest at (kept for SwiftUI's signatures).
public struct PresentationDetent: Hashable, Sendable {
  let fraction: Double
  public static let medium = PresentationDetent(fraction: 0.5)
  public static let large = PresentationDetent(fraction: 1)
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(fraction: fraction) }
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(fraction: height) }
}

/// How an image fits its frame (kept for SwiftUI's signatures).
public enum ContentMode: Hashable, Sendable { case fit, fill }

extension Image {
  /// The scale of a symbol (kept for SwiftUI's signatures).
  public enum Scale: Hashable, Sendable { case small, medium, large }

  /// An image that may be resized: a symbol is a character (the image is unchanged).
  public func resizable() -> Image { self }
}

extension View {
  /// Fits the view in its frame: a symbol is a character (the view is unchanged).
  public func scaledToFit() -> some View { self }
  /// Fills the frame with the view (the view is unchanged).
  public func scaledToFill() -> some View { self }
  /// Keeps the view's proportions (the view is unchanged).
  public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
}
