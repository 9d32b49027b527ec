/// What a view resolved in a node made, and what it was made from: kept so that a pass in
/// which none of it changed reuses the elements instead of running the body again.
///
/// Not kept for a view whose elements resolve views while they are laid out (a lazy
/// stack's rows): what those make depends on the layout. A geometry reader's content is
/// kept by its element, with its registrations, while the reader's frame stays.
@MainActor
final class ViewMemo<V: View> {
  let view: V
  let environment: EnvironmentValues
  let elements: [Element]
  /// The registrations the view's resolution declared (``ViewGraph/register(_:)``).
  let registrations: [Registration]
  /// When the view was resolved (``ViewGraph/stamp()``).
  let stamp: Int

  init(
    view: V, environment: EnvironmentValues, elements: [Element],
    registrations: [Registration], stamp: Int
  ) {
    self.view = view
    self.environment = environment
    self.elements = elements
    self.registrations = registrations
    self.stamp = stamp
  }

  /// Whether no state read by the view (or below) changed since it was resolved.
  func isValid(in node: ViewNode) -> Bool {
    stamp > node.invalidatedAt && stamp > node.graph.allInvalidatedAt
  }
}
