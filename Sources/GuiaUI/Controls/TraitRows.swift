/// One row of a container's content, as a ``Picker``, a ``Menu``, an alert or a ``TabView``
/// lists it: its traits, and the view it stands for, resolved only when the container shows
/// it (a hidden tab's view is not made, and keeps its state).
@MainActor
struct TraitRow {
  var traits = ViewTraits()
  /// The row's `ForEach` id, its tag when it has none (as SwiftUI tags a `ForEach`'s rows).
  var id: AnyHashable?
  /// The action of a ``Button`` row (a menu's item, an alert's action).
  var action: (@MainActor () -> Void)?
  /// The role of a ``Button`` row.
  var role: ButtonRole?
  /// Resolves a ``Button`` row's label alone, without the button's focus, at the row's own
  /// place (or `place`), as a menu or a dialog draws it.
  var label: (@MainActor (_ place: ResolveContext?, _ environment: EnvironmentValues?) -> [Element])?
  /// Resolves the row's view: at its own place in the tree, or at `place` when given (the
  /// same label shown twice, as a menu picker's value and its option), with `environment`.
  let resolve: @MainActor (_ place: ResolveContext?, _ environment: EnvironmentValues?) -> [Element]

  /// The row's tag as a selection of type `Value`, if it has one.
  func tag<Value: Hashable>(as type: Value.Type) -> Value? {
    if let tag = traits.tag, let value = tag as? Value { return value }
    if let id, let value = id.base as? Value { return value }
    return nil
  }

  /// The row's view, at its own place, in `environment` (its own when `nil`).
  func elements(in environment: EnvironmentValues? = nil) -> [Element] { resolve(nil, environment) }
}

/// A view whose rows a container lists (a tuple, a `ForEach`, a trait), rather than one row.
@MainActor
protocol TraitListView {
  /// The rows, the view's node made by `place`.
  func traitRows(at place: @escaping @MainActor () -> ResolveContext) -> [TraitRow]
}

/// The rows of `view` as a container lists them, the view's node made by `place`: a tuple's
/// and a `ForEach`'s children, an `if`'s branch, a trait's content with the trait, a custom
/// view's body's rows; any other view is one row, made only when the container resolves it.
///
/// The nodes of the containers passed through keep the rows they do not reach hidden, not
/// removed, so a tab not shown keeps its state, as in SwiftUI.
@MainActor
func traitRows<V: View>(of view: V, at place: @escaping @MainActor () -> ResolveContext) -> [TraitRow] {
  if let list = view as? any TraitListView { return list.traitRows(at: place) }
  if !V._resolver.isPrimitive {
    let context = place()
    context.node.keepsHiddenDescendants = true
    DynamicPropertyBinder.bind(view, to: context.node, context: context)
    let body = view.body
    return traitRows(of: body, at: { context.child(0, type: V.Body.self) })
  }
  return [leafRow(view, at: place)]
}

/// The row of `view`, which lists nothing of its own.
@MainActor
func leafRow<V: View>(_ view: V, at place: @escaping @MainActor () -> ResolveContext) -> TraitRow {
  var row = TraitRow { context, environment in
    var context = context ?? place()
    if let environment { context.environment = environment }
    return elements(of: view, in: context)
  }
  if let button = view as? any RoleButton {
    // A menu or a dialog draws the button's label and runs its action itself.
    row.action = button.roleAction
    row.role = button.buttonRole
    row.label = { context, environment in
      var context = context ?? place()
      if let environment { context.environment = environment }
      return button.labelElements(in: context)
    }
  }
  return row
}

extension _TraitView: TraitListView {
  func traitRows(at place: @escaping @MainActor () -> ResolveContext) -> [TraitRow] {
    // The content's node is the trait's child, as when the trait view resolves itself.
    let contentPlace: @MainActor () -> ResolveContext
    if content is any TraitListView {
      let context = place()
      context.node.keepsHiddenDescendants = true
      contentPlace = { context.child(0, type: Content.self) }
      var rows = GuiaUI.traitRows(of: content, at: contentPlace)
      for index in rows.indices { write(&rows[index].traits) }
      return rows
    }
    // A leaf: its node (and the trait's) is reached only when the row is shown; the
    // container above keeps it hidden meanwhile.
    let write = write
    var row = leafRow(content) { place().child(0, type: Content.self) }
    write(&row.traits)
    return [row]
  }
}

