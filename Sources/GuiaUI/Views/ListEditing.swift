/// What a list's rows can do besides being selected, as its last pass found them: the
/// `ForEach`es with `onDelete` or `onMove`, and the rows with swipe actions or a context
/// menu. The list's keys act on its current row through it (``ListEditingKeys``).
@MainActor
final class ListEditing {
  private(set) var collections: [RowCollection] = []
  /// What the keys may do to the rows of `ForEach($items, editActions:)`, by the row's id.
  private(set) var rowEdits: [AnyHashable: RowEdit] = [:]
  /// The menus each row has, by the row's id.
  private(set) var menus: [AnyHashable: Set<RowMenu.Kind>] = [:]
  /// The actions of the open menu's lines, as the last pass made them (`nil`: a line with
  /// no button).
  var menuActions: [(() -> Void)?] = []

  /// Whether any row can be deleted, moved or has a menu: the list's arrows then move a
  /// current row even without a selection.
  var hasActions: Bool { !collections.isEmpty || !menus.isEmpty || !rowEdits.isEmpty }

  /// Forgets the last pass's rows (the list's body runs again).
  func beginPass() {
    collections.removeAll()
    menus.removeAll()
    rowEdits.removeAll()
  }

  func addRowEdit(_ edit: RowEdit, for row: AnyHashable) { rowEdits[row] = edit }

  func add(_ collection: RowCollection) { collections.append(collection) }

  func addMenu(_ kind: RowMenu.Kind, for row: AnyHashable) { menus[row, default: []].insert(kind) }

  /// The collection the row with `id` belongs to that `matches`, and the row's offset there
  /// (`.onDelete { … }.onMove { … }` is two collections of the same rows).
  func collection(
    containing id: AnyHashable, where matches: (RowCollection) -> Bool
  ) -> (collection: RowCollection, offset: Int)? {
    for collection in collections where matches(collection) {
      if let offset = collection.offset(id) { return (collection, offset) }
    }
    return nil
  }
}

/// The rows of one `ForEach` with `onDelete` or `onMove`.
@MainActor
struct RowCollection {
  /// A row's offset in the `ForEach`'s data.
  let offset: (AnyHashable) -> Int?
  let count: Int
  /// The id of the row at an offset.
  let id: (Int) -> AnyHashable?
  let delete: ((IndexSet) -> Void)?
  let move: ((IndexSet, Int) -> Void)?
}

/// A row's menu opened by the list's keys: its swipe actions of one edge or its context menu.
struct RowMenu: Hashable {
  enum Kind: Hashable {
    case leadingSwipe, trailingSwipe, context
  }

  /// The row's id.
  var row: AnyHashable
  var kind: Kind
  /// The line the reader is on.
  var highlighted = 0
}

struct ListEditingKey: EnvironmentKey {
  static let defaultValue: ListEditing? = nil
}

struct ListRowIDKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: AnyHashable? = nil
}

struct OpenRowMenuKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: RowMenu? = nil
}

extension EnvironmentValues {
  /// The editing of the list the views here are in.
  var listEditing: ListEditing? {
    get { self[ListEditingKey.self] }
    set { self[ListEditingKey.self] = newValue }
  }

  /// The id of the list row the views here are in (a `ForEach` row of a list's column).
  var listRowID: AnyHashable? {
    get { self[ListRowIDKey.self] }
    set { self[ListRowIDKey.self] = newValue }
  }

  /// The row menu the list has open, if any.
  var openRowMenu: RowMenu? {
    get { self[OpenRowMenuKey.self] }
    set { self[OpenRowMenuKey.self] = newValue }
  }
}

extension ResolveContext {
  /// Notes that the views here are the list row `id` (a `ForEach` row of a list's column;
  /// rows inside it keep the outer row's id).
  mutating func markListRow(_ id: AnyHashable) {
    guard environment.listEditing != nil, environment.listRowID == nil else { return }
    environment.listRowID = id
  }
}

