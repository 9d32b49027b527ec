@_spi(Reflection) import Swift
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether two values are the same for a pass: a view whose value is the same as last time
/// (and whose state and environment did not change) makes the same elements, so its body
/// need not run again.
///
/// Compared as SwiftUI's graph compares a view's inputs: field by field as stored, so a
/// reference is the same only when it is the same object, and a closure only when it is the
/// same function with the same captures (a closure made anew by a body never is). Being
/// the same implies being equal; the converse does not hold (a string rebuilt in new
/// storage), which only costs a body run, never a stale screen. The bytes between fields
/// (padding, left as they fall) are not compared.
@MainActor
func isIdentical<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
  let ranges = StoredBytes.ranges(of: Value.self)
  return withUnsafeBytes(of: lhs) { left in
    withUnsafeBytes(of: rhs) { right in
      for range in ranges
      where memcmp(left.baseAddress! + range.lowerBound, right.baseAddress! + range.lowerBound, range.count) != 0 {
        return false
      }
      return true
    }
  }
}

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

/// Where a type's stored fields lie in its bytes, read once per type from the runtime's
/// field records (the reflection metadata `Mirror` reads): a struct's or tuple's fields,
/// recursively; anything else (a reference, a closure, an enum) whole.
@MainActor
enum StoredBytes {
  private static var known: [ObjectIdentifier: [Range<Int>]] = [:]

  static func ranges(of type: Any.Type) -> [Range<Int>] {
    let key = ObjectIdentifier(type)
    if let ranges = known[key] { return ranges }
    var ranges: [Range<Int>] = []
    collect(type, at: 0, into: &ranges, isView: true)
    // Adjacent fields compare as one run of bytes.
    var merged: [Range<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
      if let last = merged.last, last.upperBound >= range.lowerBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    known[key] = merged
    return merged
  }

  private static func collect(
    _ type: Any.Type, at base: Int, into ranges: inout [Range<Int>], isView: Bool = false
  ) {
    var hasFields = false
    // Structs and tuples only: a class's fields are not in the value (its reference is),
    // and an existential's are not known until it is opened.
    let kind = _MetadataKind(rawValue: metadataKind(of: type))
    if kind == .struct || kind == .tuple {
      _ = _forEachField(of: type, options: []) { _, offset, field, _ in
        hasFields = true
        // A view's state lives in its node, not in its value: the wrapper made anew with
        // each value (its box, its initial value) says nothing of what the view shows. Only
        // a view's own fields are asked (the binder asked the same of them already, so no
        // conformance is searched for anew).
        if isView, let property = field as? any BindableProperty.Type, property.isStoredInNode { return true }
        collect(field, at: base + offset, into: &ranges)
        return true
      }
    }
    if !hasFields { ranges.append(base..<(base + size(of: type))) }
  }

  private static func size(of type: Any.Type) -> Int {
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return _openExistential(type, do: size)
  }
}

/// The runtime's kind of a type's metadata (struct, tuple, class, existential…).
@_silgen_name("swift_getMetadataKind")
private func metadataKind(of type: Any.Type) -> UInt
