/// A column that makes only the rows on screen, as SwiftUI's `LazyVStack`.
///
/// Inside a scroll view a row's view is made when the row is drawn (its `onAppear` runs
/// then) and hidden when it leaves (its `onDisappear` runs); its `@State` is kept by the
/// row's identity for when it comes back, for the 1 024 rows hidden last. The content's height is the rows measured so far plus an estimate for the rest,
/// exact when the rows are alike, as SwiftUI's lazy stacks estimate.
public struct LazyVStack<Content: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A lazy column of `content`'s rows, `spacing` points apart (8 by default: no blank row),
  /// aligned across by `alignment`.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    let stack = LazyStackElement.make(
      axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
      spacing: PointScale.rows(spacing ?? StackElement.defaultSpacing), content: content,
      in: context)
    stack.pinsHeaders = pinnedViews.contains(.sectionHeaders)
    stack.pinsFooters = pinnedViews.contains(.sectionFooters)
    return [stack]
  }
}

/// A row that makes only the items on screen, as SwiftUI's `LazyHStack`.
public struct LazyHStack<Content: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A lazy row of `content`'s items, `spacing` points apart (8 by default: one column),
  /// aligned down by `alignment`.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    [
      LazyStackElement.make(
        axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
        spacing: PointScale.columns(spacing ?? StackElement.defaultSpacing), content: content,
        in: context)
    ]
  }
}

extension LazyStackElement {
  static func make<Content: View>(
    axis: Axis, alignment: Alignment, spacing: Int, content: Content, in context: ResolveContext
  ) -> LazyStackElement {
    let storage = context.node.slot(0) { LazyStackStorage() }
    var inner = context.child(0, type: Content.self)
    inner.environment.stackAxis = axis
    // A list's column: its rows are where the selection moves, and what they hold is not.
    let listSelection = inner.environment.listSelection
    inner.environment.listSelection = nil
    inner.environment.selectedRows = listSelection?.selection
    context.graph.layoutResolvers += 1
    let element = LazyStackElement(
      axis: axis, alignment: alignment, spacing: spacing,
      list: viewList(of: content, in: inner), storage: storage)
    element.rowsAreTargets = context.environment.isScrollTargetLayout
    listSelection?.rows.stack = element
    return element
  }
}