/// The keys of a list's rows, on its current row (the selection, or in a list with row
/// actions and no selection, a row of its own, drawn as a selection is):
/// - Delete or Backspace runs `onDelete` with the row's offset;
/// - `[` and `]` run `onMove`, one row up or down;
/// - Left opens the row's trailing swipe actions (a swipe to the left), Right its leading
///   ones, Enter its context menu: the menu's lines follow the row; Up and Down choose one,
///   Enter or Space runs it, Escape closes the menu.
@MainActor
struct ListEditingKeys {
  let editing: ListEditing
  let current: any ListSelection
  let menu: Binding<RowMenu?>
  let rows: ListRows
  let proxy: ScrollViewProxy

  func respond(to press: KeyPress) -> KeyPress.Result {
    if let open = menu.wrappedValue { return respondInMenu(open, to: press) }
    guard editing.hasActions, let id = current.current() else { return .ignored }
    switch press.key {
    case .delete, .deleteForward:
      let found = editing.collection(containing: id) { $0.delete != nil }
      let delete: (() -> Void)? =
        if let found, let delete = found.collection.delete { { delete(IndexSet(integer: found.offset)) } }
        else { editing.rowEdits[id]?.delete }
      guard let delete else { return .ignored }
      let next = rows.id(after: id, step: 1) ?? rows.id(after: id, step: -1)
      delete()
      if let next { current.select(next) }
      return .handled
    case "[", "]":
      let step = press.key == "[" ? -1 : 1
      if let (collection, offset) = editing.collection(containing: id, where: { $0.move != nil }),
        let move = collection.move
      {
        let target = offset + step
        guard target >= 0, target < collection.count else { return .handled }
        move(IndexSet(integer: offset), step > 0 ? target + 1 : target)
      } else if let move = editing.rowEdits[id]?.move {
        move(step)
      } else {
        return .ignored
      }
      proxy.scrollTo(id)
      return .handled
    case .leftArrow: return open(.trailingSwipe, on: id)
    case .rightArrow: return open(.leadingSwipe, on: id)
    case .return: return open(.context, on: id)
    default: return .ignored
    }
  }

  private func open(_ kind: RowMenu.Kind, on id: AnyHashable) -> KeyPress.Result {
    guard editing.menus[id]?.contains(kind) == true else { return .ignored }
    menu.wrappedValue = RowMenu(row: id, kind: kind)
    return .handled
  }

  private func respondInMenu(_ open: RowMenu, to press: KeyPress) -> KeyPress.Result {
    let actions = editing.menuActions
    switch press.key {
    case .upArrow, .downArrow:
      var moved = open
      let step = press.key == .upArrow ? -1 : 1
      moved.highlighted = min(max(0, open.highlighted + step), max(0, actions.count - 1))
      menu.wrappedValue = moved
    case .return, .space:
      menu.wrappedValue = nil
      if actions.indices.contains(open.highlighted) { actions[open.highlighted]?() }
    case .escape, .leftArrow, .rightArrow:
      menu.wrappedValue = nil
    default:
      return .ignored
    }
    return .handled
  }
}

/// Makes a list with row actions a place Tab reaches, last: once a control outside it has
/// focus (its `EditButton`), the list's keys reach it only when it has focus. Its rows are
/// known only once laid out, so it registers after the layout; a list with no row actions
/// takes no focus, and Tab goes on as before.
@usableFromInline
struct ListFocusModifier: PrimitiveModifier {
  let editing: ListEditing

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    let elements = content.resolve(in: context)
    guard !context.environment.isInputSuspended, context.environment.isEnabled else { return elements }
    let (editing, handlers) = (editing, context.environment.keyHandlers)
    let node = ObjectIdentifier(context.node)
    let scroll = elements.first?.first(ScrollElement.self)?.storage
    context.graph.afterLayout { [weak graph = context.graph] in
      guard let graph, editing.hasActions else { return }
      let focus = { [weak graph] in
        graph?.input.focusUnbound(node)
        graph?.setNeedsUpdate()
      }
      graph.input.register(
        Focusable(
          node: node, isFocused: graph.input.unboundFocus == node, focus: focus, handlers: handlers,
          edit: nil, scroll: scroll))
    }
    return elements
  }
}
