#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether two values are the same for a pass: a view whose value is the same as last time
/// (and whose state and environment did not change) makes the same elements, so its body
/// need not run again. The fallback of ``isSameView(_:_:)`` for a view that is not
/// `Equatable`.
///
/// Compared as SwiftUI's graph compares a view's inputs: field by field as stored, so a
/// reference is the same only when it is the same object, and a closure only when it is the
/// same function with the same captures (a closure made anew by a body never is). Being
/// the same implies being equal; the converse does not hold (a string rebuilt in new
/// storage), which only costs a body run, never a stale screen. The bytes between fields
/// (padding, left as they fall) are not compared, nor those past an existential's value in
/// its buffer.
@MainActor
func isIdentical<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
  ByteComparisons.note(Value.self)
  return withUnsafeBytes(of: lhs) { left in
    withUnsafeBytes(of: rhs) { right in
      // Equal as a whole, every field is equal as stored: the layout, read from the
      // runtime's field records the first time a type is compared, is needed only to tell
      // what differs (padding, a buffer's unused bytes, a state's box) from what matters.
      if memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 { return true }
      return isIdentical(left.baseAddress!, right.baseAddress!, StoredBytes.layout(of: Value.self))
    }
  }
}

/// The types ``isIdentical(_:_:)`` compared as stored while recording, for the tests that
/// check a view is compared by its `==` (the reader's views: reading a type's field records
/// to compare its bytes was most of the first frame's reflection).
@MainActor
enum ByteComparisons {
  /// Each type compared as stored since ``record(_:)`` began, in order; `nil` when not recording.
  private(set) static var types: [Any.Type]?

  /// The types compared as stored while `body` ran.
  static func record(_ body: () throws -> Void) rethrows -> [Any.Type] {
    let outer = types
    types = []
    defer { types = outer }
    try body()
    return types ?? []
  }

  /// Counts a comparison of `type` as stored, while recording.
  static func note(_ type: Any.Type) {
    types?.append(type)
  }
}

/// Whether two values are the same bytes: ``isIdentical(_:_:)`` for a type whose bytes are
/// all its fields' (a reader whose one field is its content closure), with no layout read.
/// The closure is compared inside its view: taken out of a generic view, it would be
/// wrapped in a new thunk each time, and never be the same.
@MainActor
func hasSameBytes<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
  withUnsafeBytes(of: lhs) { left in
    withUnsafeBytes(of: rhs) { right in memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 }
  }
}

/// Whether the values at `left` and `right`, laid out as `layout`, are the same.
@MainActor
private func isIdentical(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer, _ layout: StoredLayout) -> Bool {
  for range in layout.ranges
  where memcmp(left + range.lowerBound, right + range.lowerBound, range.count) != 0 {
    return false
  }
  // The types held are the same (compared with the ranges): their values are compared.
  for optional in layout.optionals {
    switch (optional.isNone(left + optional.offset), optional.isNone(right + optional.offset)) {
    case (true, true): continue
    case (false, false):
      guard isIdentical(left + optional.offset, right + optional.offset, optional.wrapped) else { return false }
    default: return false
    }
  }
  for offset in layout.existentials {
    let type = (left + offset + OpaqueExistential.bufferSize).load(as: Any.Type.self)
    if OpaqueExistential.isInline(type) {
      guard isIdentical(left + offset, right + offset, StoredBytes.layout(of: type, isView: false)) else {
        return false
      }
    } else if memcmp(left + offset, right + offset, MemoryLayout<Int>.size) != 0 {
      // A box: copies of the existential share it.
      return false
    }
  }
  return true
}

/// Whether two values of a view make the same elements: by the view's own comparison
/// (`==` for an `Equatable` view or ``EquatableView``, a text's segments, a modified view's
/// modifier and content), else by ``isIdentical(_:_:)``.
@MainActor
func isSameView<V: View>(_ lhs: V, _ rhs: V) -> Bool {
  isSameView(lhs, rhs, resolver: V._resolver)
}

/// ``isSameView(_:_:)`` with the view type's resolver already at hand.
@MainActor
func isSameView<V: View>(_ lhs: V, _ rhs: V, resolver: _ViewResolver<V>) -> Bool {
  resolver.isSame?(lhs, rhs) ?? isIdentical(lhs, rhs)
}
