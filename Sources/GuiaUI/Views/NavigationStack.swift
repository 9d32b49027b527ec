import Document

/// A stack with a title row, as SwiftUI's `NavigationStack`: the root view names the title
/// with ``View/navigationTitle(_:)-(DisplayText)``, drawn in bold on the first row at the
/// container's margin (as a large title sits on the layout margins).
public struct NavigationStack<Root: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let root: Root

  /// A stack showing `root` under the title row that its
  /// ``View/navigationTitle(_:)-(DisplayText)`` names (no title, no row).
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    let title = NavigationTitle()
    var inner = context.child(0, type: Root.self)
    inner.environment.navigationTitle = title
    let content = elements(of: root, in: inner).combined()
    guard let text = title.text else { return [content] }
    let header = ContainerMarginElement(
      TextElement(spans: [Span(text, style: .bold)]), edges: .horizontal)
    return [
      StackElement(
        axis: .vertical, alignment: .leading, spacing: 0,
        children: [FlexibleFrameElement(header, .fillingWidth), content])
    ]
  }
}

/// Where a navigation stack's root leaves its title, during the pass.
@MainActor
final class NavigationTitle {
  var text: DisplayText?
}

struct NavigationTitleKey: EnvironmentKey {
  static let defaultValue: NavigationTitle? = nil
}

extension EnvironmentValues {
  var navigationTitle: NavigationTitle? {
    get { self[NavigationTitleKey.self] }
    set { self[NavigationTitleKey.self] = newValue }
  }
}

extension View {
  /// Names the enclosing navigation stack's title row.
  public func navigationTitle(_ title: DisplayText) -> some View {
    modifier(NavigationTitleModifier(title: title))
  }

  /// Names the enclosing navigation stack's title row (sanitised).
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(DisplayText(sanitizing: String(title)))
  }
}

@usableFromInline
struct NavigationTitleModifier: PrimitiveModifier {
  let title: DisplayText

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    context.environment.navigationTitle?.text = title
    return content.resolve(in: context)
  }
}

extension FlexibleFrameModifier {
  /// A frame that takes the whole width offered, its content at the leading edge.
  static let fillingWidth = FlexibleFrameModifier(
    minWidth: nil, maxWidth: Int.max, minHeight: nil, maxHeight: nil, alignment: .leading)
}
