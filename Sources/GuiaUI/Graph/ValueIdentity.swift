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
