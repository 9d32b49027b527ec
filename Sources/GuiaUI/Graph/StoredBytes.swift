@_spi(Reflection) import Swift

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
      _ = _forEachField(of: type, options: .init(rawValue: 0)) { _, offset, field, _ in
        hasFields = true
        // A view's state lives in its node, not in its value: the wrapper made anew with
        // each value (its box, its initial value) says nothing of what the view shows.
        if isView, DynamicPropertyBinder.isStoredInNode(field) { return true }
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
func metadataKind(of type: Any.Type) -> UInt
