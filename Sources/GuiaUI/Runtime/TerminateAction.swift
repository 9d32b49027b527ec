/// Ends the program's event loop, as an environment action: `@Environment(\.terminate)`.
///
/// Called, it asks the host to stop once the update under way has finished (its passes and
/// their queued actions); ``GuiaUIHost/run(on:)`` then returns `ExitReason.quit`, and the
/// terminal is restored by its owner. It is how a view quits itself (a viewer's `q` from
/// its key handler, a task that has nothing left to do).
///
/// ```swift
/// @Environment(\.terminate) private var terminate
/// var body: some View {
///   Text("Pulsa x para salir").onKeyPress("x") {
///     terminate()
///     return .handled
///   }
/// }
/// ```
@MainActor
public struct TerminateAction {
  private let action: @MainActor () -> Void

  /// An action that runs `action`.
  nonisolated init(_ action: @escaping @MainActor () -> Void) {
    self.action = action
  }

  /// Asks the host to end the event loop.
  public func callAsFunction() { action() }
}

struct TerminateActionKey: EnvironmentKey {
  /// Outside a host there is no loop to end.
  static let defaultValue = TerminateAction {}
}

extension EnvironmentValues {
  /// Ends the event loop of the host running the view (see ``TerminateAction``).
  public internal(set) var terminate: TerminateAction {
    get { self[TerminateActionKey.self] }
    set { self[TerminateActionKey.self] = newValue }
  }
}

/// Draws the next frame whole, every cell written again, as less's `^L` does when another
/// program's output spoilt the screen: `@Environment(\.repaint)`. A GuiaUI addition (SwiftUI
/// owns its window and never needs it).
@MainActor
public struct RepaintAction {
  private let action: @MainActor () -> Void
  nonisolated init(_ action: @escaping @MainActor () -> Void) {
    self.action = action
  }
  /// Asks the host to draw its next frame whole.
  public func callAsFunction() { action() }
}

struct RepaintActionKey: EnvironmentKey {
  static let defaultValue = RepaintAction {}
}

extension EnvironmentValues {
  /// Draws the host's next frame whole (see ``RepaintAction``).
  public internal(set) var repaint: RepaintAction {
    get { self[RepaintActionKey.self] }
    set { self[RepaintActionKey.self] = newValue }
  }
}
