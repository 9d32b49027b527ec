import ScrollKit

/// The first of its views that fits the space offered, as SwiftUI's `ViewThatFits`: each is
/// measured at its ideal size along `axes` (the offer kept along the others), in order; the
/// last is shown when none fits.
///
/// The views are made as the layout measures them (as a ``GeometryReader``'s content): only
/// the one shown takes keys and focus.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let axes: Axis.Set
  let content: Content

  /// The first view of `content` that fits along `axes`.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    context.graph.layoutResolvers += 1
    var measuring = context
    measuring.environment.isInputSuspended = true
    let content = content
    return [
      ViewThatFitsElement(
        axes: axes,
        measure: { viewList(of: content, in: measuring) },
        show: { viewList(of: content, in: context) })
    ]
  }
}

/// The candidates laid out: measured with their input suspended, the one chosen made again
/// to take keys when it is placed.
@MainActor
final class ViewThatFitsElement: Element {
  let axes: Axis.Set
  private let measure: () -> ViewList
  private let show: () -> ViewList
  private var candidates: [Element]?
  private var shown: Element?

  init(axes: Axis.Set, measure: @escaping () -> ViewList, show: @escaping () -> ViewList) {
    self.axes = axes
    self.measure = measure
    self.show = show
  }

  override var children: [Element] { shown.map { [$0] } ?? [] }

  private func measured() -> [Element] {
    if let candidates { return candidates }
    let list = measure()
    let made = (0..<list.count).map(list.element)
    candidates = made
    return made
  }

  /// The index of the first candidate whose ideal size fits `proposal` along the axes.
  private func choice(for proposal: ProposedSize) -> Int {
    let candidates = measured()
    let ideal = ProposedSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
    for (index, candidate) in candidates.enumerated() {
      let size = candidate.sizeThatFits(ideal)
      if size.width <= proposal.width ?? Int.max, size.height <= proposal.height ?? Int.max { return index }
    }
    return max(0, candidates.count - 1)
  }

  override func isFlexible(along axis: Axis) -> Bool {
    measured().last?.isFlexible(along: axis) ?? false
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    let candidates = measured()
    guard !candidates.isEmpty else { return .zero }
    return candidates[choice(for: proposal)].sizeThatFits(proposal)
  }

  override func place(in rect: CellRect) {
    frame = rect
    let list = show()
    guard list.count > 0 else { return }
    let element = list.element(min(choice(for: ProposedSize(rect.size)), list.count - 1))
    shown = element
    element.place(in: aligned(element.sizeThatFits(ProposedSize(rect.size)), in: rect, .center))
  }

  override func draw(on canvas: inout CellCanvas) { shown?.draw(on: &canvas) }
}
