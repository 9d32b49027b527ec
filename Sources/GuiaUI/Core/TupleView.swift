/// Several views side by side in a builder; a stack lays them out as siblings.
public struct TupleView<each Content: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> {
    // Each view by its own comparison: the tuple's type is a screen of views, whose
    // field records take long to read.
    _ViewResolver(
      makeElements: { $0.makeElements(in: $1) }, makeViewList: { $0.viewList(in: $1) },
      isPrimitive: true, isSame: { $0.isSame(as: $1) })
  }
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

  /// Whether each view makes the same elements as the other's at its place.
  func isSame(as other: Self) -> Bool {
    var isSame = true
    func compare<Child: View>(_ lhs: Child, _ rhs: Child) {
      if isSame, !isSameView(lhs, rhs) { isSame = false }
    }
    repeat compare(each value, each other.value)
    return isSame
  }

  private func resolveChild<Child: View>(
    _ child: Child, at index: Int, in context: ResolveContext
  ) -> [Element] {
    elements(of: child, in: context.child(index, type: Child.self))
  }
}
