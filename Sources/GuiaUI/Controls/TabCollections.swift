import Document

/// Tabs made from the elements of a collection (`ForEach(accounts) { Tab(…) }` in a
/// ``TabView``), as SwiftUI's `ForEach` is tab content when its content is: each element's
/// tab keeps its state by the element's id.
public struct ForEachTabContent<TabValue: Hashable, Data: RandomAccessCollection, ID: Hashable, TabBody: View, TabLabel: View>:
  TabContent, TabRows
{
  /// Listed by the tab view: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { return fatalError("ForEachTabContent has no body") }
  /// The tabs are the `ForEach`'s rows, each a ``Tab`` (a view too, which `ForEach` makes).
  let forEach: ForEach<Data, ID, Tab<TabValue, TabBody, TabLabel>>

  func tabRows(at place: @escaping @MainActor () -> ResolveContext) -> [TraitRow] {
    let context = place()
    context.node.keepsHiddenDescendants = true
    var rows: [TraitRow] = []
    for element in forEach.data {
      let id = element[keyPath: forEach.id]
      rows += forEach.content(element).tabRows(at: { context.child(id, type: Tab<TabValue, TabBody, TabLabel>.self) })
    }
    return rows
  }
}

extension TabContentBuilder {
  /// A `ForEach` of tabs, one tab per element.
  public static func buildExpression<Data, ID, TabBody, TabLabel>(
    _ forEach: ForEach<Data, ID, Tab<TabValue, TabBody, TabLabel>>
  ) -> ForEachTabContent<TabValue, Data, ID, TabBody, TabLabel> {
    ForEachTabContent(forEach: forEach)
  }
}

/// A group of tabs under a title, as SwiftUI's `TabSection` (a sidebar's section on iPad and
/// Mac): a terminal's tab bar has no sidebar, so its tabs stand in the bar with the others,
/// in order, the section's title before its first tab.
public struct TabSection<SelectionValue: Hashable, Content: TabContent>: TabContent, TabRows
where Content.TabValue == SelectionValue {
  /// The section's tabs' value type.
  public typealias TabValue = SelectionValue
  /// Listed by the tab view: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { return fatalError("TabSection has no body") }
  let content: Content
  let header: (@MainActor (ResolveContext) -> [Element])?

  /// A section titled `titleKey` of the tabs `content` builds.
  public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
    self.init(title: Text(titleKey), content: content)
  }

  /// A section titled `title` of the tabs `content` builds.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
    self.init(title: Text(title), content: content)
  }

  /// A section of the tabs `content` builds, under `header`.
  public init<Header: View>(
    @TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header
  ) {
    self.content = content()
    let header = header()
    self.header = { context in elements(of: header, in: context) }
  }

  private init(title: Text, content: () -> Content) {
    self.content = content()
    header = { context in elements(of: title, in: context) }
  }

  func tabRows(at place: @escaping @MainActor () -> ResolveContext) -> [TraitRow] {
    let context = place()
    var rows = GuiaUI.tabRows(of: content, at: { context.child(0, type: Content.self) })
    if !rows.isEmpty { rows[0].traits.tabSectionHeader = header }
    return rows
  }
}

extension Tab: View, PrimitiveView {
  /// GuiaUI resolves a tab itself: outside a ``TabView`` (a `ForEach`'s row before the tab
  /// view lists it), it is its content.
  public static var _resolver: _ViewResolver<Self> { .primitive }

  func makeElements(in context: ResolveContext) -> [Element] {
    elements(of: content, in: context.child(0, type: Content.self))
  }
}
