/// The nodes that read a state through a binding as they were resolved, held weakly: a
/// node gone from the tree is not kept alive by what it once read.
///
/// Few per state (the views a binding was handed to), so a list: a node is looked for by
/// identity before it is added, and a read by the same node in every pass adds nothing.
struct NodeReaders {
  private struct Reader {
    weak var node: ViewNode?
  }

  private var readers: [Reader] = []

  /// Notes `node` as a reader.
  mutating func insert(_ node: ViewNode) {
    for reader in readers where reader.node === node { return }
    readers.removeAll { $0.node == nil }
    readers.append(Reader(node: node))
  }

  /// Marks every reader stale, and forgets them: each reads the state again when resolved.
  @MainActor
  mutating func invalidateAll() {
    guard !readers.isEmpty else { return }
    let nodes = readers.compactMap(\.node)
    readers.removeAll()
    for node in nodes { node.invalidate() }
  }
}
