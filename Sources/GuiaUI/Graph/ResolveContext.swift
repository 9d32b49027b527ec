/// What a view is resolved with: its node, its environment and its graph.
@MainActor @usableFromInline
struct ResolveContext {
  /// The node of the view being resolved.
  @usableFromInline var node: ViewNode
  /// Values handed down by ancestors.
  var environment: EnvironmentValues
  /// The graph, for queueing actions.
  var graph: ViewGraph { node.graph }

  /// The context of a child at `id`, of type `type`.
  @usableFromInline
  func child(_ id: some Hashable, type: Any.Type) -> ResolveContext {
    var context = self
    context.node = node.child(id, type: type)
    return context
  }

  /// The context of the child at position `index`, of type `type`.
  @usableFromInline
  func child(_ index: Int, type: Any.Type) -> ResolveContext {
    var context = self
    context.node = node.child(index, type: type)
    return context
  }
}

/// Turns any view into the layout elements it stands for.
///
/// A primitive view makes its elements; any other view's dynamic properties (`@State`,
/// `@StateObject`, `@Environment`…) are bound to its node, then its `body` is resolved in
/// the node's child. Several elements come back from a group, a tuple or a `ForEach`, and
/// the enclosing stack lays them out as siblings.
@MainActor @usableFromInline
func elements<V: View>(of view: V, in context: ResolveContext) -> [Element] {
  V._resolver.makeElements(view, context)
}

/// A view GuiaUI draws itself (text, stacks, scroll views), rather than through a `body`.
@MainActor
protocol PrimitiveView {
  /// The elements standing for this view.
  func makeElements(in context: ResolveContext) -> [Element]
}