extension TupleView: TraitListView {
  func traitRows(at place: @escaping @MainActor () -> ResolveContext) -> [TraitRow] {
    let context = place()
    context.node.keepsHiddenDescendants = true
    var rows: [TraitRow] = []
    var index = 0
    for child in repeat each value {
      rows += childRows(child, at: index, in: context)
      index += 1
    }
    return rows
  }

  private func childRows<Child: View>(_ child: Child, at index: Int, in context: ResolveContext) -> [TraitRow] {
    GuiaUI.traitRows(of: child, at: { context.child(index, type: Child.self) })
  }
}

extension ForEach: TraitListView {
  func traitRows(at place: @escaping @MainActor () -> ResolveContext) -> [TraitRow] {
    let context = place()
    context.node.keepsHiddenDescendants = true
    var rows: [TraitRow] = []
    for element in data {
      let rowID = element[keyPath: id]
      var elementRows = GuiaUI.traitRows(of: content(element), at: { context.child(rowID, type: Content.self) })
      for index in elementRows.indices where elementRows[index].id == nil {
        elementRows[index].id = AnyHashable(rowID)
      }
      rows += elementRows
    }
    return rows
  }
}

extension ConditionalContent: TraitListView where TrueContent: View, FalseContent: View {
  func traitRows(at place: @escaping @MainActor () -> ResolveContext) -> [TraitRow] {
    let context = place()
    switch storage {
    case .trueContent(let content):
      return GuiaUI.traitRows(of: content, at: { context.child(Self.trueBranch, type: TrueContent.self) })
    case .falseContent(let content):
      return GuiaUI.traitRows(of: content, at: { context.child(Self.falseBranch, type: FalseContent.self) })
    }
  }
}

extension Optional: TraitListView where Wrapped: View {
  func traitRows(at place: @escaping @MainActor () -> ResolveContext) -> [TraitRow] {
    guard let view = self else { return [] }
    let context = place()
    return GuiaUI.traitRows(of: view, at: { context.child(0, type: Wrapped.self) })
  }
}

extension Group: TraitListView {
  func traitRows(at place: @escaping @MainActor () -> ResolveContext) -> [TraitRow] {
    let context = place()
    context.node.keepsHiddenDescendants = true
    return GuiaUI.traitRows(of: content, at: { context.child(0, type: Content.self) })
  }
}

extension ModifiedContent: TraitListView where Content: View {
  /// A modifier applied after a trait keeps it, as SwiftUI's (`Text(x).tag(x).font(.title)`): one
  /// row, the whole modified view, with its content's traits.
  func traitRows(at place: @escaping @MainActor () -> ResolveContext) -> [TraitRow] {
    guard content is any TraitListView else { return [leafRow(self, at: place)] }
    let context = place()
    context.node.keepsHiddenDescendants = true
    let inner = GuiaUI.traitRows(of: content, at: { context.child(0, type: Content.self) })
    var row = leafRow(self, at: { context })
    if inner.count == 1 {
      row.traits = inner[0].traits
      row.id = inner[0].id
    }
    return [row]
  }
}

extension Section: TraitListView {
  /// A section's rows, as a picker's or a menu's options (its header and footer are not
  /// options).
  func traitRows(at place: @escaping @MainActor () -> ResolveContext) -> [TraitRow] {
    let context = place()
    context.node.keepsHiddenDescendants = true
    return GuiaUI.traitRows(of: content, at: { context.child(1, type: Content.self) })
  }
}

/// A primitive view that shows a row a container resolved (a picker's option, a tab's
/// content) where it stands among views, in the environment there.
struct RowView: View, PrimitiveView {
  typealias Body = Never
  static var _resolver: _ViewResolver<Self> { .primitive }
  let row: TraitRow
  /// Whether the row is resolved here (a second showing) rather than at its own place.
  var isResolvedHere = false
  /// Whether a button row shows only its label (a menu's item, a dialog's button).
  var isLabelOnly = false

  func makeElements(in context: ResolveContext) -> [Element] {
    let resolve = isLabelOnly ? row.label ?? row.resolve : row.resolve
    return isResolvedHere
      ? resolve(context.child(0, type: Self.self), context.environment)
      : resolve(nil, context.environment)
  }
}

/// A `Button`, as a menu or an alert lists it: its action and role.
@MainActor
protocol RoleButton {
  var roleAction: @MainActor () -> Void { get }
  var buttonRole: ButtonRole? { get }
  /// The button's label, drawn as its role asks, without the button's focus.
  func labelElements(in context: ResolveContext) -> [Element]
}
