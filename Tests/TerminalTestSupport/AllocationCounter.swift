#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Counts the Swift heap objects (array and string storage, closure contexts, class
/// instances) that a body allocates on the calling thread, through the hook the Swift
/// runtime keeps for instruments (`_swift_allocObject`): a contract such as "a one-row
/// scroll's frame allocates nothing" is checked by counting, not by timing.
///
/// Only the calling thread's allocations are counted, so tests running at the same time on
/// other threads do not disturb the count; the body must not suspend, and one count runs at a
/// time (its suite is serialized, and no other suite counts).
public enum AllocationCounter {
  /// How many Swift objects `body` allocated; `nil` where the runtime has no hook to count
  /// through (a runtime built without it, or linked statically without its symbols).
  public static func objects(allocatedBy body: () throws -> Void) rethrows -> Int? {
    guard let hook = symbol("_swift_allocObject", as: AllocateObject?.self),
      let swizzling = symbol("_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly", as: Bool.self),
      let original = hook.pointee
    else {
      try body()
      return nil
    }
    // The runtime reads the flag and the hook on every allocation, on every thread: both
    // are put back once the body ran, whatever it threw.
    Counter.original = original
    Counter.thread = pthread_self()
    Counter.count = 0
    hook.pointee = { metadata, size, alignment in
      if pthread_equal(pthread_self(), Counter.thread) != 0 { Counter.count += 1 }
      return Counter.original!(metadata, size, alignment)
    }
    swizzling.pointee = true
    defer {
      swizzling.pointee = false
      hook.pointee = original
    }
    try body()
    return Counter.count
  }

  /// The runtime's `swift_allocObject`: metadata, size and alignment mask in, the object out.
  private typealias AllocateObject = @convention(c) (UnsafeRawPointer?, Int, Int) -> UnsafeMutableRawPointer?

  /// The counting state the hook reads: a C function captures nothing. Written only while
  /// no hook reads it (before the hook is set), read by other threads only to be compared.
  private enum Counter {
    nonisolated(unsafe) static var original: AllocateObject?
    nonisolated(unsafe) static var thread = pthread_self()
    nonisolated(unsafe) static var count = 0
  }

  /// The runtime's global `name`, typed.
  private static func symbol<Value>(_ name: String, as type: Value.Type) -> UnsafeMutablePointer<Value>? {
    guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
    return address.assumingMemoryBound(to: Value.self)
  }
}
