/// Reloads the content of the view that is given it, as SwiftUI's `RefreshAction`: read from
/// `@Environment(\.refresh)` (nil where no `.refreshable` is above).
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void

  /// Runs the reload and waits for it.
  public func callAsFunction() async { await action() }
}

struct RefreshKey: EnvironmentKey {
  static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
  /// The reload of the views below (``View/refreshable(action:)``), if any.
  public var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}

extension View {
  /// Makes the scroll views in this view reload with `action`, as SwiftUI's pull to
  /// refresh: on a terminal, a key that scrolls up when the view is already at its top pulls
  /// (`k`, Up, PgUp at the top). While `action` runs, a second pull starts nothing.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    environment(\.refresh, RefreshAction(action: action))
  }
}

/// A scroll view's reload, and whether one runs.
@MainActor
final class ScrollRefresh {
  let action: RefreshAction
  private(set) var isRunning = false

  init(_ action: RefreshAction) { self.action = action }

  /// Starts the reload unless one runs; `done` runs on the main actor when it ends.
  func start(done: @escaping @MainActor () -> Void) {
    guard !isRunning else { return }
    isRunning = true
    let action = action
    Task { @MainActor in
      await action()
      self.isRunning = false
      done()
    }
  }
}
