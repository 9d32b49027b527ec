/// Several views side by side in a builder; a stack lays them out as siblings.
public struct TupleView<each Content: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .indexed }
  /// The views.
  public let value: (repeat each Content)

  /// Creates a tuple of views.
  public init(_ value: repeat each Content) {
    self.value = (repeat each value)
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    var elements: [Element] = []
    var index = 0
    for child in repeat each value {
      elements += resolveChild(child, at: index, in: context)
      index += 1
    }
    return elements
  }

  private func resolveChild<Child: View>(
    _ child: Child, at index: Int, in context: ResolveContext
  ) -> [Element] {
    elements(of: child, in: context.child(index, type: Child.self))
  }
}
