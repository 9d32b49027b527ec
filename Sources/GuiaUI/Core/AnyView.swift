/// A view whose type is erased. Its identity includes the type it wraps, so wrapping
/// another type resets state as a branch switch does.
public struct AnyView: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  private let type: Any.Type
  private let makeElements: @MainActor (ResolveContext) -> [Element]

  /// Wraps `view`.
  public init<Content: View>(_ view: Content) {
    if let erased = view as? AnyView {
      self = erased
      return
    }
    type = Content.self
    makeElements = { context in elements(of: view, in: context) }
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    makeElements(context.child(0, type: type))
  }
}
