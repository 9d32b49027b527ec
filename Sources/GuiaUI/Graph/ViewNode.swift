/// Where a view sits in the tree: the persistent home of its state across passes.
///
/// Views are values, made anew by every `body`; a node outlives them. A child is found again
/// by its structural position (or explicit id) and its view type, so state survives
/// re-evaluation and resets when a branch switches or an `.id` changes, as in SwiftUI.
@MainActor
@usableFromInline
final class ViewNode {
  /// What identifies a child among its siblings.
  struct ChildKey: Hashable {
    /// A position (a tuple's index, most children) is kept as itself: an `AnyHashable` made
    /// of a type the first time looks its conformances up among all of the program's.
    enum ID: Hashable {
      case index(Int)
      case identity(AnyHashable)
    }
    var id: ID
    var type: ObjectIdentifier
  }

  /// The graph the node belongs to.
  unowned let graph: ViewGraph
  /// State slots, by the index of the dynamic property in its view (or a modifier's use).
  private var slots: [Int: AnyObject] = [:]
  private var children: [ChildKey: ViewNode] = [:]
  /// The pass that last reached the node; nodes a pass did not reach are removed after it.
  private(set) var generation: Int
  /// Actions to run when the node leaves the tree (`onDisappear`).
  var disappearActions: [() -> Void] = []
  /// Whether the children a pass does not reach are kept, hidden, rather than removed: a
  /// lazy stack's rows, whose state belongs to their identity, as SwiftUI keeps it, not to
  /// their being on screen.
  var keepsHiddenDescendants = false
  /// Whether the node is kept while no pass reaches it (a lazy row scrolled away).
  private var isHidden = false

  /// The hidden rows a lazy stack keeps at most; past them the longest hidden go, state and
  /// all, so memory stays in proportion to the rows seen lately, not to every row visited.
  static let hiddenLimit = 1_024

  init(graph: ViewGraph) {
    self.graph = graph
    generation = graph.generation
  }

  /// The child at `id` for a view of type `type`, created on first use.
  func child(_ id: some Hashable, type: Any.Type) -> ViewNode {
    // An `Int` is the same child whichever overload it came through.
    if let index = id as? Int { return child(index, type: type) }
    return child(at: ChildKey(id: .identity(AnyHashable(id)), type: ObjectIdentifier(type)))
  }

  /// The child at position `index` for a view of type `type`, created on first use.
  func child(_ index: Int, type: Any.Type) -> ViewNode {
    child(at: ChildKey(id: .index(index), type: ObjectIdentifier(type)))
  }

  private func child(at key: ChildKey) -> ViewNode {
    if let node = children[key] {
      node.generation = graph.generation
      node.isHidden = false
      return node
    }
    let node = ViewNode(graph: graph)
    children[key] = node
    return node
  }

  /// The object in slot `index`, made by `make` the first time.
  func slot<Object: AnyObject>(_ index: Int, make: () -> Object) -> Object {
    if let object = slots[index] as? Object { return object }
    let object = make()
    slots[index] = object
    return object
  }

  /// Removes the children the last pass did not reach, queueing their disappear actions; a
  /// lazy stack's rows (``keepsHiddenDescendants``) are hidden instead, keeping their state.
  func prune() {
    var hidden = 0
    for (key, node) in children {
      if node.generation == graph.generation {
        node.prune()
      } else if keepsHiddenDescendants {
        if !node.isHidden { node.hide() }
        hidden += 1
      } else {
        node.removeFromTree()
        children[key] = nil
      }
    }
    if hidden > Self.hiddenLimit {
      let oldest = children.filter { $0.value.isHidden }.sorted { $0.value.generation < $1.value.generation }
      for (key, _) in oldest.prefix(hidden - Self.hiddenLimit) { children[key] = nil }
    }
  }

  /// Takes the node off the screen's tree but keeps it: its disappear actions run, and its
  /// appear actions will run again when a pass reaches it.
  private func hide() {
    isHidden = true
    for action in disappearActions { graph.enqueue(action) }
    (slots[LifecycleModifier.slot] as? AppearanceRecord)?.hasAppeared = false
    for node in children.values where !node.isHidden { node.hide() }
  }

  private func removeFromTree() {
    for action in disappearActions { graph.enqueue(action) }
    for node in children.values { node.removeFromTree() }
  }

  /// How many nodes the tree below holds (tests bound it for lazy stacks).
  var descendantCount: Int { children.values.reduce(children.count) { $0 + $1.descendantCount } }
}
