import ScrollKit

/// A stack's layout: children in a line along `axis`, `spacing` cells apart.
///
/// Fixed children take their size for the offered cross size; flexible ones (spacers,
/// scroll views, frames with an infinite maximum) share what is left, in order, as SwiftUI
/// gives the rest to its most flexible children. Positions are whole cells, so a row
/// shifted by a scroll is the same cells again.
@MainActor
final class StackElement: Element {
  /// SwiftUI's standard spacing, in points.
  static let defaultSpacing: CGFloat = 8

  let axis: Axis
  let alignment: Alignment
  let spacing: Int
  let stacked: [Element]

  init(axis: Axis, alignment: Alignment, spacing: Int, children: [Element]) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = max(0, spacing)
    stacked = children
  }

  /// Whether every child is ``Element/isLayoutStable``: then so is the stack, its sizes
  /// are kept, and its children are placed only where they are looked at.
  private lazy var isStable = stacked.allSatisfy(\.isLayoutStable)

  override var isLayoutStable: Bool { isStable }
  override class var canBeLayoutStable: Bool { true }

  /// The children's sizes and the stack's for the last proposals (a stable stack only):
  /// a stack of 10 000 rows is measured once, not on every pass that reuses it.
  private var measured: [(proposal: ProposedSize, sizes: [CellSize], size: CellSize)] = []

  /// Where a stable stack's children go for its size, from its origin, and where their
  /// frames were last set (`nil`: not since the layout changed).
  private var arrangement: (size: CellSize, rects: [CellRect])?
  private var childrenOrigin: (x: Int, y: Int)?

  /// The children, each where the stack put it.
  override var children: [Element] {
    placeChildren()
    return stacked
  }

  private var cross: Axis { axis == .vertical ? .horizontal : .vertical }

  override func isFlexible(along axis: Axis) -> Bool {
    stacked.contains { $0.isFlexible(along: axis) }
  }

  private func measurement(for proposal: ProposedSize) -> (sizes: [CellSize], size: CellSize) {
    if let kept = measured.first(where: { $0.proposal == proposal }) { return (kept.sizes, kept.size) }
    let sizes = measure(proposal)
    var size = CellSize.zero
    size[axis] = sizes.reduce(spacing * max(0, sizes.count - 1)) { $0 + $1[axis] }
    size[cross] = sizes.map { $0[cross] }.max() ?? 0
    if isStable {
      if measured.count == 4 { measured.removeFirst() }
      measured.append((proposal, sizes, size))
    }
    return (sizes, size)
  }

  private func measure(_ proposal: ProposedSize) -> [CellSize] {
    var sizes = [CellSize](repeating: .zero, count: stacked.count)
    var fixedProposal = proposal
    fixedProposal[axis] = nil
    var flexible: [Int] = []
    var used = spacing * max(0, stacked.count - 1)
    for (index, child) in stacked.enumerated() {
      if child.isFlexible(along: axis), proposal[axis] != nil {
        flexible.append(index)
      } else {
        sizes[index] = child.sizeThatFits(fixedProposal)
        used += sizes[index][axis]
      }
    }
    if let available = proposal[axis], used > available {
      used = shareByPriority(available, sizes: &sizes, skipping: flexible, proposal: proposal)
    }
    if let available = proposal[axis], !flexible.isEmpty {
      var remaining = max(0, available - used)
      for (order, index) in flexible.enumerated() {
        let share = remaining / (flexible.count - order)
        var childProposal = proposal
        childProposal[axis] = share
        sizes[index] = stacked[index].sizeThatFits(childProposal)
        remaining = max(0, remaining - sizes[index][axis])
      }
    }
    return sizes
  }

  /// Offers the fixed children too wide for `available` space in order of priority, each
  /// what those before it left, as SwiftUI does: the higher take their ideal size first and
  /// the lower wrap or are cut. Children of one priority keep their ideal sizes (as before
  /// priorities); returns the space now used.
  private func shareByPriority(
    _ available: Int, sizes: inout [CellSize], skipping flexible: [Int], proposal: ProposedSize
  ) -> Int {
    let fixed = stacked.indices.filter { !flexible.contains($0) }
    let priorities = Set(fixed.map { stacked[$0].layoutPriority })
    var used = spacing * max(0, stacked.count - 1)
    guard priorities.count > 1 else { return used + fixed.reduce(0) { $0 + sizes[$1][axis] } }
    var remaining = available - used
    for priority in priorities.sorted(by: >) {
      let group = fixed.filter { stacked[$0].layoutPriority == priority }
      for (order, index) in group.enumerated() {
        var offer = proposal
        offer[axis] = max(0, remaining / (group.count - order))
        sizes[index] = stacked[index].sizeThatFits(offer)
        remaining = max(0, remaining - sizes[index][axis])
      }
    }
    used += fixed.reduce(0) { $0 + sizes[$1][axis] }
    return used
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    measurement(for: proposal).size
  }

  /// Each child's rect in a stack of `size` at the origin.
  private func rects(for stackSize: CellSize) -> [CellRect] {
    let sizes = measurement(for: ProposedSize(stackSize)).sizes
    var rects: [CellRect] = []
    rects.reserveCapacity(sizes.count)
    var position = 0
    for size in sizes {
      if axis == .vertical {
        let x = alignment.horizontal.offset(of: size.width, in: stackSize.width)
        rects.append(CellRect(x: x, y: position, size: size))
        position += size.height + spacing
      } else {
        let y = alignment.vertical.offset(of: size.height, in: stackSize.height)
        rects.append(CellRect(x: position, y: y, size: size))
        position += size.width + spacing
      }
    }
    return rects
  }

  override func place(in rect: CellRect) {
    frame = rect
    if arrangement?.size != rect.size || !isStable {
      arrangement = (rect.size, rects(for: rect.size))
      childrenOrigin = nil
    }
    // A stable stack's children move with it only when they are looked at (drawn, or
    // searched): a scroll of 10 000 rows places the rows it shows.
    if !isStable { placeChildren() }
  }

  /// Sets every child's frame where the stack's last placement puts it.
  private func placeChildren() {
    guard let arrangement, childrenOrigin.map({ $0 != (frame.x, frame.y) }) ?? true else { return }
    for (child, rect) in zip(stacked, arrangement.rects) {
      child.place(in: CellRect(x: frame.x + rect.x, y: frame.y + rect.y, width: rect.width, height: rect.height))
    }
    childrenOrigin = (frame.x, frame.y)
  }

  override func draw(on canvas: inout CellCanvas) {
    guard isStable, let arrangement else {
      // Children that may draw past their frames (an overlay, a scroll indicator): all.
      for child in stacked { child.draw(on: &canvas) }
      return
    }
    // Only the children in the clip: they follow one another along the axis, so the first
    // is found by bisection.
    let clip = canvas.clip
    let (low, high) = axis == .vertical
      ? (clip.y - frame.y, clip.maxY - frame.y) : (clip.x - frame.x, clip.maxX - frame.x)
    let rects = arrangement.rects
    var first = 0
    var last = rects.count
    while first < last {
      let middle = (first + last) / 2
      let rect = rects[middle]
      if (axis == .vertical ? rect.maxY : rect.maxX) <= low { first = middle + 1 } else { last = middle }
    }
    let isPlaced = childrenOrigin.map { $0 == (frame.x, frame.y) } ?? false
    // Some children move, the rest stay: none is known to be where the stack says now.
    if !isPlaced { childrenOrigin = nil }
    var index = first
    while index < rects.count, (axis == .vertical ? rects[index].y : rects[index].x) < high {
      let child = stacked[index]
      if !isPlaced {
        let rect = rects[index]
        child.place(in: CellRect(x: frame.x + rect.x, y: frame.y + rect.y, width: rect.width, height: rect.height))
      }
      child.draw(on: &canvas)
      index += 1
    }
  }
}

