/// Views in a column, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> {
    .primitive { $0.alignment == $1.alignment && $0.spacing == $1.spacing && isSameView($0.content, $1.content) }
  }
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Stacks `content` top to bottom, `spacing` points apart (8 by default: no blank row).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    var inner = context.child(0, type: Content.self)
    inner.environment.stackAxis = .vertical
    let children = elements(of: content, in: inner)
    return [
      StackElement(
        axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
        spacing: PointScale.rows(spacing ?? StackElement.defaultSpacing), children: children)
    ]
  }
}

/// Views in a row, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> {
    .primitive { $0.alignment == $1.alignment && $0.spacing == $1.spacing && isSameView($0.content, $1.content) }
  }
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Stacks `content` leading to trailing, `spacing` points apart (8 by default: a column).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    var inner = context.child(0, type: Content.self)
    inner.environment.stackAxis = .horizontal
    let children = elements(of: content, in: inner)
    return [
      StackElement(
        axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
        spacing: PointScale.columns(spacing ?? StackElement.defaultSpacing), children: children)
    ]
  }
}

/// Views on top of each other, as SwiftUI's `ZStack`: each is offered the whole space and
/// aligned in it; later views draw over earlier ones.
public struct ZStack<Content: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> {
    .primitive { $0.alignment == $1.alignment && isSameView($0.content, $1.content) }
  }
  let alignment: Alignment
  let content: Content

  /// Layers `content`'s views, each aligned by `alignment` in the space offered.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    let children = elements(of: content, in: context.child(0, type: Content.self))
    return [OverlayElement(layers: children, alignment: alignment)]
  }
}

struct StackAxisKey: EnvironmentKey {
  static let defaultValue: Axis = .vertical
}

extension EnvironmentValues {
  /// The axis of the enclosing stack: a divider or spacer lies across it.
  var stackAxis: Axis {
    get { self[StackAxisKey.self] }
    set { self[StackAxisKey.self] = newValue }
  }
}
