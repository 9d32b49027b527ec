/// One of two views, chosen by an `if`/`else` in a builder. Each branch has its own identity:
/// switching branches resets the state of the one left.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI resolves the chosen branch itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> {
    // The same branch with the same view (an enum's bytes hold its payload's padding).
    _ViewResolver(
      makeElements: { $0.makeElements(in: $1) }, makeViewList: nil, isPrimitive: true,
      isSame: { lhs, rhs in
        switch (lhs.storage, rhs.storage) {
        case (.trueContent(let left), .trueContent(let right)):
          TrueContent._resolver.isSame?(left, right) ?? isIdentical(left, right)
        case (.falseContent(let left), .falseContent(let right)):
          FalseContent._resolver.isSame?(left, right) ?? isIdentical(left, right)
        default: false
        }
      })
  }

  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  func makeElements(in context: ResolveContext) -> [Element] {
    switch storage {
    case .trueContent(let content): elements(of: content, in: context.child(true, type: TrueContent.self))
    case .falseContent(let content):
      elements(of: content, in: context.child(false, type: FalseContent.self))
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
      makeElements: { $0.makeElements(in: $1) }, makeViewList: nil, isPrimitive: true,
      isSame: { lhs, rhs in
        switch (lhs, rhs) {
        case (.some(let left), .some(let right)): Wrapped._resolver.isSame?(left, right) ?? isIdentical(left, right)
        case (.none, .none): true
        default: false
        }
      })
  }
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeElements(in context: ResolveContext) -> [Element] {
    guard let view = self else { return [] }
    return elements(of: view, in: context.child(0, type: Wrapped.self))
  }
}
