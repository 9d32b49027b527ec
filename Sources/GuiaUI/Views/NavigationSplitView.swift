import Document

/// Two or three columns, each leading to the next, as SwiftUI's `NavigationSplitView`: a
/// sidebar, an optional content column, and a detail its selection decides.
///
/// In a regular width (80 columns or more, ``UserInterfaceSizeClass``) the columns stand side
/// by side, a `│` between them, each under its ``View/navigationTitle(_:)-(DisplayText)``; one
/// column takes the keys (Right moves them to the next column, Left back; the other columns'
/// titles are dim), so the sidebar's `List(selection:)` answers Up and Down from the start. In
/// a compact width they stack as a ``NavigationStack``: the sidebar first, Enter or Right
/// shows the next column, Escape or Left goes back (the title row then starts with `‹`).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail
  let columnVisibility: Binding<NavigationSplitViewVisibility>?
  let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

  /// Three columns: a sidebar, a content column and a detail.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
    columnVisibility = nil
    preferredCompactColumn = nil
  }

  /// Three columns, those shown in a regular width set by `columnVisibility`.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content(), detail: detail, columnVisibility: columnVisibility)
  }

  /// Three columns, the one shown in a compact width set by `preferredCompactColumn`.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content(), detail: detail, compact: preferredCompactColumn)
  }

  /// Three columns, with both bindings.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      sidebar: sidebar, content: content(), detail: detail, columnVisibility: columnVisibility,
      compact: preferredCompactColumn)
  }

  private init(
    sidebar: () -> Sidebar, content: Content?, detail: () -> Detail,
    columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
    compact: Binding<NavigationSplitViewColumn>? = nil
  ) {
    self.sidebar = sidebar()
    self.content = content
    self.detail = detail()
    self.columnVisibility = columnVisibility
    preferredCompactColumn = compact
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    let storage = context.node.slot(0) { SplitViewStorage() }
    let columns: [NavigationSplitViewColumn] = content == nil ? [.sidebar, .detail] : [.sidebar, .content, .detail]
    if context.environment.horizontalSizeClass == .compact {
      return [stacked(columns, storage: storage, in: context)]
    }
    return [sideBySide(columns, storage: storage, in: context)]
  }

  /// A column's view, resolved with its title and width boxes and whether it takes keys.
  private func resolve(
    _ column: NavigationSplitViewColumn, storage: SplitViewStorage, takesKeys: Bool,
    keys: @escaping (KeyPress) -> KeyPress.Result, in context: ResolveContext
  ) -> Element {
    let boxes = storage.boxes(for: column)
    boxes.title.text = nil
    boxes.width.columns = nil
    var inner = context.child(column.index, type: Self.self)
    inner.environment.navigationTitle = boxes.title
    inner.environment.splitColumnWidth = boxes.width
    inner.environment.splitViewStorage = storage
    if !takesKeys { inner.environment.isInputSuspended = true }
    let view: AnyView =
      switch column {
      case .sidebar: AnyView(sidebar)
      case .content: AnyView(content)
      default: storage.linkedDetail ?? AnyView(detail)
      }
    return FlexibleFrameElement(
      elements(of: view.onKeyPress(action: keys), in: inner).combined(),
      FlexibleFrameModifier(minWidth: nil, maxWidth: Int.max, minHeight: nil, maxHeight: Int.max, alignment: .center))
  }

  /// The columns side by side, those `columnVisibility` shows.
  private func sideBySide(
    _ columns: [NavigationSplitViewColumn], storage: SplitViewStorage, in context: ResolveContext
  ) -> Element {
    let visibility = columnVisibility?.wrappedValue ?? .automatic
    let shown: [NavigationSplitViewColumn] =
      switch visibility {
      case .detailOnly: [.detail]
      case .doubleColumn: Array(columns.suffix(2))
      default: columns
      }
    let active = shown.contains(storage.active) ? storage.active : shown[0]
    storage.showNext = {}
    let graph = context.graph
    var resolved: [(column: NavigationSplitViewColumn, element: Element, title: DisplayText?)] = []
    for (index, column) in shown.enumerated() {
      let keys: (KeyPress) -> KeyPress.Result = { [weak graph] press in
        let step = press.key == .rightArrow ? 1 : press.key == .leftArrow ? -1 : 0
        guard step != 0, shown.indices.contains(index + step) else { return .ignored }
        storage.active = shown[index + step]
        graph?.setNeedsUpdate()
        return .handled
      }
      let element = resolve(column, storage: storage, takesKeys: column == active, keys: keys, in: context)
      resolved.append((column, element, storage.boxes(for: column).title.text))
    }
    let hasTitles = resolved.contains { $0.title != nil }
    var children: [Element] = []
    for (index, entry) in resolved.enumerated() {
      if index > 0 { children.append(DividerElement(across: .horizontal)) }
      var element = entry.element
      if hasTitles {
        let style: TextStyle = entry.column == active ? .bold : [.bold, .dim]
        element = StackElement(
          axis: .vertical, alignment: .leading, spacing: 0,
          children: [Self.titleRow(entry.title ?? "", style: style), element])
      }
      if entry.column != .detail {
        let width = storage.boxes(for: entry.column).width.columns ?? entry.column.defaultColumns
        element = FrameElement(element, width: width, height: nil, alignment: .topLeading)
      }
      children.append(element)
    }
    return StackElement(axis: .horizontal, alignment: .top, spacing: 0, children: children)
  }

  /// One column at a time, each covering the one before, as a navigation stack's screens.
  private func stacked(
    _ columns: [NavigationSplitViewColumn], storage: SplitViewStorage, in context: ResolveContext
  ) -> Element {
    let compact = preferredCompactColumn
    let current = compact?.wrappedValue ?? storage.compactColumn
    let top = columns.firstIndex(of: current) ?? columns.count - 1
    let graph = context.graph
    // Weak: the storage keeps `showNext`, which holds this.
    let show = { [weak graph, weak storage] (index: Int) in
      if let compact { compact.wrappedValue = columns[index] } else { storage?.compactColumn = columns[index] }
      graph?.setNeedsUpdate()
    }
    storage.showNext = { if top + 1 < columns.count { show(top + 1) } }
    var layers: [Element] = []
    for (index, column) in columns[...top].enumerated() {
      let keys: (KeyPress) -> KeyPress.Result = { press in
        if press.key == .escape || press.key == .leftArrow, index > 0 {
          show(index - 1)
          return .handled
        }
        if press.key == .return || press.key == .rightArrow, index + 1 < columns.count {
          show(index + 1)
          return .handled
        }
        return .ignored
      }
      layers.append(resolve(column, storage: storage, takesKeys: index == top, keys: keys, in: context))
    }
    var screen = layers[top]
    let title = storage.boxes(for: columns[top]).title.text
    if let text = title ?? (top > 0 ? DisplayText("") : nil) {
      screen = StackElement(
        axis: .vertical, alignment: .leading, spacing: 0,
        children: [Self.titleRow(top > 0 ? "‹ " + text : text, style: .bold), screen])
    }
    guard top > 0 else { return screen }
    return CoverElement(layers[0], coveredBy: screen)
  }

  /// A column's title row, at the container's margin.
  private static func titleRow(_ text: DisplayText, style: TextStyle) -> Element {
    FlexibleFrameElement(
      ContainerMarginElement(TextElement(spans: [Span(text, style: style)]), edges: .horizontal), .fillingWidth)
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// Two columns: a sidebar and a detail.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar, content: nil, detail: detail)
  }

  /// Two columns, those shown in a regular width set by `columnVisibility`.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: nil, detail: detail, columnVisibility: columnVisibility)
  }

  /// Two columns, the one shown in a compact width set by `preferredCompactColumn`.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: nil, detail: detail, compact: preferredCompactColumn)
  }

  /// Two columns, with both bindings.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      sidebar: sidebar, content: nil, detail: detail, columnVisibility: columnVisibility,
      compact: preferredCompactColumn)
  }
}

/// What a split view keeps between passes: the column taking keys side by side, the one
/// shown when stacked, and each column's title and width.
@MainActor
final class SplitViewStorage {
  var active = NavigationSplitViewColumn.sidebar
  var compactColumn = NavigationSplitViewColumn.sidebar
  /// Shows the column after the one stacked on top (a link in it chose a value).
  var showNext: () -> Void = {}
  /// The destination of the link last followed outside a navigation stack, which the detail
  /// column shows instead of its own view.
  var linkedDetail: AnyView?
  private var columnBoxes: [NavigationSplitViewColumn: (title: NavigationTitle, width: SplitColumnWidth)] = [:]

  func boxes(for column: NavigationSplitViewColumn) -> (title: NavigationTitle, width: SplitColumnWidth) {
    if let boxes = columnBoxes[column] { return boxes }
    let boxes = (NavigationTitle(), SplitColumnWidth())
    columnBoxes[column] = boxes
    return boxes
  }
}
