/// How a view's content changes when its state changes inside an animation, as SwiftUI's
/// `ContentTransition`.
public struct ContentTransition: Sendable {
  let name: String
  /// The platform's transition.
  public static let identity = ContentTransition(name: "identity")
  /// Fading from the old content to the new.
  public static let opacity = ContentTransition(name: "opacity")
  /// Morphing the old content into the new.
  public static let interpolate = ContentTransition(name: "interpolate")
  /// Rolling each digit of a number to its new value.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
  /// Rolling each digit towards `value`.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
}

extension View {
  /// Changes this view's content with `transition`; a terminal draws the new content at once,
  /// as GuiaUI draws every animation's end (docs/guiaui.md, "Where it differs").
  public func contentTransition(_ transition: ContentTransition) -> some View { self }
}
