import ScrollKit

extension View {
  /// Sizes this view along `axes` to its container, the nearest scroll view's visible area (or
  /// the space offered outside one), as SwiftUI's: a card as wide as the carousel shows it.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    containerRelativeFrame(axes, count: 1, span: 1, spacing: 0, alignment: alignment)
  }

  /// Sizes this view along `axes` to `span` of `count` equal parts of its container, parts
  /// `spacing` points apart, as SwiftUI's (three cards to a screen: `count: 3`).
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    modifier(
      ContainerRelativeFrameModifier(
        axes: axes, count: max(1, count), span: max(1, span), spacing: spacing, alignment: alignment))
  }

  /// Sizes this view along `axes` to what `length` makes of its container's length along
  /// each axis, in points, as SwiftUI's (`{ length, _ in length * 0.8 }`); the result is
  /// rounded down to whole cells.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(
      ContainerRelativeFrameModifier(
        axes: axes, count: 1, span: 1, spacing: 0, alignment: alignment, custom: length))
  }
}

@usableFromInline
struct ContainerRelativeFrameModifier: PrimitiveModifier {
  let axes: Axis.Set
  let count: Int
  let span: Int
  let spacing: CGFloat
  let alignment: Alignment
  /// The length of one's own from the container's, in points, if given.
  var custom: ((CGFloat, Axis) -> CGFloat)? = nil

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    let scroll = context.environment.enclosingScroll
    return content.resolve(in: context).map {
      ContainerRelativeFrameElement($0, modifier: self, container: { scroll?.viewport.size })
    }
  }

  /// The length of `span` parts of `count` in a container `length` cells long.
  func length(in length: Int, spacingCells: Int) -> Int {
    let part = Double(length - spacingCells * (count - 1)) / Double(count)
    return max(0, Int((part * Double(span)).rounded(.down)) + spacingCells * (span - 1))
  }
}

/// A view sized to its container along some axes.
@MainActor
final class ContainerRelativeFrameElement: WrapperElement {
  let modifier: ContainerRelativeFrameModifier
  let container: () -> CellSize?

  init(_ child: Element, modifier: ContainerRelativeFrameModifier, container: @escaping () -> CellSize?) {
    self.modifier = modifier
    self.container = container
    super.init(child)
  }

  private func size(for proposal: ProposedSize) -> (width: Int?, height: Int?) {
    let container = container().flatMap { $0.width > 0 || $0.height > 0 ? $0 : nil }
    func along(_ axis: Axis, offered: Int?) -> Int? {
      guard modifier.axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
      guard let length = container.map({ axis == .horizontal ? $0.width : $0.height }) ?? offered else {
        return nil
      }
      if let custom = modifier.custom {
        let points = axis == .horizontal ? PointScale.points(columns: length) : PointScale.points(rows: length)
        return max(0, PointScale.cells(custom(points, axis), along: axis))
      }
      let spacing = PointScale.cells(modifier.spacing, along: axis)
      return modifier.length(in: length, spacingCells: spacing)
    }
    return (along(.horizontal, offered: proposal.width), along(.vertical, offered: proposal.height))
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    let fixed = size(for: proposal)
    let inner = child.sizeThatFits(
      ProposedSize(width: fixed.width ?? proposal.width, height: fixed.height ?? proposal.height))
    return CellSize(width: fixed.width ?? inner.width, height: fixed.height ?? inner.height)
  }

  override func place(in rect: CellRect) {
    frame = rect
    let size = child.sizeThatFits(ProposedSize(rect.size))
    child.place(in: aligned(CellSize(width: min(size.width, rect.width), height: min(size.height, rect.height)), in: rect, modifier.alignment))
  }
}
