import Document

/// A part of a list or a lazy stack with a header and a footer, as SwiftUI's `Section`: its
/// header, its rows and its footer are rows of the stack around it, one after another; in a
/// `LazyVStack(pinnedViews: [.sectionHeaders])` the header stays at the top of the scroll
/// view while rows of its section are in view, and the next section's rows push it away;
/// with `.sectionFooters` the footer stays at the bottom, pushed down by its section's start.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .indexed }
  let header: Parent
  let content: Content
  let footer: Footer

  func makeElements(in context: ResolveContext) -> [Element] {
    elements(of: header, in: context.child(0, type: Parent.self))
      + elements(of: content, in: context.child(1, type: Content.self))
      + elements(of: footer, in: context.child(2, type: Footer.self))
  }
}

extension Section: IndexedView {
  func viewList(in context: ResolveContext) -> ViewList {
    // A lazy stack's rows: one scrolled away keeps its state (ViewNode.keepsHiddenDescendants).
    context.node.keepsHiddenDescendants = true
    let hasHeader = Parent.self != EmptyView.self
    let hasFooter = Footer.self != EmptyView.self
    var lists = [GuiaUI.viewList(of: content, in: context.child(1, type: Content.self))]
    if hasHeader { lists.insert(GuiaUI.viewList(of: header, in: context.child(0, type: Parent.self)), at: 0) }
    if hasFooter { lists.append(GuiaUI.viewList(of: footer, in: context.child(2, type: Footer.self))) }
    var list = ViewList.concatenating(lists)
    if hasHeader || hasFooter {
      let count = list.count
      let rows = SectionRows(header: hasHeader ? 0 : nil, footer: hasFooter ? count - 1 : nil, rows: 0..<count)
      list.section = { _ in rows }
    }
    return list
  }
}

extension Section {
  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// A section with a header and a footer (SwiftUI's older spelling).
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }

  /// A section with a header (SwiftUI's older spelling).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section with neither header nor footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section headed `title`.
  public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) })
  }

  /// A section headed `title`, sanitised.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) })
  }
}

/// The views of a lazy stack's sections that stay in view, as SwiftUI's
/// `PinnedScrollableViews`.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The sections' headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// The sections' footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
