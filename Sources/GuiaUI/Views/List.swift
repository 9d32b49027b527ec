/// A scrolling list of rows, as SwiftUI's `List`: a lazy column in a scroll view, each row
/// inset from the leading edge by the standard 16 points.
///
/// With a selection (`List(selection: $selected)`), the Up and Down arrows move it from row
/// to row (the rows a `ForEach` makes, by their ids), the selected rows are drawn in reverse
/// video, and the list scrolls the least that shows the selected row. Rows that can be
/// deleted, moved or have swipe actions or a context menu are reached the same way, with a
/// current row of the list's own when there is no selection (``ListEditingKeys``).
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  let selection: (any ListSelection)?
  @State private var rows = ListRows()
  @State private var editing = ListEditing()
  /// The current row of a list with row actions and no selection.
  @State private var cursor: AnyHashable?
  @State private var menu: RowMenu?

  init(content: Content, selection: (any ListSelection)?) {
    self.content = content
    self.selection = selection
  }

  /// A scroll view over a lazy, leading-aligned column with no spacing, padded 16 points
  /// (2 columns) on each side.
  public var body: some View {
    let (editing, menu) = (editing, $menu)
    editing.beginPass()
    let current = selection ?? SingleSelection($cursor)
    return ScrollViewReader { proxy in
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 0) {
          content
        }
        .padding(.horizontal)
        .frame(maxWidth: .infinity, alignment: .leading)
      }
      .modifier(ListFocusModifier(editing: editing))
      .environment(\.listSelection, (current, rows))
      .environment(\.listEditing, editing)
      .environment(\.openRowMenu, menu.wrappedValue)
      .onKeyPress { press in
        ListEditingKeys(editing: editing, current: current, menu: menu, rows: rows, proxy: proxy).respond(to: press)
      }
      .onKeyPress(keys: [.upArrow, .downArrow]) { press in
        guard selection != nil || editing.hasActions,
          let id = rows.id(after: current.current(), step: press.key == .upArrow ? -1 : 1)
        else { return .ignored }
        current.select(id)
        proxy.scrollTo(id)
        return .handled
      }
    }
    .modifier(EditModeProvider())
  }
}

extension List where SelectionValue == Never {
  /// A list of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content(), selection: nil)
  }

  /// A list of one row per element of `data`, identified by `id` (`List(items, id: \.name)`).
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(content: ForEach(data, id: id, content: rowContent), selection: nil)
  }

  /// A list of one row per element of `data`, identified by its `id` (`List(landmarks) { … }`).
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
    self.init(content: ForEach(data, id: \.id, content: rowContent), selection: nil)
  }

  /// A list of one row per integer of a constant range.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(content: ForEach(data, id: \.self, content: rowContent), selection: nil)
  }
}

extension List {
  /// A list whose one selected row is `selection` (`nil`: none), as SwiftUI's.
  public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
    self.init(content: content(), selection: SingleSelection(selection))
  }

  /// A list whose selected rows are `selection`; the arrows select one row at a time.
  public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
    self.init(content: content(), selection: MultipleSelection(selection))
  }

  /// A list of one row per element of `data`, identified by its `id`, with one selected.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
    self.init(content: ForEach(data, id: \.id, content: rowContent), selection: SingleSelection(selection))
  }

  /// A list of one row per element of `data`, identified by its `id`, with any selected.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
    self.init(content: ForEach(data, id: \.id, content: rowContent), selection: MultipleSelection(selection))
  }

  /// A list of one row per element of `data`, identified by `id`, with one selected.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(content: ForEach(data, id: id, content: rowContent), selection: SingleSelection(selection))
  }
}

/// A list's selection binding, its value type erased.
@MainActor
protocol ListSelection {
  /// Whether the row with `id` is selected.
  func contains(_ id: AnyHashable) -> Bool
  /// The row the arrows move from: the selected one (the first of several).
  func current() -> AnyHashable?
  /// Makes the row with `id` the selection.
  func select(_ id: AnyHashable)
}

/// A selection of one row or none.
final class SingleSelection<Value: Hashable>: ListSelection {
  let binding: Binding<Value?>
  init(_ binding: Binding<Value?>) { self.binding = binding }
  func contains(_ id: AnyHashable) -> Bool { current() == id }
  func current() -> AnyHashable? {
    guard let value = binding.wrappedValue else { return nil }
    return AnyHashable(value)
  }
  func select(_ id: AnyHashable) {
    if let value = id.base as? Value { binding.wrappedValue = value }
  }
}

/// A selection of any number of rows.
final class MultipleSelection<Value: Hashable>: ListSelection {
  let binding: Binding<Set<Value>>
  init(_ binding: Binding<Set<Value>>) { self.binding = binding }
  func contains(_ id: AnyHashable) -> Bool {
    guard let value = id.base as? Value else { return false }
    return binding.wrappedValue.contains(value)
  }
  func current() -> AnyHashable? {
    guard let value = binding.wrappedValue.first else { return nil }
    return AnyHashable(value)
  }
  func select(_ id: AnyHashable) {
    if let value = id.base as? Value { binding.wrappedValue = [value] }
  }
}

/// The rows of a list's column, as its last pass made them: where the arrows find the row
/// before or after the selected one.
@MainActor
final class ListRows {
  /// The column, weakly: its rows' closures hold the graph, which holds this.
  weak var stack: LazyStackElement?
  private var list: ViewList? { stack?.list }

  /// The id of the first row with an id `step` rows on from the row with `id` (from the
  /// start, or the end, when there is none).
  func id(after id: AnyHashable?, step: Int) -> AnyHashable? {
    guard let list, list.count > 0 else { return nil }
    var index = id.flatMap(list.index) ?? (step > 0 ? -1 : list.count)
    while true {
      index += step
      guard index >= 0, index < list.count else { return nil }
      if let found = list.id(index) { return found }
    }
  }
}

struct ListSelectionKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: (selection: any ListSelection, rows: ListRows)? = nil
}

struct SelectedRowsKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: (any ListSelection)? = nil
}

extension EnvironmentValues {
  /// The selection of the list being made, and where its column leaves its rows.
  var listSelection: (selection: any ListSelection, rows: ListRows)? {
    get { self[ListSelectionKey.self] }
    set { self[ListSelectionKey.self] = newValue }
  }

  /// The selection the rows made here show (a list's column's rows).
  var selectedRows: (any ListSelection)? {
    get { self[SelectedRowsKey.self] }
    set { self[SelectedRowsKey.self] = newValue }
  }
}
