@_exported import Observation

#if canImport(Dispatch)
  import Dispatch
#endif

/// `@Observable` models: what a view's resolution reads is tracked in its node, and a
/// change to any of it marks that node (and the views holding it) stale, from whatever
/// thread changed it.
///
/// Scopes nest: a node's scope also sees what the views below read (Observation merges an
/// inner scope's reads into the outer one), which only asks the ancestors to resolve again,
/// as a change below asks them anyway (``ViewNode/invalidate()``). A view whose elements are
/// reused keeps the scope it armed when it was resolved.
@MainActor
enum ObservationScope {
  /// Runs the resolution of a view in `node`, watching what it reads.
  static func tracking<T>(_ node: ViewNode, _ resolve: () -> T) -> T {
    let invalidator = node.invalidator
    return withObservationTracking(resolve) { invalidator.invalidate() }
  }

  /// Runs `work` (a layout, which may resolve rows), asking `graph` for a pass in which
  /// every view resolves again when something it read changes: who read it is not known.
  static func tracking(_ work: () -> Void, invalidating graph: ViewGraph) {
    let invalidator = GraphInvalidator(graph)
    withObservationTracking(work) {
      invalidator.invalidate()
    }
  }
}

/// Marks a node stale from any thread.
final class NodeInvalidator: @unchecked Sendable {
  // Read only on the main actor.
  private weak var node: ViewNode?

  @MainActor init(_ node: ViewNode) { self.node = node }

  func invalidate() {
    if MainThread.isCurrent {
      MainActor.assumeIsolated { node?.invalidate() }
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated { self.node?.invalidate() } }
    }
  }
}

/// Asks a graph for a pass from any thread.
final class GraphInvalidator: @unchecked Sendable {
  // Read only on the main actor.
  private weak var graph: ViewGraph?

  @MainActor init(_ graph: ViewGraph) { self.graph = graph }

  func invalidate() {
    if MainThread.isCurrent {
      MainActor.assumeIsolated { graph?.setNeedsUpdate() }
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated { self.graph?.setNeedsUpdate() } }
    }
  }
}
