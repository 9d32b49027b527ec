/// How many rows each unit of a document has (its blocks, see ``DocumentLayout/unitCount(of:)``):
/// exact for the units laid out, estimated for the others, with the sum of any prefix in
/// O(log n), so that a row's place in a document of a million blocks is found without a scan.
///
/// A Fenwick tree: `tree[i]` (from 1) holds the counts of the `i & -i` units ending at unit
/// `i - 1`.
public struct RowCounts: Hashable, Sendable {
  /// Each unit's count.
  public private(set) var counts: [Int]
  private var tree: [Int]

  /// The counts `counts`, in order.
  /// - Complexity: O(n).
  public init(_ counts: [Int]) {
    self.counts = counts
    tree = [0] + counts
    for index in 1..<max(1, tree.count) {
      let parent = index + (index & -index)
      if parent < tree.count { tree[parent] += tree[index] }
    }
  }

  /// The number of units.
  public var count: Int { counts.count }

  /// Sets unit `index`'s count to `count`.
  /// - Complexity: O(log n).
  public mutating func set(_ index: Int, to count: Int) {
    let change = count - counts[index]
    guard change != 0 else { return }
    counts[index] = count
    var node = index + 1
    while node < tree.count {
      tree[node] += change
      node += node & -node
    }
  }

  /// The rows of the units before unit `index`.
  /// - Complexity: O(log n).
  public func sum(before index: Int) -> Int {
    var node = min(max(0, index), counts.count)
    var total = 0
    while node > 0 {
      total += tree[node]
      node -= node & -node
    }
    return total
  }

  /// The rows of every unit.
  public var total: Int { sum(before: counts.count) }

  /// The unit that holds row `row` (counted from 0 over all units), and the row's index in
  /// it; past the last row, the last unit with the rows beyond its count.
  /// - Complexity: O(log n).
  public func unit(holding row: Int) -> (unit: Int, row: Int) {
    guard !counts.isEmpty else { return (0, max(0, row)) }
    var node = 0
    var remaining = max(0, row)
    var step = 1
    while step * 2 < tree.count { step *= 2 }
    // The furthest prefix whose rows are all at or before `row`.
    while step > 0 {
      let next = node + step
      if next < tree.count, tree[next] <= remaining {
        node = next
        remaining -= tree[next]
      }
      step /= 2
    }
    guard node < counts.count else { return (counts.count - 1, remaining + counts[counts.count - 1]) }
    return (node, remaining)
  }
}
