/// A column of a ``LazyVGrid`` (or a row of a ``LazyHGrid``), as SwiftUI's `GridItem`: its
/// size, the spacing after it, and how the cells in it align their views.
public struct GridItem: Sendable {
  /// How wide a column is (how tall, in a horizontal grid).
  public enum Size: Sendable {
    /// Exactly this many points.
    case fixed(CGFloat)
    /// A share of the space the fixed items leave, kept between `minimum` and `maximum`.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many columns as fit in the item's share, each at least `minimum` wide.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The item's size.
  public var size: Size
  /// The points after this item, before the next (8, a column, when `nil`).
  public var spacing: CGFloat?
  /// How a cell's view sits in it (centred when `nil`).
  public var alignment: Alignment?

  /// An item of `size`, `spacing` points before the next, aligning its views by `alignment`.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// The tracks (columns of a vertical grid, rows of a horizontal one) that grid items make
/// in a length, in whole cells: a pure function of the items and the length.
@MainActor
struct GridTracks: Equatable {
  /// Each track's length.
  var lengths: [Int]
  /// The cells after each track (the last one's is 0).
  var gaps: [Int]
  /// How each track aligns its cells' views.
  var alignments: [Alignment]

  var count: Int { lengths.count }
  /// Where track `index` starts.
  func start(of index: Int) -> Int {
    (0..<index).reduce(0) { $0 + lengths[$1] + gaps[$1] }
  }
  /// The length of every track and the gaps between them.
  var total: Int { lengths.reduce(0, +) + gaps.dropLast().reduce(0, +) }

  /// The tracks `items` make in `available` cells along `axis` (`nil`: nothing offered,
  /// each item at its least), as SwiftUI sizes them: fixed items first, then the space left
  /// shared out equally by the flexible and adaptive ones; an adaptive item fits as many
  /// tracks of at least its minimum as its share holds.
  init(_ items: [GridItem], available: Int?, along axis: Axis) {
    let cells = { (points: CGFloat) in PointScale.cells(points, along: axis) }
    let spacings = items.map { cells($0.spacing ?? StackElement.defaultSpacing) }
    var remaining = available.map { available in
      available - spacings.dropLast().reduce(0, +) - items.reduce(0) { total, item in
        if case .fixed(let length) = item.size { return total + cells(length) }
        return total
      }
    }
    var shared = items.filter { if case .fixed = $0.size { false } else { true } }.count
    lengths = []
    gaps = []
    alignments = []
    for (item, spacing) in zip(items, spacings) {
      let alignment = item.alignment ?? .center
      let share: Int? = remaining.map { remaining in
        shared > 0 ? max(0, remaining) / shared : 0
      }
      switch item.size {
      case .fixed(let length):
        append(max(0, cells(length)), gap: spacing, alignment: alignment)
      case .flexible(let minimum, let maximum):
        let length = min(max(share ?? cells(minimum), cells(minimum)), cells(maximum))
        append(max(0, length), gap: spacing, alignment: alignment)
        remaining = remaining.map { $0 - length }
        shared -= 1
      case .adaptive(let minimum, let maximum):
        let least = max(1, cells(minimum))
        let space = share ?? least
        let count = max(1, (space + spacing) / (least + spacing))
        let length = min(max(least, (space - spacing * (count - 1)) / count), cells(maximum))
        for _ in 0..<count { append(length, gap: spacing, alignment: alignment) }
        remaining = remaining.map { $0 - length * count - spacing * (count - 1) }
        shared -= 1
      }
    }
    if !gaps.isEmpty { gaps[gaps.count - 1] = 0 }
  }

  private mutating func append(_ length: Int, gap: Int, alignment: Alignment) {
    lengths.append(length)
    gaps.append(gap)
    alignments.append(alignment)
  }
}
