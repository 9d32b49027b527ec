/// Something that is told each new ``ScrollGeometry``: the type-erased face of
/// ``ScrollGeometryObserver`` that lets one ``ScrollModel`` hold observers of different values.
public protocol ScrollGeometryObserving {
  /// Takes the geometry after a scroll, resize or content change.
  mutating func observe(_ geometry: ScrollGeometry)
}

/// Reduces every geometry to an `Equatable` value and runs an action only when that value
/// changes: the semantics of SwiftUI's `onScrollGeometryChange(for:of:action:)`.
///
/// The transform runs on every geometry it is given, so it must be cheap; the action runs once
/// per change, with the old and the new value. Reducing to a `Bool` such as `isAtBottom` turns
/// a stream of offsets into a handful of events (seed 000).
///
/// ```swift
/// var observer = ScrollGeometryObserver(of: { $0.isAtBottom }) { old, new in
///   footer = new ? "Fin de la guía" : "Quedan pasos por ver"
/// }
/// observer.observe(geometry)   // first layout: records the value
/// ```
public struct ScrollGeometryObserver<Value: Equatable>: ScrollGeometryObserving {
  /// Reduces a geometry to the value that matters.
  public let transform: (ScrollGeometry) -> Value
  /// Runs with `(old, new)` when the transformed value changes.
  public let action: (Value, Value) -> Void
  /// Whether the first geometry also runs the action, with `old == new` (SwiftUI's `initial:`).
  public let initial: Bool
  /// The last transformed value, or `nil` before the first geometry.
  public private(set) var value: Value?

  /// Creates an observer.
  ///
  /// - Parameters:
  ///   - transform: Reduces a geometry to the value that matters; runs on every geometry.
  ///   - initial: Whether the first geometry runs the action too, with the same value twice.
  ///   - action: Runs with the old and new values whenever the value changes.
  public init(
    of transform: @escaping (ScrollGeometry) -> Value,
    initial: Bool = false,
    action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void
  ) {
    self.transform = transform
    self.initial = initial
    self.action = action
  }

  public mutating func observe(_ geometry: ScrollGeometry) {
    let newValue = transform(geometry)
    guard let oldValue = value else {
      value = newValue
      if initial { action(newValue, newValue) }
      return
    }
    guard oldValue != newValue else { return }
    value = newValue
    action(oldValue, newValue)
  }
}
