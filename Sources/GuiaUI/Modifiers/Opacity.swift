extension View {
  /// Draws this view at `opacity` (0 transparent … 1 opaque), as SwiftUI's: a terminal cell is
  /// drawn or not, so below 0.5 the text is dim and at 0 nothing is drawn (the view keeps its
  /// place).
  public func opacity(_ opacity: Double) -> some View {
    modifier(OpacityModifier(opacity: opacity))
  }
}

@usableFromInline
struct OpacityModifier: PrimitiveModifier {
  let opacity: Double

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    var inner = context
    if opacity < 0.5 { inner.environment.isFaded = true }
    let elements = content.resolve(in: inner)
    return opacity <= 0 ? elements.map { HiddenElement($0) } : elements
  }
}

/// A view laid out but not drawn.
@MainActor
final class HiddenElement: WrapperElement {
  override func draw(on canvas: inout CellCanvas) {}
}

struct IsFadedKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the text here is drawn faint (``View/opacity(_:)`` below 0.5).
  var isFaded: Bool {
    get { self[IsFadedKey.self] }
    set { self[IsFadedKey.self] = newValue }
  }
}
