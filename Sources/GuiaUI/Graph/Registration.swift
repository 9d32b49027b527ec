import TerminalUI

/// What a primitive's resolution declares beside its elements: a scroll view the keys
/// reach, a key handler, a tick… The graph keeps the pass's registrations in tree order and
/// applies each as it is made; a view's memo keeps those its resolution made, so that a
/// reused view declares them again (``ViewGraph/replay(_:)``) with no code of its own run.
///
/// Values, not closures: what a pass registered can be listed and compared (the reuse
/// conformance tests compare a reused pass's with a fresh one's), and the registries fill
/// in one place (``ViewGraph/apply(_:)``).
@MainActor
enum Registration {
  /// A scroll view: the scroll keys reach it unless `takesKeys` is false (under a sheet),
  /// and `reader`'s proxy scrolls it.
  case scrollView(ScrollStorage, takesKeys: Bool, reader: ScrollReaderStorage?)
  /// A scroll view reader, whose scroll views the ones inside register again.
  case scrollReader(ScrollReaderStorage, enclosing: ScrollReaderStorage?)
  /// A row drawn from a scroll geometry, drawn again by a scroll with no pass.
  case geometryLine(ScrollGeometryLineElement)
  /// An `onKeyPress` handler.
  case keyHandler(KeyHandler)
  /// A control's keyboard shortcut, answered wherever focus is.
  case keyboardShortcut(KeyboardShortcut, action: () -> Void)
  /// A view Tab reaches.
  case focusable(Focusable)
  /// A focusable view that is itself the scroll view `storage`.
  case focusableScroll(ScrollStorage, node: ObjectIdentifier)
  /// An `onPasteCommand` action.
  case paste((String) -> Void)
  /// A `scrollKeys` table.
  case scrollKeys(ScrollKeys)
  /// A timed wake-up (an `onTick` action, a timeline's next entry, a timer, a counting
  /// text), which keeps its own deadline from pass to pass.
  case tick(TickRequest)
  /// A scroll phase observer: its wake-up asked while its scroll view moves, to see it settle.
  case scrollPhase(ScrollPhaseRecord, settle: TickRequest)
  /// Work once the pass's layout is done (an `onGeometryChange` reading its view's frame).
  case afterLayout(() -> Void)
  /// A `navigationSplitViewColumnWidth`, given to its column.
  case splitColumnWidth(SplitColumnWidth, columns: Int)
  /// A list row's `onDelete`/`onMove`, given to its list's editing.
  case rowEdit(ListEditing, RowEdit, row: AnyHashable)
  /// A list row's swipe actions or context menu, given to its list's editing.
  case rowMenu(ListEditing, RowMenu.Kind, row: AnyHashable)
  /// The actions of the row menu open, in its lines' order.
  case rowMenuActions(ListEditing, [(() -> Void)?])
  /// An `onPreferenceChange`, reading `elements` once the pass's layout is done.
  case preferenceObserver(any LayoutObserver, elements: [Element])
  /// A `navigationDestination`, registered with its stack.
  case navigationDestination((NavigationDestinations) -> Void, stack: NavigationDestinations)
  /// A `navigationTitle`, shown by its stack.
  case navigationTitle(DisplayText, box: NavigationTitle)

  /// The kind of registration, for tests and logs.
  var kind: String {
    switch self {
    case .scrollView(_, let takesKeys, let reader): "scrollView(takesKeys: \(takesKeys), reader: \(reader != nil))"
    case .scrollReader(_, let enclosing): "scrollReader(enclosing: \(enclosing != nil))"
    case .geometryLine: "geometryLine"
    case .keyHandler(let handler): "keyHandler(enclosing: \(handler.enclosing.count))"
    case .keyboardShortcut(let shortcut, _): "keyboardShortcut(\(shortcut.key), \(shortcut.modifiers.rawValue))"
    case .focusable(let focusable): "focusable(focused: \(focusable.isFocused), handlers: \(focusable.handlers.count))"
    case .focusableScroll: "focusableScroll"
    case .paste: "paste"
    case .scrollKeys: "scrollKeys"
    case .tick(let request): "tick(\(request.deadline == nil ? "none" : "due"))"
    case .scrollPhase(let record, _): "scrollPhase(\(record.phase))"
    case .afterLayout: "afterLayout"
    case .splitColumnWidth(_, let columns): "splitColumnWidth(\(columns))"
    case .rowEdit(_, let edit, let row): "rowEdit(\(row), delete: \(edit.delete != nil), move: \(edit.move != nil))"
    case .rowMenu(_, let kind, let row): "rowMenu(\(kind), \(row))"
    case .rowMenuActions(_, let actions): "rowMenuActions(\(actions.count))"
    case .preferenceObserver(_, let elements): "preferenceObserver(\(elements.count))"
    case .navigationDestination: "navigationDestination"
    case .navigationTitle(let title, _): "navigationTitle(\(title))"
    }
  }
}

/// An observer that reads the laid-out elements once a pass's layout is done.
@MainActor
protocol LayoutObserver: AnyObject {
  /// Reads `elements` after the layout of `graph`'s current pass.
  func observe(_ elements: [Element], in graph: ViewGraph)
}

extension ViewGraph {
  /// Fills the registries with `registration`.
  func apply(_ registration: Registration) {
    switch registration {
    case .scrollView(let storage, let takesKeys, let reader):
      if takesKeys { scrollStorages.append(storage) }
      reader?.add(storage)
    case .scrollReader(let reader, let enclosing):
      reader.scrollViews.removeAll()
      reader.enclosing = enclosing
    case .geometryLine(let element): geometryLines.append(element)
    case .keyHandler(let handler): input.register(handler)
    case .keyboardShortcut(let shortcut, let action): input.registerShortcut(shortcut, action: action)
    case .focusable(let focusable): input.register(focusable)
    case .focusableScroll(let storage, let node): input.setScroll(storage, ofFocusable: node)
    case .paste(let action): input.registerPaste(action)
    case .scrollKeys(let keys): input.registerScrollKeys(keys)
    case .tick(let request): requestTick(request)
    case .scrollPhase(let record, let settle): if record.phase != .idle { requestTick(settle) }
    case .afterLayout(let work): afterLayout(work)
    case .splitColumnWidth(let box, let columns): box.columns = columns
    case .rowEdit(let editing, let edit, let row): editing.addRowEdit(edit, for: row)
    case .rowMenu(let editing, let kind, let row): editing.addMenu(kind, for: row)
    case .rowMenuActions(let editing, let actions): editing.menuActions = actions
    case .preferenceObserver(let observer, let elements): observer.observe(elements, in: self)
    case .navigationDestination(let register, let stack): register(stack)
    case .navigationTitle(let title, let box): box.text = title
    }
  }
}
