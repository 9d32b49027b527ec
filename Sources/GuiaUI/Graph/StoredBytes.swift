@_spi(Reflection) import Swift

/// Where a type's stored fields lie in its bytes, read once per type from the runtime's
/// field records (the reflection metadata `Mirror` reads): a struct's or tuple's fields,
/// recursively; an existential's value as the type it holds (``StoredLayout``); anything
/// else (a reference, a closure, an enum) whole.
@MainActor
enum StoredBytes {
  private static var known: [ObjectIdentifier: StoredLayout] = [:]
  /// The layouts of types held in existentials, whose dynamic properties are not left out.
  private static var knownValues: [ObjectIdentifier: StoredLayout] = [:]

  /// How many types' field records were read (each costs the runtime a demangling of every
  /// field's type name): counted for the tests that check a type is read once.
  private(set) static var typesReflected = 0

  /// The byte ranges compared whole (adjacent fields merged into one run).
  static func ranges(of type: Any.Type) -> [Range<Int>] { layout(of: type).ranges }

  static func layout(of type: Any.Type, isView: Bool = true) -> StoredLayout {
    let key = ObjectIdentifier(type)
    if let layout = isView ? known[key] : knownValues[key] { return layout }
    var ranges: [Range<Int>] = []
    var existentials: [Int] = []
    var optionals: [StoredLayout.OptionalField] = []
    collect(type, at: 0, into: &ranges, existentials: &existentials, optionals: &optionals, isView: isView)
    // Adjacent fields compare as one run of bytes.
    var merged: [Range<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
      if let last = merged.last, last.upperBound >= range.lowerBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    let layout = StoredLayout(ranges: merged, existentials: existentials, optionals: optionals)
    if isView { known[key] = layout } else { knownValues[key] = layout }
    return layout
  }

  private static func collect(
    _ type: Any.Type, at base: Int, into ranges: inout [Range<Int>], existentials: inout [Int],
    optionals: inout [StoredLayout.OptionalField], isView: Bool = false
  ) {
    var hasFields = false
    // Structs and tuples only: a class's fields are not in the value (its reference is),
    // and an existential's are not known until it is opened.
    let kind = _MetadataKind(rawValue: metadataKind(of: type))
    if kind == .struct || kind == .tuple {
      typesReflected += 1
      _ = _forEachField(of: type, options: .init(rawValue: 0)) { _, offset, field, _ in
        hasFields = true
        // A view's state lives in its node, not in its value: the wrapper made anew with
        // each value (its box, its initial value) says nothing of what the view shows.
        if isView, DynamicPropertyBinder.isStoredInNode(field) { return true }
        // A field's own layout is read once per type, as a view's is: a `String` or a
        // `Color` met in every view is not walked (its field types demangled) again.
        let fieldLayout = layout(of: field, isView: false)
        let at = base + offset
        ranges.append(contentsOf: fieldLayout.ranges.lazy.map { (at + $0.lowerBound)..<(at + $0.upperBound) })
        existentials.append(contentsOf: fieldLayout.existentials.lazy.map { at + $0 })
        optionals.append(contentsOf: fieldLayout.optionals.lazy.map { $0.moved(by: at) })
        return true
      }
    } else if kind == .optional, let field = optionalField(type, at: base) {
      // An optional whose payload holds bytes left as they fell (padding, an existential's
      // buffer): compared as its payload when both hold one.
      optionals.append(field)
      return
    } else if kind == .existential, let container = OpaqueExistential(type) {
      // The inline buffer holds a value shorter than itself: the bytes past it are left as
      // they fell, so the buffer is compared as the type it holds (its type is compared
      // with the witness tables, as bytes).
      existentials.append(base)
      ranges.append((base + OpaqueExistential.bufferSize)..<(base + container.size))
      return
    }
    if !hasFields { ranges.append(base..<(base + size(of: type))) }
  }

  /// How to compare an optional of `type` at `base`, when its payload's layout is not one
  /// run of bytes; `nil` otherwise (compared whole).
  private static func optionalField(_ type: Any.Type, at base: Int) -> StoredLayout.OptionalField? {
    // An enum's metadata: its kind, its description, then its generic arguments.
    let wrapped = unsafeBitCast(type, to: UnsafeRawPointer.self).load(fromByteOffset: 16, as: Any.Type.self)
    let layout = Self.layout(of: wrapped, isView: false)
    guard !layout.existentials.isEmpty || !layout.optionals.isEmpty || layout.ranges != [0..<size(of: wrapped)] else {
      return nil
    }
    func isNone<Wrapped>(_: Wrapped.Type) -> @MainActor (UnsafeRawPointer) -> Bool {
      { $0.assumingMemoryBound(to: Wrapped?.self).pointee == nil }
    }
    return StoredLayout.OptionalField(offset: base, isNone: _openExistential(wrapped, do: isNone), wrapped: layout)
  }

  private static func size(of type: Any.Type) -> Int {
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return _openExistential(type, do: size)
  }
}

/// How a type's values are compared: byte ranges compared as stored, then existential
/// containers (`any P`, `Any`, `AnyHashable`'s box) at the offsets given, whose value is
/// compared as the type it holds.
struct StoredLayout {
  var ranges: [Range<Int>]
  var existentials: [Int]
  var optionals: [OptionalField]

  /// An optional whose payload is compared by its own layout when both sides hold one.
  struct OptionalField {
    let offset: Int
    let isNone: @MainActor (UnsafeRawPointer) -> Bool
    let wrapped: StoredLayout

    /// This field where it lies in a value holding its value `distance` bytes in.
    func moved(by distance: Int) -> Self {
      Self(offset: offset + distance, isNone: isNone, wrapped: wrapped)
    }
  }
}

/// An opaque existential container (`any P`, `Any`): three words of buffer, the type held,
/// then one witness table per protocol. A class-bound existential or an `any Error` is a
/// reference and is compared as one.
struct OpaqueExistential {
  static let bufferSize = 3 * MemoryLayout<Int>.size
  /// The container's size: the buffer, the type, the witness tables.
  let size: Int

  /// The container of the existential type `type`, if it is opaque.
  init?(_ type: Any.Type) {
    // The existential's metadata: its kind, then its flags (the Swift ABI's
    // ExistentialTypeFlags): the witness tables' count in the low 24 bits, a special
    // protocol (Error) in the next 6, and the top bit set when no class constraint.
    let flags = unsafeBitCast(type, to: UnsafeRawPointer.self).load(fromByteOffset: 8, as: UInt32.self)
    let witnessTables = Int(flags & 0x00FF_FFFF)
    guard flags & 0x8000_0000 != 0, (flags >> 24) & 0x3F == 0 else { return nil }
    size = Self.bufferSize + MemoryLayout<Int>.size * (1 + witnessTables)
  }

  /// Whether a value of `type` is held in the buffer itself rather than in a box the
  /// buffer points to (the value witness table's `IsNonInline` flag).
  static func isInline(_ type: Any.Type) -> Bool {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let witnesses = metadata.load(fromByteOffset: -MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
    // Eight witnesses, then size and stride, then the flags.
    let flags = witnesses.load(fromByteOffset: 10 * MemoryLayout<Int>.size, as: UInt32.self)
    return flags & 0x0002_0000 == 0
  }
}

/// The runtime's kind of a type's metadata (struct, tuple, class, existential…).
@_silgen_name("swift_getMetadataKind")
func metadataKind(of type: Any.Type) -> UInt
