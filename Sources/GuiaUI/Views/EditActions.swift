import Document

/// What the reader may do to the rows of a `ForEach($items, editActions:)`, as SwiftUI's
/// `EditActions`: delete them, move them, or both (by a list's keys, as `onDelete` and
/// `onMove` rows are).
public struct EditActions<Data>: OptionSet, Sendable {
  /// One bit per action.
  public let rawValue: Int
  /// The actions whose bits are `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Rows may be moved (`[` and `]` on a list's current row).
  public static var move: EditActions { EditActions(rawValue: 1 << 0) }
}

extension EditActions where Data: RangeReplaceableCollection {
  /// Rows may be deleted (Delete on a list's current row).
  public static var delete: EditActions { EditActions(rawValue: 1 << 1) }
  /// Rows may be moved and deleted.
  public static var all: EditActions { [.move, .delete] }
}

/// The indices of a collection with each element's id: the data of a
/// `ForEach($items, editActions:)`, as SwiftUI's.
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: RandomAccessCollection {
  private let pairs: [(Base.Index, ID)]

  init(_ base: Base, id: KeyPath<Base.Element, ID>) {
    pairs = base.indices.map { ($0, base[$0][keyPath: id]) }
  }

  public var startIndex: Int { pairs.startIndex }
  public var endIndex: Int { pairs.endIndex }
  public subscript(position: Int) -> (Base.Index, ID) { pairs[position] }
}

/// A row of a `ForEach($items, editActions:)`: its content, deletable and movable as the
/// actions allow, by a list's keys.
public struct EditableCollectionContent<Content: View, Data>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let content: Content
  let delete: (() -> Void)?
  let move: ((Int) -> Void)?

  func makeElements(in context: ResolveContext) -> [Element] {
    let row = elements(of: content, in: context.child(0, type: Content.self))
    guard let editing = context.environment.listEditing, let id = context.environment.listRowID,
      delete != nil || move != nil
    else { return row }
    let (delete, move) = (delete, move)
    context.graph.register(.rowEdit(editing, RowEdit(delete: delete, move: move), row: id))
    guard context.environment.editMode?.wrappedValue.isEditing == true else { return row }
    let marker = delete != nil ? Span("⊖ ") : Span("≡ ")
    return [StackElement(axis: .horizontal, alignment: .leading, spacing: 0, children: [TextElement(spans: [marker]), row.combined()])]
  }
}

/// What the keys may do to one row of a `ForEach($items, editActions:)`.
struct RowEdit {
  let delete: (() -> Void)?
  /// Moves the row by a step, up (-1) or down (1).
  let move: ((Int) -> Void)?
}

extension ForEach {
  /// One view per element of the collection `data` binds, identified by its `id`, each made
  /// from a binding to its element, which a list's keys delete or move as `editActions`
  /// allow.
  public init<C: MutableCollection & RandomAccessCollection, R: View>(
    _ data: Binding<C>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> R
  ) where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>,
    C.Element: Identifiable, C.Index: Hashable, ID == C.Element.ID {
    self.init(data, id: \.id, editActions: editActions, content: content)
  }

  /// One view per element of the collection `data` binds, identified by `id`, each made from
  /// a binding to its element, which a list's keys delete or move as `editActions` allow.
  public init<C: MutableCollection & RandomAccessCollection, R: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> R
  ) where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>, C.Index: Hashable {
    let collection = data.wrappedValue
    self.init(IndexedIdentifierCollection(collection, id: id), id: \.1) { pair in
      let elementID = pair.1
      func offset() -> Int? {
        data.wrappedValue.firstIndex { $0[keyPath: id] == elementID }.map { data.wrappedValue.distance(from: data.wrappedValue.startIndex, to: $0) }
      }
      let delete: (() -> Void)? =
        editActions.contains(EditActions(rawValue: 1 << 1))
        ? {
          guard let offset = offset() else { return }
          if let replaceable = data.wrappedValue as? any RangeReplaceableCollection,
            let removed = removing(replaceable, at: offset) as? C
          {
            data.wrappedValue = removed
          }
        } : nil
      let move: ((Int) -> Void)? =
        editActions.contains(.move)
        ? { step in
          guard let offset = offset() else { return }
          let target = offset + step
          guard target >= 0, target < data.wrappedValue.count else { return }
          data.wrappedValue.move(fromOffsets: IndexSet(integer: offset), toOffset: step > 0 ? target + 1 : target)
        } : nil
      return EditableCollectionContent(
        content: content(elementBinding(data, at: pair.0, id: elementID, by: id, fallback: collection[pair.0])),
        delete: delete, move: move)
    }
  }
}

/// `collection` without its element at `offset` (a collection known to be replaceable only
/// at run time: `EditActions.delete` is offered for those alone).
private func removing<R: RangeReplaceableCollection>(_ collection: R, at offset: Int) -> R {
  var collection = collection
  collection.remove(at: collection.index(collection.startIndex, offsetBy: offset))
  return collection
}

extension List where SelectionValue == Never {
  /// A list of one row per element of the collection `data` binds, each made from a binding
  /// to its element, deleted and moved by the list's keys as `editActions` allow.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, editActions: EditActions<C>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where C.Element: Identifiable, C.Index: Hashable,
    Content == ForEach<IndexedIdentifierCollection<C, C.Element.ID>, C.Element.ID, EditableCollectionContent<RowContent, C>>
  {
    self.init(content: ForEach(data, editActions: editActions, content: rowContent), selection: nil)
  }
}
