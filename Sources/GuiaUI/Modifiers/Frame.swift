import ScrollKit

extension View {
  /// A frame of fixed `width` and/or `height` points; the view is aligned in it.
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    modifier(
      FrameModifier(
        width: width.map(PointScale.columns), height: height.map(PointScale.rows),
        alignment: alignment))
  }

  /// A frame between minimum and maximum sizes, in points; `.infinity` as a maximum fills
  /// the space offered.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      FlexibleFrameModifier(
        minWidth: minWidth.map(PointScale.columns), maxWidth: maxWidth.map(PointScale.columns),
        minHeight: minHeight.map(PointScale.rows), maxHeight: maxHeight.map(PointScale.rows),
        alignment: alignment))
  }
}

@usableFromInline
struct FrameModifier: PrimitiveModifier {
  let width: Int?
  let height: Int?
  let alignment: Alignment

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    content.resolve(in: context).map {
      FrameElement($0, width: width, height: height, alignment: alignment)
    }
  }
}

/// A fixed frame: it offers its size to the child and takes it whatever the child takes.
@MainActor
final class FrameElement: WrapperElement {
  let width: Int?
  let height: Int?
  let alignment: Alignment

  init(_ child: Element, width: Int?, height: Int?, alignment: Alignment) {
    self.width = width
    self.height = height
    self.alignment = alignment
    super.init(child)
  }

  override func isFlexible(along axis: Axis) -> Bool {
    (axis == .horizontal ? width : height) == nil && child.isFlexible(along: axis)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    if let width, let height { return CellSize(width: width, height: height) }
    let inner = child.sizeThatFits(
      ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height))
    return CellSize(width: width ?? inner.width, height: height ?? inner.height)
  }

  override func place(in rect: CellRect) {
    frame = rect
    let size = child.sizeThatFits(ProposedSize(rect.size))
    child.place(in: aligned(size, in: rect, alignment))
  }
}

@usableFromInline
struct FlexibleFrameModifier: PrimitiveModifier {
  let minWidth: Int?
  let maxWidth: Int?
  let minHeight: Int?
  let maxHeight: Int?
  let alignment: Alignment

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    content.resolve(in: context).map { FlexibleFrameElement($0, self) }
  }
}

/// A frame between limits: SwiftUI's rule, with the offer clamped to the limits on the way
/// down and the child's size clamped between the limits and the offer on the way up.
@MainActor
final class FlexibleFrameElement: WrapperElement {
  let limits: FlexibleFrameModifier

  init(_ child: Element, _ limits: FlexibleFrameModifier) {
    self.limits = limits
    super.init(child)
  }

  override func isFlexible(along axis: Axis) -> Bool {
    let maximum = axis == .horizontal ? limits.maxWidth : limits.maxHeight
    return maximum == Int.max || child.isFlexible(along: axis)
  }

  private func clamp(_ value: Int, _ minimum: Int?, _ maximum: Int?) -> Int {
    min(maximum ?? Int.max, max(minimum ?? 0, value))
  }

  private func size(_ child: Int, offered: Int?, minimum: Int?, maximum: Int?) -> Int {
    var size = child
    if let minimum { size = max(minimum, min(size, offered ?? size)) }
    if let maximum { size = min(maximum, max(size, offered ?? size)) }
    return size
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    let offer = ProposedSize(
      width: proposal.width.map { clamp($0, limits.minWidth, limits.maxWidth) },
      height: proposal.height.map { clamp($0, limits.minHeight, limits.maxHeight) })
    let inner = child.sizeThatFits(offer)
    return CellSize(
      width: size(
        inner.width, offered: proposal.width, minimum: limits.minWidth, maximum: limits.maxWidth),
      height: size(
        inner.height, offered: proposal.height, minimum: limits.minHeight,
        maximum: limits.maxHeight))
  }

  override func place(in rect: CellRect) {
    frame = rect
    let size = child.sizeThatFits(ProposedSize(rect.size))
    child.place(in: aligned(size, in: rect, limits.alignment))
  }
}
