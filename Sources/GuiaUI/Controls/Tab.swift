import Document

/// What a ``TabView`` built with SwiftUI's newer API holds: ``Tab``s, as SwiftUI's
/// `TabContent`.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
  /// The type of the tabs' values, which the tab view's selection takes.
  associatedtype TabValue: Hashable
  /// The tab content this one is made of.
  associatedtype Body: TabContent
  /// The content of the tab content.
  @TabContentBuilder<TabValue> @MainActor var body: Body { get }
}

/// Tab content GuiaUI lists itself (a ``Tab``, a builder's block).
@MainActor
protocol TabRows {
  func tabRows(at place: @escaping @MainActor () -> ResolveContext) -> [TraitRow]
}

/// The rows of a tab view's tab content, the content's node made by `place`.
@MainActor
func tabRows<T: TabContent>(of content: T, at place: @escaping @MainActor () -> ResolveContext) -> [TraitRow] {
  if let rows = content as? any TabRows { return rows.tabRows(at: place) }
  let context = place()
  context.node.keepsHiddenDescendants = true
  return tabRows(of: content.body, at: { context.child(0, type: T.Body.self) })
}

extension Never: TabContent {
  /// `Never` is the tab content of tabs that have no body.
  public typealias TabValue = Never
}

/// A tab of a ``TabView``: its label, its value (which the tab view's selection takes), and
/// the view it shows, as SwiftUI's `Tab`.
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent, TabRows {
  /// The tab's value type.
  public typealias TabValue = Value
  /// A tab has no body: the tab view lists it.
  public typealias Body = Never
  /// Never called: a tab view lists the tab itself.
  public var body: Never { return fatalError("Tab has no body") }
  let value: Value?
  let content: Content
  let label: Label
  var badge: Text?

  /// A tab of `value` showing `content`, labelled by `label`.
  public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.value = value
    self.content = content()
    self.label = label()
  }

  /// A count beside the tab's label; zero shows none.
  public func badge(_ count: Int) -> Tab {
    var tab = self
    tab.badge = count == 0 ? nil : Text(verbatim: String(count))
    return tab
  }

  /// A text beside the tab's label; `nil` shows none.
  public func badge(_ label: Text?) -> Tab {
    var tab = self
    tab.badge = label
    return tab
  }

  /// A text (a key looked up in the language's table) beside the tab's label.
  public func badge(_ key: LocalizedStringKey?) -> Tab { badge(key.map { Text($0) }) }

  func tabRows(at place: @escaping @MainActor () -> ResolveContext) -> [TraitRow] {
    var row = leafRow(content, at: place)
    row.traits.tag = value
    let label = label
    row.traits.tabItem = { context in elements(of: label, in: context) }
    row.traits.badge = badge
    return [row]
  }
}

/// A tab's label made of a title and a symbol, as SwiftUI's.
public struct DefaultTabLabel: View {
  let title: Text
  let systemImage: String?

  /// The symbol, then the title.
  public var body: some View {
    if let systemImage {
      GuiaUI.Label(title: { title }, icon: { Image(systemName: systemImage) })
    } else {
      title
    }
  }
}

extension Tab where Label == DefaultTabLabel {
  /// A tab titled `titleKey` with the symbol `systemImage`, of `value`, showing `content`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) { DefaultTabLabel(title: Text(titleKey), systemImage: systemImage) }
  }

  /// A tab titled `title`, sanitised, with the symbol `systemImage`, of `value`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) { DefaultTabLabel(title: Text(title), systemImage: systemImage) }
  }

  /// A tab titled `titleKey` with the symbol `systemImage`, of `value`, in `role`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(titleKey, systemImage: systemImage, value: value, content: content)
  }

  /// A tab of `value` in `role` (a search tab: titled Search, with a magnifying glass).
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content) {
      DefaultTabLabel(title: Text(verbatim: "Search"), systemImage: "magnifyingglass")
    }
  }

  /// A tab titled `titleKey`, of `value`, showing `content`.
  public init(_ titleKey: LocalizedStringKey, value: Value, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content) { DefaultTabLabel(title: Text(titleKey), systemImage: nil) }
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// A tab titled `titleKey` with the symbol `systemImage`, in a tab view without a selection.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.value = nil
    self.content = content()
    label = DefaultTabLabel(title: Text(titleKey), systemImage: systemImage)
  }

  /// A tab titled `title`, sanitised, with the symbol `systemImage`, without a value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.value = nil
    self.content = content()
    label = DefaultTabLabel(title: Text(title), systemImage: systemImage)
  }
}

