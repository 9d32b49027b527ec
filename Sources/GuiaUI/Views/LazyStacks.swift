/// A column that makes only the rows on screen, as SwiftUI's `LazyVStack`.
///
/// Inside a scroll view a row's view is made when the row is drawn (its `onAppear` runs
/// then) and dropped when it leaves (its `onDisappear` runs, and its `@State` goes with
/// it). The content's height is the rows measured so far plus an estimate for the rest,
/// exact when the rows are alike, as SwiftUI's lazy stacks estimate.
public struct LazyVStack<Content: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A lazy column of `content`'s rows, `spacing` points apart (8 by default: no blank row),
  /// aligned across by `alignment`.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    [
      LazyStackElement.make(
        axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
        spacing: PointScale.rows(spacing ?? StackElement.defaultSpacing), content: content,
        in: context)
    ]
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
    @ViewBuilder content: () -> Content
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

/// A scrolling list of rows, as SwiftUI's `List`: a lazy column in a scroll view, each row
/// inset from the leading edge by the standard 16 points.
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content

  /// A scroll view over a lazy, leading-aligned column with no spacing, padded 16 points
  /// (2 columns) on each side.
  public var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0) {
        content
      }
      .padding(.horizontal)
      .frame(maxWidth: .infinity, alignment: .leading)
    }
  }
}

extension List where SelectionValue == Never {
  /// A list of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list of one row per element of `data`, identified by `id` (`List(items, id: \.name)`).
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }

  /// A list of one row per element of `data`, identified by its `id` (`List(landmarks) { … }`).
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
    content = ForEach(data, id: \.id, content: rowContent)
  }

  /// A list of one row per integer of a constant range.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    content = ForEach(data, id: \.self, content: rowContent)
  }
}

extension LazyStackElement {
  static func make<Content: View>(
    axis: Axis, alignment: Alignment, spacing: Int, content: Content, in context: ResolveContext
  ) -> LazyStackElement {
    let storage = context.node.slot(0) { LazyStackStorage() }
    var inner = context.child(0, type: Content.self)
    inner.environment.stackAxis = axis
    let element = LazyStackElement(
      axis: axis, alignment: alignment, spacing: spacing,
      list: viewList(of: content, in: inner), storage: storage)
    element.rowsAreTargets = context.environment.isScrollTargetLayout
    return element
  }
}
