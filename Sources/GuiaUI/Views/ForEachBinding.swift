/// `ForEach($items) { $item in … }`: one view per element of a bound collection, each
/// handed a binding to its element, as SwiftUI's.
extension ForEach {
  /// One view per element of the collection `data` binds, identified by its `id`, made from
  /// a binding to the element (`ForEach($tasks) { $task in Toggle(task.title, isOn: $task.isDone) }`).
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Element: Identifiable, ID == C.Element.ID, C.Index: Hashable {
    self.init(data, id: \.id, content: content)
  }

  /// One view per element of the collection `data` binds, identified by `id`, made from a
  /// binding to the element.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
    let collection = data.wrappedValue
    self.init(collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }, id: \.1) { pair in
      content(elementBinding(data, at: pair.0, id: pair.1, by: id, fallback: collection[pair.0]))
    }
  }
}

/// A binding to the element of `data` at `index`, which is the one identified by `elementID`
/// when the row was made: after the collection changes (a row deleted before it) it follows
/// the element by its id, and reads its last value once the element is gone, as a row on its
/// way out still draws.
@MainActor
func elementBinding<C: MutableCollection & RandomAccessCollection, ID: Hashable>(
  _ data: Binding<C>, at index: C.Index, id elementID: ID, by id: KeyPath<C.Element, ID>,
  fallback: C.Element
) -> Binding<C.Element> {
  func position(in collection: C) -> C.Index? {
    if collection.indices.contains(index), collection[index][keyPath: id] == elementID { return index }
    return collection.firstIndex { $0[keyPath: id] == elementID }
  }
  return Binding(
    get: {
      let collection = data.wrappedValue
      return position(in: collection).map { collection[$0] } ?? fallback
    },
    set: { newValue in
      var collection = data.wrappedValue
      guard let found = position(in: collection) else { return }
      collection[found] = newValue
      data.wrappedValue = collection
    })
}

extension List where SelectionValue == Never {
  /// A list of one row per element of the collection `data` binds, identified by its `id`,
  /// each made from a binding to its element (`List($tasks) { $task in … }`).
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where C.Element: Identifiable, C.Index: Hashable,
    Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>
  {
    self.init(content: ForEach(data, content: rowContent), selection: nil)
  }

  /// A list of one row per element of the collection `data` binds, identified by `id`, each
  /// made from a binding to its element.
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where C.Index: Hashable, Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent> {
    self.init(content: ForEach(data, id: id, content: rowContent), selection: nil)
  }
}

extension List {
  /// A list of one row per element of the collection `data` binds, identified by its `id`,
  /// each made from a binding to its element, with one selected.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, selection: Binding<SelectionValue?>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where C.Element: Identifiable, C.Index: Hashable,
    Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>
  {
    self.init(content: ForEach(data, content: rowContent), selection: SingleSelection(selection))
  }

  /// A list of one row per element of the collection `data` binds, identified by its `id`,
  /// each made from a binding to its element, with any selected.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, selection: Binding<Set<SelectionValue>>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where C.Element: Identifiable, C.Index: Hashable,
    Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>
  {
    self.init(content: ForEach(data, content: rowContent), selection: MultipleSelection(selection))
  }
}