/// What a tab is for, as SwiftUI's `TabRole` (a search tab is drawn as any other).
public struct TabRole: Hashable, Sendable {
  let kind: Int
  /// The tab searches.
  public static let search = TabRole(kind: 1)
}

/// Builds a ``TabView``'s tabs, as SwiftUI's `TabContentBuilder`.
@resultBuilder @MainActor
public struct TabContentBuilder<TabValue: Hashable> {
  /// A tab (or other tab content) of this builder's value type.
  public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }
  /// One tab.
  public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }
  /// Several tabs, in order.
  public static func buildBlock<each C: TabContent>(_ content: repeat each C) -> TupleTabContent<TabValue, repeat each C> {
    TupleTabContent(repeat each content)
  }
  /// Tabs shown only when an `if` holds.
  public static func buildOptional<C: TabContent>(_ content: C?) -> OptionalTabContent<TabValue, C> {
    OptionalTabContent(content: content)
  }

  /// The view a ``TabView`` holds for its tab content.
  public struct Content<C: TabContent>: View, PrimitiveView, TraitListView {
    /// A primitive view: the tab view lists its tabs.
    public typealias Body = Never
    /// GuiaUI resolves this view itself.
    public static var _resolver: _ViewResolver<Self> { .primitive }
    let content: C

    func makeElements(in context: ResolveContext) -> [Element] { [] }

    func traitRows(at place: @escaping @MainActor () -> ResolveContext) -> [TraitRow] {
      GuiaUI.tabRows(of: content, at: place)
    }
  }
}

/// Several tabs side by side in a builder.
public struct TupleTabContent<TabValue: Hashable, each C: TabContent>: TabContent, TabRows {
  /// Listed by the tab view: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { return fatalError("TupleTabContent has no body") }
  let value: (repeat each C)

  init(_ value: repeat each C) { self.value = (repeat each value) }

  func tabRows(at place: @escaping @MainActor () -> ResolveContext) -> [TraitRow] {
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

  private func childRows<Child: TabContent>(_ child: Child, at index: Int, in context: ResolveContext) -> [TraitRow] {
    GuiaUI.tabRows(of: child, at: { context.child(index, type: Child.self) })
  }
}

/// Tabs an `if` shows or leaves out.
public struct OptionalTabContent<TabValue: Hashable, C: TabContent>: TabContent, TabRows {
  /// Listed by the tab view: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { return fatalError("OptionalTabContent has no body") }
  let content: C?

  func tabRows(at place: @escaping @MainActor () -> ResolveContext) -> [TraitRow] {
    guard let content else { return [] }
    let context = place()
    return GuiaUI.tabRows(of: content, at: { context.child(0, type: C.self) })
  }
}

extension TabView {
  /// Tabs made of `Tab`s (SwiftUI's newer API); the shown one is the one whose value equals
  /// `selection`.
  public init<C: TabContent>(
    selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C>, C.TabValue == SelectionValue {
    self.init(selection: selection) { TabContentBuilder<SelectionValue>.Content(content: content()) }
  }
}

extension TabView where SelectionValue == Never {
  /// Tabs made of `Tab`s without values, the first shown first.
  public init<C: TabContent>(
    @TabContentBuilder<Never> content: () -> C
  ) where Content == TabContentBuilder<Never>.Content<C>, C.TabValue == Never {
    self.init(selection: nil) { TabContentBuilder<Never>.Content(content: content()) }
  }
}
