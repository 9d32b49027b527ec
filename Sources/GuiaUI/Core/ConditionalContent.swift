/// One of two views, chosen by an `if`/`else` in a builder. Each branch has its own identity:
/// switching branches resets the state of the one left.
///
/// Its parameters are unconstrained, as SwiftUI's are (see ``ModifiedContent``): it is a
/// view when both branches are.
public struct ConditionalContent<TrueContent, FalseContent> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  /// The branches' identities among the node's children: positions, not `true` and `false`,
  /// which would be wrapped in an `AnyHashable`, whose making asks the runtime for a
  /// conformance of `Bool`'s and searches every conformance record the first time.
  static var trueBranch: Int { 0 }
  static var falseBranch: Int { 1 }
}

extension ConditionalContent: View, PrimitiveView where TrueContent: View, FalseContent: View {
  /// A primitive view: GuiaUI resolves the chosen branch itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> {
    // The same branch with the same view (an enum's bytes hold its payload's padding).
    _ViewResolver(
      makeElements: { $0.makeElements(in: $1) }, makeViewList: { $0.viewList(in: $1) }, isPrimitive: true,
      isSame: { lhs, rhs in
        switch (lhs.storage, rhs.storage) {
        case (.trueContent(let left), .trueContent(let right)):
          isSameView(left, right)
        case (.falseContent(let left), .falseContent(let right)):
          isSameView(left, right)
        default: false
        }
      }, groupsRows: false)
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    switch storage {
    case .trueContent(let content): elements(of: content, in: context.child(Self.trueBranch, type: TrueContent.self))
    case .falseContent(let content):
      elements(of: content, in: context.child(Self.falseBranch, type: FalseContent.self))
    }
  }

  /// The chosen branch's rows, for a lazy stack: `if compact { ForEach… } else { ForEach… }`
  /// stays lazy, as in SwiftUI.
  @MainActor
  func viewList(in context: ResolveContext) -> ViewList {
    switch storage {
    case .trueContent(let content): GuiaUI.viewList(of: content, in: context.child(Self.trueBranch, type: TrueContent.self))
    case .falseContent(let content):
      GuiaUI.viewList(of: content, in: context.child(Self.falseBranch, type: FalseContent.self))
    }
  }
}

/// An optional view, from an `if` without `else` or an `if let` in a builder: `nil` shows
/// nothing and takes no space.
extension Optional: View where Wrapped: View {
  /// A primitive view: GuiaUI resolves the wrapped view itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> {
    _ViewResolver(
      makeElements: { $0.makeElements(in: $1) }, makeViewList: { $0.viewList(in: $1) }, isPrimitive: true,
      isSame: { lhs, rhs in
        switch (lhs, rhs) {
        case (.some(let left), .some(let right)): isSameView(left, right)
        case (.none, .none): true
        default: false
        }
      }, groupsRows: false)
  }
}

extension Optional: PrimitiveView where Wrapped: View {
  /// The wrapped view's rows for a lazy stack (`if let items { ForEach(items)… }`), none for `nil`.
  @MainActor
  func viewList(in context: ResolveContext) -> ViewList {
    guard let view = self else { return ViewList(count: 0, element: { _ in [GuiaUI.Element]().combined() }, index: { _ in nil }) }
    return GuiaUI.viewList(of: view, in: context.child(0, type: Wrapped.self))
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    guard let view = self else { return [] }
    return elements(of: view, in: context.child(0, type: Wrapped.self))
  }
}
