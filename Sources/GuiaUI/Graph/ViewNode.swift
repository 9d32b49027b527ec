/// Where a view sits in the tree: the persistent home of its state across passes.
///
/// Views are values, made anew by every `body`; a node outlives them. A child is found again
/// by its structural position (or explicit id) and its view type, so state survives
/// re-evaluation and resets when a branch switches or an `.id` changes, as in SwiftUI.
@MainActor
@usableFromInline
final class ViewNode {
  /// The node whose view is being resolved now, if any: a state read through a binding
  /// notes it as a reader (``StoredLocation/read()``). Set and read on the main thread
  /// only; not isolated, so that a `State` (a plain value) can ask.
  nonisolated(unsafe) static var resolving: ViewNode?

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
  private(set) var children: [ChildKey: ViewNode] = [:]
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
  /// The node whose child this is (`nil` for the root).
  private(set) weak var parent: ViewNode?
  /// When a state the node's views read last changed (``ViewGraph/stamp()``): elements
  /// made before are stale.
  var invalidatedAt = 0
  /// The pass that reused the elements of the views resolved here rather than resolving
  /// them again: nothing below changed, and the pruning after it does not walk there.
  var reusedAt = -1
  /// What each view type resolved here made last (``ViewMemo``): one node may resolve a
  /// view and, in the same context, the view it wraps.
  var memos: [(type: ObjectIdentifier, memo: AnyObject)] = []

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
    let type = ObjectIdentifier(type)
    // Most nodes have one child, the first (a modifier's content, a body): found without
    // hashing a key.
    if index == 0, let first = firstChild, first.type == type {
      first.node.generation = graph.generation
      first.node.isHidden = false
      return first.node
    }
    let node = child(at: ChildKey(id: .index(index), type: type))
    if index == 0 { firstChild = (type, node) }
    return node
  }

  /// The child at position 0 last asked for, and its view type: a shortcut into ``children``.
  private var firstChild: (type: ObjectIdentifier, node: ViewNode)?

  private func child(at key: ChildKey) -> ViewNode {
    if let node = children[key] {
      node.generation = graph.generation
      node.isHidden = false
      return node
    }
    let node = ViewNode(graph: graph)
    node.parent = self
    children[key] = node
    return node
  }

  /// Marks the elements made here and in every ancestor stale: a state this node's views
  /// read changed, so the next pass resolves them again (and, above, the views that hold
  /// them), while every other branch keeps its elements.
  func invalidate() {
    let stamp = graph.stamp()
    var node: ViewNode? = self
    while let current = node {
      current.invalidatedAt = stamp
      node = current.parent
    }
    graph.setNeedsPass()
  }

  /// The memo of the view of type `type` resolved here, if any.
  func memo(for type: ObjectIdentifier) -> AnyObject? {
    for entry in memos where entry.type == type { return entry.memo }
    return nil
  }

  /// Keeps `memo` as what the view of type `type` resolved here made.
  func setMemo(_ memo: AnyObject, for type: ObjectIdentifier) {
    if let index = memos.firstIndex(where: { $0.type == type }) {
      memos[index].memo = memo
    } else {
      memos.append((type, memo))
    }
  }

  /// Forgets what every view in the subtree made.
  func forgetMemos() {
    memos.removeAll()
    for node in children.values { node.forgetMemos() }
  }

  /// Forgets the memo of the view of type `type`.
  func removeMemo(for type: ObjectIdentifier) {
    memos.removeAll { $0.type == type }
  }

  /// Marks the node stale from whatever thread an `@Observable` property it read changed.
  private(set) lazy var invalidator = MainThreadAction { [weak self] in self?.invalidate() }

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
        // A reused node's subtree is as the pass that made its elements left it.
        if node.reusedAt != graph.generation { node.prune() }
      } else if keepsHiddenDescendants {
        if !node.isHidden { node.hide() }
        hidden += 1
      } else {
        node.removeFromTree()
        children[key] = nil
        if firstChild?.node === node { firstChild = nil }
      }
    }
    if hidden > Self.hiddenLimit {
      let oldest = children.filter { $0.value.isHidden }.sorted { $0.value.generation < $1.value.generation }
      for (key, node) in oldest.prefix(hidden - Self.hiddenLimit) {
        children[key] = nil
        if firstChild?.node === node { firstChild = nil }
      }
    }
  }

  /// Takes the node off the screen's tree but keeps it: its disappear actions run, and its
  /// appear actions will run again when a pass reaches it.
  private func hide() {
    isHidden = true
    // Shown again, the row resolves anew: its appear actions run, its elements are made.
    memos.removeAll()
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
