/// A view whose content's body runs again only when the content is not `==` to the last
/// one (or its state or environment changed), as SwiftUI's `EquatableView`.
///
/// An `Equatable` view is compared with its `==` already; `.equatable()` says so where the
/// view is used, as in SwiftUI.
public struct EquatableView<Content: View & Equatable>: View, PrimitiveView {
  /// A primitive view: GuiaUI resolves its content itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> {
    _ViewResolver(
      makeElements: { $0.makeElements(in: $1) }, makeViewList: nil, isPrimitive: true,
      isSame: { $0.content == $1.content })
  }
  /// The view compared.
  public var content: Content

  /// A view that compares `content` with its `==`.
  public init(content: Content) {
    self.content = content
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    elements(of: content, in: context.child(0, type: Content.self))
  }
}

extension View where Self: Equatable {
  /// This view, resolved again only when it is not `==` to the last one (SwiftUI's
  /// `equatable()`).
  public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
