/// The children of a lazy stack, reached by index: a lazy stack asks only for the rows it
/// shows, so a `ForEach` over a million elements makes a handful of views.
@MainActor
@usableFromInline
struct ViewList {
  /// How many rows.
  var count: Int
  /// Resolves row `index` (its nodes are reached in this pass).
  var element: (Int) -> Element
  /// The row whose id is `id`, if any (for `scrollTo`).
  var index: (AnyHashable) -> Int?
  /// The id of row `index`, if it has one (a `ForEach` row), found without resolving it.
  var id: (Int) -> AnyHashable? = { _ in nil }
  /// The section row `index` is in, if it has a header or a footer.
  var section: (Int) -> SectionRows? = { _ in nil }

  /// The rows of `lists`, one after another.
  static func concatenating(_ lists: [ViewList]) -> ViewList {
    var starts: [Int] = []
    var total = 0
    for list in lists {
      starts.append(total)
      total += list.count
    }
    func locate(_ index: Int) -> (list: Int, offset: Int) {
      var low = 0
      var high = starts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if starts[middle] <= index { low = middle } else { high = middle - 1 }
      }
      return (low, index - starts[low])
    }
    return ViewList(
      count: total,
      element: { index in
        let (list, offset) = locate(index)
        return lists[list].element(offset)
      },
      index: { id in
        for (list, start) in zip(lists, starts) {
          if let found = list.index(id) { return start + found }
        }
        return nil
      },
      id: { index in
        let (list, offset) = locate(index)
        return lists[list].id(offset)
      },
      section: { index in
        let (list, offset) = locate(index)
        return lists[list].section(offset).map { $0.shifted(by: starts[list]) }
      })
  }
}

/// Where a section's rows are in a lazy stack's list: its header's row and its footer's,
/// when it has them, and the rows it spans (header and footer included).
struct SectionRows: Hashable {
  var header: Int?
  var footer: Int?
  var rows: Range<Int>

  /// The same section, `offset` rows further down the list.
  func shifted(by offset: Int) -> SectionRows {
    SectionRows(
      header: header.map { $0 + offset }, footer: footer.map { $0 + offset },
      rows: (rows.lowerBound + offset)..<(rows.upperBound + offset))
  }
}

/// A view that can hand its rows to a lazy stack one at a time.
@MainActor
protocol IndexedView {
  func viewList(in context: ResolveContext) -> ViewList
}

/// The rows of `view` for a lazy stack: a `ForEach`'s elements, a tuple's children in
/// order, or the view itself as one row.
@MainActor
func viewList<V: View>(of view: V, in context: ResolveContext) -> ViewList {
  let resolver = V._resolver
  if let makeViewList = resolver.makeViewList { return makeViewList(view, context) }
  if !resolver.isPrimitive {
    // A custom view whose body is a ForEach is still lazy.
    DynamicPropertyBinder.bind(view, to: context.node, context: context)
    return viewList(of: view.body, in: context.child(0, type: V.Body.self))
  }
  return ViewList(
    count: 1, element: { _ in elements(of: view, in: context).combined() }, index: { _ in nil })
}

extension TupleView: IndexedView {
  func viewList(in context: ResolveContext) -> ViewList {
    // A lazy stack's rows: one scrolled away keeps its state (ViewNode.keepsHiddenDescendants).
    context.node.keepsHiddenDescendants = true
    var lists: [ViewList] = []
    var index = 0
    for child in repeat each value {
      lists.append(childList(child, at: index, in: context))
      index += 1
    }
    return .concatenating(lists)
  }

  private func childList<Child: View>(_ child: Child, at index: Int, in context: ResolveContext)
    -> ViewList
  {
    GuiaUI.viewList(of: child, in: context.child(index, type: Child.self))
  }
}

extension ForEach: IndexedView {
  func viewList(in context: ResolveContext) -> ViewList {
    // A lazy stack's rows: one scrolled away keeps its state (ViewNode.keepsHiddenDescendants).
    context.node.keepsHiddenDescendants = true
    let data = data
    let id = id
    if Content._resolver.groupsRows {
      // An element made of rows (a `Section`, several views) gives the stack its rows, as
      // SwiftUI flattens them: each element's list is made, not its rows.
      return .concatenating(
        data.map { element in
          GuiaUI.viewList(of: content(element), in: context.child(element[keyPath: id], type: Content.self))
        })
    }
    return ViewList(
      count: data.count,
      element: { index in
        let element = data[data.index(data.startIndex, offsetBy: index)]
        return row(for: element, in: context).combined()
      },
      index: { wanted in
        guard let position = data.firstIndex(where: { AnyHashable($0[keyPath: id]) == wanted })
        else { return nil }
        return data.distance(from: data.startIndex, to: position)
      },
      id: { index in AnyHashable(data[data.index(data.startIndex, offsetBy: index)][keyPath: id]) })
  }
}
