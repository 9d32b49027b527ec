/// How GuiaUI turns the values of one view type into layout elements.
///
/// A view type hands its resolver over through its `View` conformance. Asking at run time
/// which of GuiaUI's protocols a type adopts (`view as? any PrimitiveView`) would search
/// every conformance record of the program the first time each type is met, and a reader's
/// first screen meets more than a hundred types: that search was a sixth of its start-up.
///
/// Views made of a `body` keep the default. Only GuiaUI's own views (text, stacks, scroll
/// views) answer otherwise; the type is public only because the requirement is.
@MainActor
public struct _ViewResolver<V: View> {
  /// The elements standing for a view of this type.
  @usableFromInline let makeElements: @MainActor (V, ResolveContext) -> [Element]
  /// The rows a lazy stack takes one at a time, for a view that has rows of its own.
  let makeViewList: (@MainActor (V, ResolveContext) -> ViewList)?
  /// Whether GuiaUI draws the view itself rather than through its `body`.
  let isPrimitive: Bool
  /// Whether two values of the view make the same elements (``isIdentical(_:_:)`` unless
  /// the view knows better).
  let isSame: (@MainActor (V, V) -> Bool)?
  /// Whether a view of this type stands for several rows of its own (a tuple, a `ForEach`, a
  /// `Section`), so that a `ForEach` element made of one gives the stack its rows. An `if`
  /// hands a lazy stack the rows of its branch, but as a `ForEach` element it stays one row:
  /// its list is not made for every element.
  let groupsRows: Bool

  @usableFromInline
  init(
    makeElements: @escaping @MainActor (V, ResolveContext) -> [Element],
    makeViewList: (@MainActor (V, ResolveContext) -> ViewList)?, isPrimitive: Bool,
    isSame: (@MainActor (V, V) -> Bool)? = nil, groupsRows: Bool? = nil
  ) {
    self.makeElements = makeElements
    self.makeViewList = makeViewList
    self.isPrimitive = isPrimitive
    self.isSame = isSame
    self.groupsRows = groupsRows ?? (makeViewList != nil)
  }
}

extension _ViewResolver {
  /// A view made of its `body`: its dynamic properties are bound to its node, then the body
  /// is resolved in the node's child.
  @inlinable static var body: Self {
    Self(
      makeElements: { view, context in
        DynamicPropertyBinder.bind(view, to: context.node, context: context)
        return elements(of: view.body, in: context.child(0, type: V.Body.self))
      },
      makeViewList: nil, isPrimitive: false)
  }
}

extension _ViewResolver where V: Equatable {
  /// A view made of its `body`, compared with its `==`.
  @inlinable static var equatableBody: Self {
    Self(makeElements: body.makeElements, makeViewList: nil, isPrimitive: false, isSame: { $0 == $1 })
  }
}

extension _ViewResolver where V: PrimitiveView {
  /// A view GuiaUI draws itself.
  static var primitive: Self {
    Self(makeElements: { $0.makeElements(in: $1) }, makeViewList: nil, isPrimitive: true)
  }
}

extension _ViewResolver where V: PrimitiveView {
  /// A view GuiaUI draws itself, whose two values make the same elements when `isSame`
  /// says so: compared by its fields, never by its type's field records, which a generic
  /// view holding a whole screen's views (a stack, a reader) takes long to read.
  static func primitive(isSame: @escaping @MainActor (V, V) -> Bool) -> Self {
    Self(makeElements: { $0.makeElements(in: $1) }, makeViewList: nil, isPrimitive: true, isSame: isSame)
  }
}

extension _ViewResolver where V: PrimitiveView & IndexedView {
  /// A view GuiaUI draws itself whose rows a lazy stack can take one at a time.
  static var indexed: Self {
    Self(
      makeElements: { $0.makeElements(in: $1) }, makeViewList: { $0.viewList(in: $1) },
      isPrimitive: true)
  }
}
