import Synchronization

/// Whether two values of the environment are the same: equal when their type is
/// `Equatable` and was written as such (an array of handlers, a font), else
/// ``isIdentical(_:_:)`` on the values themselves, not on their boxes. The type's `==` is
/// learnt where the value is written, whose type is known there: asking the runtime whether
/// a type is `Equatable` would search every conformance of the program the first time.
@MainActor
func isSameEnvironmentValue(_ lhs: Any, _ rhs: Any) -> Bool {
  let type = Swift.type(of: lhs)
  guard ObjectIdentifier(type) == ObjectIdentifier(Swift.type(of: rhs)) else { return false }
  if let compare = EnvironmentComparators.comparator(for: type) { return compare(lhs, rhs) }
  func open<Value>(_ lhs: Value) -> Bool { isIdentical(lhs, rhs as! Value) }
  return _openExistential(lhs, do: open)
}

/// The `==` of each `Equatable` type written to an environment.
enum EnvironmentComparators {
  private static let known = Mutex<[ObjectIdentifier: (Any, Any) -> Bool]>([:])

  /// Keeps `Value`'s `==` (once per type).
  static func learn<Value: Equatable>(_: Value.Type) {
    known.withLock { known in
      if known[ObjectIdentifier(Value.self)] == nil {
        known[ObjectIdentifier(Value.self)] = { ($0 as! Value) == ($1 as! Value) }
      }
    }
  }

  static func comparator(for type: Any.Type) -> ((Any, Any) -> Bool)? {
    known.withLock { $0[ObjectIdentifier(type)] }
  }
}
