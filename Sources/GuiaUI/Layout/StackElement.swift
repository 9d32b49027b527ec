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

  override var children: [Element] { stacked }

  private var cross: Axis { axis == .vertical ? .horizontal : .vertical }

  override func isFlexible(along axis: Axis) -> Bool {
    stacked.contains { $0.isFlexible(along: axis) }
  }

  private func sizes(for proposal: ProposedSize) -> [CellSize] {
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

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    let sizes = sizes(for: proposal)
    var size = CellSize.zero
    size[axis] = sizes.reduce(spacing * max(0, sizes.count - 1)) { $0 + $1[axis] }
    size[cross] = sizes.map { $0[cross] }.max() ?? 0
    return size
  }

  override func place(in rect: CellRect) {
    frame = rect
    let sizes = sizes(for: ProposedSize(rect.size))
    var position = axis == .vertical ? rect.y : rect.x
    for (child, size) in zip(stacked, sizes) {
      if axis == .vertical {
        let x = rect.x + alignment.horizontal.offset(of: size.width, in: rect.width)
        child.place(in: CellRect(x: x, y: position, size: size))
        position += size.height + spacing
      } else {
        let y = rect.y + alignment.vertical.offset(of: size.height, in: rect.height)
        child.place(in: CellRect(x: position, y: y, size: size))
        position += size.width + spacing
      }
    }
  }

  override func draw(on canvas: inout Canvas) {
    for child in stacked { child.draw(on: &canvas) }
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

  override func draw(on canvas: inout Canvas) {
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
