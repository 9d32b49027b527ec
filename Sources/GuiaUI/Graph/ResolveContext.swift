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
  let node = context.node
  let graph = node.graph
  let resolver = V._resolver
  let type = ObjectIdentifier(V.self)
  // The elements of the last pass, when nothing they were made from changed: no state the
  // views read, not the view's value, not its environment. The body does not run, and
  // nothing below is visited (SwiftUI skips a body whose inputs are unchanged).
  if let stored = node.memo(for: type) {
    let memo = unsafeDowncast(stored, to: ViewMemo<V>.self)
    if memo.isValid(in: node), isSameView(memo.view, view, resolver: resolver),
      graph.isSame(memo.environment, context.environment)
    {
      node.reusedAt = graph.generation
      graph.replay(memo.registrations[...])
      return memo.elements
    }
  }
  let stamp = graph.stamp()
  let firstRegistration = graph.registrations.count
  let layoutResolvers = graph.layoutResolvers
  let outer = ViewNode.resolving
  ViewNode.resolving = node
  let elements = ObservationScope.tracking(node) { resolver.makeElements(view, context) }
  ViewNode.resolving = outer
  if graph.layoutResolvers == layoutResolvers {
    node.setMemo(
      ViewMemo(
        view: view, environment: context.environment, elements: elements,
        registrations: Array(graph.registrations[firstRegistration...]), stamp: stamp),
      for: type)
  } else if node.memo(for: type) != nil {
    node.removeMemo(for: type)
  }
  return elements
}

/// A view GuiaUI draws itself (text, stacks, scroll views), rather than through a `body`.
@MainActor
protocol PrimitiveView {
  /// The elements standing for this view.
  func makeElements(in context: ResolveContext) -> [Element]
}
