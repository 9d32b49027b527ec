/// A scroll view's model: its state (a ``ScrollState``, or a ``LazyScrollState`` for content
/// too large to lay out) and the observers of its geometry.
///
/// Every change of state goes through ``update(_:)``, which then gives the new geometry to
/// every observer, so no scroll, resize or content change can bypass them.
///
/// ```swift
/// var scrollModel = ScrollModel(state: state)
/// scrollModel.onScrollGeometryChange(for: Bool.self, of: { $0.isAtBottom }) { _, atBottom in
///   footer.text = atBottom ? "Fin de la guía" : "Quedan pasos por ver"
/// }
/// scrollModel.update { $0.scroll(.page, .forward) }
/// ```
public struct ScrollModel<State: ScrollGeometryProviding> {
  /// The scroll state; change it with ``update(_:)``.
  public private(set) var state: State
  private var observers: [any ScrollGeometryObserving] = []

  /// Creates a scroll view model with no observers.
  public init(state: State) {
    self.state = state
  }

  /// The current geometry.
  public var geometry: ScrollGeometry { state.geometry }

  /// Adds an observer of a value derived from the geometry, as SwiftUI's modifier.
  ///
  /// The observer sees the current geometry at once, which counts as its first layout: with
  /// `initial: true` the action runs then with the same value twice.
  ///
  /// - Parameters:
  ///   - type: The type of the derived value.
  ///   - transform: Reduces a geometry to the value; runs after every change.
  ///   - initial: Whether the action runs for the first layout too.
  ///   - action: Runs with `(old, new)` only when the value changes.
  public mutating func onScrollGeometryChange<Value: Equatable>(
    for type: Value.Type = Value.self,
    of transform: @escaping (ScrollGeometry) -> Value,
    initial: Bool = false,
    action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void
  ) {
    add(ScrollGeometryObserver(of: transform, initial: initial, action: action))
  }

  /// Adds any observer; it sees the current geometry at once, as its first layout.
  public mutating func add(_ observer: some ScrollGeometryObserving) {
    var observer = observer
    observer.observe(state.geometry)
    observers.append(observer)
  }

  /// Changes the state, then tells every observer the resulting geometry.
  public mutating func update(_ change: (inout State) -> Void) {
    change(&state)
    for index in observers.indices {
      observers[index].observe(state.geometry)
    }
  }
}
