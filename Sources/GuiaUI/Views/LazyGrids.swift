/// A grid that grows down, making only the lines on screen, as SwiftUI's `LazyVGrid`.
///
/// Its columns are `columns`' ``GridItem``s: fixed ones take their width, flexible and
/// adaptive ones share the rest (an adaptive item as many columns as fit). Inside a scroll
/// view a line's items are made when the line is drawn (their `onAppear` runs then), as a
/// `LazyVStack`'s rows are; cells are whole terminal cells.
///
/// ```swift
/// ScrollView {
///   LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///     ForEach(photos) { photo in PhotoCell(photo) }
///   }
/// }
/// ```
public struct LazyVGrid<Content: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let columns: [GridItem]
  let pinnedViews: PinnedScrollableViews
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A lazy grid of `columns`, its lines `spacing` points apart (8 by default: no blank row),
  /// aligned across by `alignment`; `pinnedViews` keeps a section's header at the top while
  /// its lines show, and its footer at the bottom.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.pinnedViews = pinnedViews
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    let grid = LazyGridElement.make(
      axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
      spacing: PointScale.rows(spacing ?? StackElement.defaultSpacing), gridItems: columns,
      content: content, in: context)
    grid.pins = (pinnedViews.contains(.sectionHeaders), pinnedViews.contains(.sectionFooters))
    return [grid]
  }
}

/// A grid that grows sideways, making only the lines on screen, as SwiftUI's `LazyHGrid`:
/// `rows`' ``GridItem``s are its rows, its items fill each column top to bottom.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let rows: [GridItem]
  let pinnedViews: PinnedScrollableViews
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A lazy grid of `rows`, its columns `spacing` points apart (8 by default: one column),
  /// aligned down by `alignment`; `pinnedViews` keeps a section's header at the leading
  /// edge while its columns show, and its footer at the trailing edge.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.pinnedViews = pinnedViews
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    let grid = LazyGridElement.make(
      axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
      spacing: PointScale.columns(spacing ?? StackElement.defaultSpacing), gridItems: rows,
      content: content, in: context)
    grid.pins = (pinnedViews.contains(.sectionHeaders), pinnedViews.contains(.sectionFooters))
    return [grid]
  }
}

extension LazyGridElement {
  static func make<Content: View>(
    axis: Axis, alignment: Alignment, spacing: Int, gridItems: [GridItem], content: Content,
    in context: ResolveContext
  ) -> LazyGridElement {
    let memory = context.node.slot(0) { LazyGridMemory() }
    var inner = context.child(0, type: Content.self)
    // The items lie across the grid's axis, as in a stack of that axis.
    inner.environment.stackAxis = axis == .vertical ? .horizontal : .vertical
    context.graph.layoutResolvers += 1
    let element = LazyGridElement(
      axis: axis, alignment: alignment, spacing: spacing, gridItems: gridItems,
      items: viewList(of: content, in: inner), memory: memory)
    element.rowsAreTargets = context.environment.isScrollTargetLayout
    return element
  }
}
