import ScrollKit

extension View {
  /// Lays this view out at its ideal size whatever it is offered (a text on one line, not
  /// wrapped), as SwiftUI's; pair it with ``clipped()`` to cut what does not fit.
  public func fixedSize() -> some View {
    modifier(FixedSizeModifier(horizontal: true, vertical: true))
  }

  /// Lays this view out at its ideal size on the axes asked for.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
  }

  /// Draws nothing of this view outside its frame.
  public func clipped() -> some View {
    modifier(ClipModifier())
  }
}

@usableFromInline
struct FixedSizeModifier: PrimitiveModifier {
  let horizontal: Bool
  let vertical: Bool

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    content.resolve(in: context).map {
      FixedSizeElement($0, horizontal: horizontal, vertical: vertical)
    }
  }
}

/// Offers its child no size on the fixed axes, so the child takes its ideal one.
@MainActor
final class FixedSizeElement: WrapperElement {
  let horizontal: Bool
  let vertical: Bool

  init(_ child: Element, horizontal: Bool, vertical: Bool) {
    self.horizontal = horizontal
    self.vertical = vertical
    super.init(child)
  }

  private func offer(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  override func isFlexible(along axis: Axis) -> Bool {
    (axis == .horizontal ? !horizontal : !vertical) && child.isFlexible(along: axis)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    child.sizeThatFits(offer(proposal))
  }

  override func place(in rect: CellRect) {
    frame = rect
    let size = child.sizeThatFits(offer(ProposedSize(rect.size)))
    child.place(in: CellRect(x: rect.x, y: rect.y, size: size))
  }
}

@usableFromInline
struct ClipModifier: PrimitiveModifier {
  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    content.resolve(in: context).map { ClipElement($0) }
  }
}

/// Draws its child clipped to its own frame.
@MainActor
final class ClipElement: WrapperElement {
  override func draw(on canvas: inout CellCanvas) {
    canvas.clipped(to: frame) { child.draw(on: &$0) }
  }
}
