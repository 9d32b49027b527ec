/// A view that shows nothing and takes no space.
public struct EmptyView: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  /// An empty view (what an empty builder makes).
  public init() {}
  func makeElements(in context: ResolveContext) -> [Element] { [] }
}

/// Views grouped without a layout of their own: the enclosing stack lays them out.
public struct Group<Content: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let content: Content

  /// Groups the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    elements(of: content, in: context.child(0, type: Content.self))
  }
}
