/// What a view is resolved with: its node, its environment and its graph.
@MainActor
struct ResolveContext {
  /// The node of the view being resolved.
  var node: ViewNode
  /// Values handed down by ancestors.
  var environment: EnvironmentValues
  /// The graph, for queueing actions.
  var graph: ViewGraph { node.graph }

  /// The context of a child at `id`, of type `type`.
  func child(_ id: some Hashable, type: Any.Type) -> ResolveContext {
    var context = self
    context.node = node.child(id, type: type)
    return context
  }
}

/// Turns any view into the layout elements it stands for.
///
/// A primitive view makes its elements; any other view's dynamic properties (`@State`,
/// `@StateObject`, `@Environment`…) are bound to its node, then its `body` is resolved in
/// the node's child. Several elements come back from a group, a tuple or a `ForEach`, and
/// the enclosing stack lays them out as siblings.
@MainActor
func elements<V: View>(of view: V, in context: ResolveContext) -> [Element] {
  if let primitive = view as? any PrimitiveView {
    return primitive.makeElements(in: context)
  }
  DynamicPropertyBinder.bind(view, to: context.node, context: context)
  let body = view.body
  return elements(of: body, in: context.child(0, type: V.Body.self))
}

/// A view GuiaUI draws itself (text, stacks, scroll views), rather than through a `body`.
@MainActor
protocol PrimitiveView {
  /// The elements standing for this view.
  func makeElements(in context: ResolveContext) -> [Element]
}

