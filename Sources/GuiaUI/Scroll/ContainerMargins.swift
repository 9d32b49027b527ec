import ScrollKit

/// A guide that content margins are measured from, as SwiftUI's `ContentMarginGuide`.
public struct ContentMarginGuide: Hashable, Sendable {
  /// The container's margins: 1 column in a container under 60 columns, 2 up to 119, 6 from
  /// 120 (8, 16 and 48 points; 16 is iOS's compact system margin).
  public static let container = ContentMarginGuide()
}

extension View {
  /// Insets this view on `edges` by the margins of `guide` for the container it sits in,
  /// measured on the width the container offers it.
  ///
  /// Margins are local: a view inside one that has applied the container's margins gets only
  /// what remains of them on those edges (here, nothing), so nesting does not stack margins
  /// (seed 004).
  public func contentMargins(
    for guide: ContentMarginGuide, edges: Edge.Set = .all, alignment: Alignment = .center
  ) -> some View {
    modifier(ContainerMarginModifier(edges: edges.intersection(.horizontal)))
  }
}

@usableFromInline
struct ContainerMarginModifier: PrimitiveModifier {
  let edges: Edge.Set

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    let remaining = edges.subtracting(context.environment.containerMarginsApplied)
    var inner = context
    inner.environment.containerMarginsApplied.formUnion(edges)
    return content.resolve(in: inner).map { ContainerMarginElement($0, edges: remaining) }
  }
}

/// Pads its child by the container margin for the width it is offered. It takes that whole
/// width: the margin belongs to the container, so it is measured on the container's width
/// and not on what the content happens to need.
@MainActor
final class ContainerMarginElement: WrapperElement {
  let edges: Edge.Set

  init(_ child: Element, edges: Edge.Set) {
    self.edges = edges
    super.init(child)
  }

  override func isFlexible(along axis: Axis) -> Bool {
    axis == .horizontal || child.isFlexible(along: axis)
  }

  private func insets(width: Int?) -> CellInsets {
    let margin = width.map(ContainerMargin.columns) ?? 0
    return CellInsets(
      leading: edges.contains(.leading) ? margin : 0,
      trailing: edges.contains(.trailing) ? margin : 0)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    let insets = insets(width: proposal.width)
    let inner = child.sizeThatFits(
      ProposedSize(width: proposal.width.map { $0 - insets.horizontal }, height: proposal.height))
    return CellSize(width: proposal.width ?? inner.width + insets.horizontal, height: inner.height)
  }

  override func place(in rect: CellRect) {
    frame = rect
    let insets = insets(width: rect.width)
    child.place(
      in: CellRect(
        x: rect.x + insets.leading, y: rect.y, width: rect.width - insets.horizontal,
        height: rect.height))
  }
}

struct ContainerMarginsAppliedKey: EnvironmentKey {
  static let defaultValue: Edge.Set = []
}

extension EnvironmentValues {
  /// The edges whose container margins an ancestor has applied.
  var containerMarginsApplied: Edge.Set {
    get { self[ContainerMarginsAppliedKey.self] }
    set { self[ContainerMarginsAppliedKey.self] = newValue }
  }
}

extension GeometryProxy {
  /// The margins of `guide` for a container of this proxy's width, in points, on `edges`
  /// (zero on the others; vertical container margins are zero on a terminal).
  ///
  /// Seed 004 passes them to `.contentMargins(.horizontal, …, for: .scrollContent)`, so a
  /// carousel's first card starts at the margin while its cards scroll from edge to edge.
  public func contentMargins(for guide: ContentMarginGuide, edges: Edge.Set = .all) -> EdgeInsets {
    let margin = PointScale.points(columns: ContainerMargin.columns(in: frameInCells.width))
    return EdgeInsets(
      top: 0, leading: edges.contains(.leading) ? margin : 0, bottom: 0,
      trailing: edges.contains(.trailing) ? margin : 0)
  }
}
