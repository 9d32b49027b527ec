#if !GUIA_FOUNDATION
/// A set of offsets, as Foundation's `IndexSet` that `onDelete` and `onMove` hand their
/// actions (`items.remove(atOffsets: offsets)`). GuiaUI names its own so that no Foundation
/// is linked; with the `Foundation` trait the name is Foundation's.
public struct IndexSet: Hashable, Sendable, BidirectionalCollection, ExpressibleByArrayLiteral {
  /// The offsets, ascending, each once.
  private var offsets: [Int]

  /// An empty set.
  public init() { offsets = [] }
  /// The set of one offset.
  public init(integer: Int) { offsets = [integer] }
  /// The offsets of `range`.
  public init(integersIn range: Range<Int>) { offsets = Array(range) }
  /// The offsets of `range`.
  public init(integersIn range: ClosedRange<Int>) { offsets = Array(range) }
  /// The offsets of `sequence`.
  public init<S: Sequence>(_ sequence: S) where S.Element == Int { offsets = Array(Set(sequence)).sorted() }
  /// The offsets listed.
  public init(arrayLiteral elements: Int...) { self.init(elements) }

  public var startIndex: Int { offsets.startIndex }
  public var endIndex: Int { offsets.endIndex }
  public subscript(position: Int) -> Int { offsets[position] }
  public func index(after position: Int) -> Int { position + 1 }
  public func index(before position: Int) -> Int { position - 1 }

  /// Whether `offset` is in the set.
  public func contains(_ offset: Int) -> Bool { offsets.contains(offset) }

  /// Adds `offset`; returns whether it was new, and the offset.
  @discardableResult
  public mutating func insert(_ offset: Int) -> (inserted: Bool, memberAfterInsert: Int) {
    guard !contains(offset) else { return (false, offset) }
    offsets.append(offset)
    offsets.sort()
    return (true, offset)
  }

  /// Removes `offset`; returns it if it was in the set.
  @discardableResult
  public mutating func remove(_ offset: Int) -> Int? {
    guard let position = offsets.firstIndex(of: offset) else { return nil }
    return offsets.remove(at: position)
  }

  /// The offsets of this set and `other`.
  public func union(_ other: IndexSet) -> IndexSet { IndexSet(offsets + other.offsets) }
}
#endif

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` (what `onDelete` hands its action), as SwiftUI's.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.sorted(by: >) where offset >= 0 && offset < count {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` to before the element that was at `destination` (the
  /// end when it is `count`), keeping their order, as SwiftUI's (what `onMove` hands its
  /// action).
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let positions = Array(indices)
    let moving = source.filter { $0 >= 0 && $0 < positions.count }.sorted()
    let staying = positions.indices.filter { !moving.contains($0) }
    let split = staying.firstIndex { $0 >= destination } ?? staying.count
    let order = staying[..<split] + moving + staying[split...]
    let values = order.map { self[positions[$0]] }
    for (position, value) in zip(positions, values) { self[position] = value }
  }
}