/// Layers on top of each other, each aligned in the frame (a `ZStack`, an overlay).
@MainActor
final class OverlayElement: Element {
  let layers: [Element]
  let alignment: Alignment

  init(layers: [Element], alignment: Alignment) {
    self.layers = layers
    self.alignment = alignment
  }

  override var children: [Element] { layers }

  override func isFlexible(along axis: Axis) -> Bool {
    layers.contains { $0.isFlexible(along: axis) }
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    let sizes = layers.map { $0.sizeThatFits(proposal) }
    return CellSize(
      width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
  }

  override func place(in rect: CellRect) {
    frame = rect
    for layer in layers {
      let size = layer.sizeThatFits(ProposedSize(rect.size))
      layer.place(in: aligned(size, in: rect, alignment))
    }
  }

  override func draw(on canvas: inout CellCanvas) {
    for layer in layers { layer.draw(on: &canvas) }
  }
}

/// `size` placed in `rect` by `alignment`, clipped to it.
func aligned(_ size: CellSize, in rect: CellRect, _ alignment: Alignment) -> CellRect {
  let width = min(size.width, rect.width)
  let height = min(size.height, rect.height)
  return CellRect(
    x: rect.x + alignment.horizontal.offset(of: width, in: rect.width),
    y: rect.y + alignment.vertical.offset(of: height, in: rect.height),
    width: width, height: height)
}
