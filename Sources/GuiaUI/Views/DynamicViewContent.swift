import Document

/// A view made of a collection's elements, as SwiftUI's `DynamicViewContent`: a ``ForEach``,
/// which `onDelete` and `onMove` make deletable and movable.
public protocol DynamicViewContent: View {
  /// The collection of the elements.
  associatedtype Data: Collection
  /// The collection the view is made of.
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
  /// Lets the reader delete rows of this `ForEach` in a `List`: Delete (or Backspace) on the
  /// current row runs `action` with its offset in `data`, as a swipe or Edit's delete button
  /// does on iOS (`items.remove(atOffsets: offsets)`).
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    EditableRows(base: self, delete: action, move: nil)
  }

  /// Lets the reader move rows of this `ForEach` in a `List`: `[` and `]` move the current
  /// row up and down, running `action` with its offset and the offset it goes before, as a
  /// drag does on iOS (`items.move(fromOffsets: source, toOffset: destination)`).
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    EditableRows(base: self, delete: nil, move: action)
  }
}

extension View {
  /// Whether the rows inside may not be deleted (Delete leaves them).
  public func deleteDisabled(_ isDisabled: Bool) -> some View {
    transformEnvironment(\.deleteDisabled) { if isDisabled { $0 = true } }
  }

  /// Whether the rows inside may not be moved (`[` and `]` leave them).
  public func moveDisabled(_ isDisabled: Bool) -> some View {
    transformEnvironment(\.moveDisabled) { if isDisabled { $0 = true } }
  }
}

struct DeleteDisabledKey: EnvironmentKey {
  static let defaultValue = false
}

struct MoveDisabledKey: EnvironmentKey {
  static let defaultValue = false
}

struct MarksEditableRowsKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// Whether the rows here may not be deleted.
  public var deleteDisabled: Bool {
    get { self[DeleteDisabledKey.self] }
    set { self[DeleteDisabledKey.self] = newValue }
  }

  /// Whether editable rows here draw their edit-mode mark (not inside another `onDelete` or
  /// `onMove` of the same rows, which draws it).
  var marksEditableRows: Bool {
    get { self[MarksEditableRowsKey.self] }
    set { self[MarksEditableRowsKey.self] = newValue }
  }

  /// Whether the rows here may not be moved.
  public var moveDisabled: Bool {
    get { self[MoveDisabledKey.self] }
    set { self[MoveDisabledKey.self] = newValue }
  }
}

/// A `ForEach` with `onDelete` or `onMove`: its rows, which a list's keys delete and move.
/// In edit mode each row starts with `⊖` (deletable) or `≡` (movable only), where iOS
/// draws its delete and move controls.
struct EditableRows<Base: DynamicViewContent>: DynamicViewContent, PrimitiveView, IndexedView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  typealias Body = Never
  /// GuiaUI resolves this view itself.
  static var _resolver: _ViewResolver<Self> { .indexed }
  let base: Base
  let delete: ((IndexSet) -> Void)?
  let move: ((IndexSet, Int) -> Void)?

  /// The collection the rows are made of.
  var data: Base.Data { base.data }

  func makeElements(in context: ResolveContext) -> [Element] {
    elements(of: base, in: context.child(0, type: Base.self))
  }

  func viewList(in context: ResolveContext) -> ViewList {
    var inner = context.child(0, type: Base.self)
    guard let editing = inner.environment.listEditing else { return GuiaUI.viewList(of: base, in: inner) }
    // `.onDelete { … }.onMove { … }` is rows in rows: the outermost marks them, for both.
    let marks = inner.environment.marksEditableRows
    inner.environment.marksEditableRows = false
    let before = editing.collections.count
    let list = GuiaUI.viewList(of: base, in: inner)
    let nested = editing.collections[before...]
    let delete = context.environment.deleteDisabled ? nil : delete
    let move = context.environment.moveDisabled ? nil : move
    editing.add(RowCollection(offset: list.index, count: list.count, id: list.id, delete: delete, move: move))
    let deletes = delete != nil || nested.contains { $0.delete != nil }
    let moves = move != nil || nested.contains { $0.move != nil }
    guard marks, context.environment.editMode?.wrappedValue.isEditing == true, deletes || moves else { return list }
    let marker = deletes ? Span("⊖ ") : Span("≡ ")
    var marked = list
    marked.element = { index in
      StackElement(
        axis: .horizontal, alignment: .leading, spacing: 0,
        children: [TextElement(spans: [marker]), list.element(index)])
    }
    return marked
  }
}
