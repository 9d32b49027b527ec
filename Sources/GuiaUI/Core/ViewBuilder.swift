/// Builds views from closures: several children, `if`/`else`, `if let`, `#available`, as
/// SwiftUI's `ViewBuilder`.
@resultBuilder @MainActor
public enum ViewBuilder {
  /// A view used as a statement of the builder is itself.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An empty closure builds an ``EmptyView``.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One view is built as itself, with no wrapper.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views become a ``TupleView``: any number of children (a parameter pack, not
  /// SwiftUI's limit of ten), laid out as siblings by the enclosing stack.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  /// An `if` without `else` (or `if let`) builds an optional view: `nil` shows nothing.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The `if` branch of an `if`/`else`; each branch keeps its own state.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first content: TrueContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    ConditionalContent(storage: .trueContent(content))
  }

  /// The `else` branch of an `if`/`else`; switching to it resets the other branch's state.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second content: FalseContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    ConditionalContent(storage: .falseContent(content))
  }

  /// `if #available` branches are erased, as in SwiftUI, so the builder's type does not
  /// name types an older system lacks.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
