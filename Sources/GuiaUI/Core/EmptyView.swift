/// A view that shows nothing and takes no space.
public struct EmptyView: View, PrimitiveView {
  public typealias Body = Never
  public init() {}
  func makeElements(in context: ResolveContext) -> [Element] { [] }
}

/// Views grouped without a layout of their own: the enclosing stack lays them out.
public struct Group<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  /// Groups the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    elements(of: content, in: context.child(0, type: Content.self))
  }
}
