@_exported import Observation

/// `@Observable` models: every property a pass reads is tracked, and a change to any of
/// them asks for another pass (on the main actor, from whatever thread changed it).
///
/// A pass evaluates the whole tree, so one tracking scope per pass is exact: a model read
/// by any `body` is watched, and one that no view reads any more is not.
@MainActor
enum ObservationScope {
  static func tracking(_ pass: () -> Void, invalidating graph: ViewGraph) {
    let invalidator = GraphInvalidator(graph)
    withObservationTracking(pass) {
      invalidator.invalidate()
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
