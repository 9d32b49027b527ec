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
    return withObservationTracking(resolve) { invalidator.run() }
  }

  /// Runs `work` (a layout, which may resolve rows), asking `graph` for a pass in which
  /// every view resolves again when something it read changes: who read it is not known.
  static func tracking(_ work: () -> Void, invalidating graph: ViewGraph) {
    let invalidator = MainThreadAction { [weak graph] in graph?.setNeedsUpdate() }
    withObservationTracking(work) {
      invalidator.run()
    }
  }
}

/// Runs a main-actor action from whatever thread an `@Observable` property changed on: at
/// once on the main thread, else queued to it.
final class MainThreadAction: @unchecked Sendable {
  // Run only on the main actor.
  private let action: @MainActor () -> Void

  init(_ action: @escaping @MainActor () -> Void) { self.action = action }

  func run() {
    if MainThread.isCurrent {
      MainActor.assumeIsolated { action() }
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated { self.action() } }
    }
  }
}
