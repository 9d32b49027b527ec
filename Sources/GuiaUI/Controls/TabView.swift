import Document
import TerminalUI

/// Views shown one at a time, chosen from a bar of their labels, as SwiftUI's `TabView`:
///
/// ```swift
/// TabView(selection: $selection) {
///   ReceivedView().tabItem { Label("Received", systemImage: "tray") }.tag(0).badge(2)
///   SentView().tabItem { Label("Sent", systemImage: "paperplane") }.tag(1)
/// }
/// ```
///
/// or, with SwiftUI's newer API, `Tab("Received", systemImage: "tray", value: 0) { … }`.
/// On a terminal the bar is the last row, the shown tab's label in brackets, a badge in
/// parentheses after its label. Alt-1 … Alt-9 show the first nine tabs; Tab reaches the bar,
/// where ← → go from tab to tab. A tab not shown keeps its state.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Tabs made of the views `content` builds, each labelled by its `.tabItem`; the shown
  /// one is the one whose `.tag` equals `selection`.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    let tabs = traitRows(of: content, at: { context.child(1, type: Content.self) })
    guard !tabs.isEmpty else { return [] }
    let state = context.node.slot(TabState.slot) { TabState() }
    let selected = selection.map { $0.wrappedValue }
    let current =
      selected.flatMap { value in tabs.firstIndex { $0.tag(as: SelectionValue.self) == value } }
      ?? min(state.index, tabs.count - 1)
    state.index = current
    let (selection, node) = (selection, context.node)
    let select: (Int) -> Void = { index in
      guard tabs.indices.contains(index) else { return }
      state.index = index
      if let selection, let value = tabs[index].tag(as: SelectionValue.self) { selection.wrappedValue = value }
      node.invalidate()
    }
    let view = VStack(spacing: 0) {
      RowView(row: tabs[current]).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      Divider()
      TabBar(tabs: tabs, current: current, select: select)
    }
    .onKeyPress { press in
      guard case .alt(let character) = press.terminalKey, let digit = character.wholeNumberValue, digit > 0,
        digit <= tabs.count
      else { return .ignored }
      select(digit - 1)
      return .handled
    }
    return elements(of: view, in: context.child(0, type: type(of: view)))
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs made of the views `content` builds, the first shown first. Disfavoured: ``Tab``s
  /// (views too) are the tab content of the `Never` tab view.
  @_disfavoredOverload
  public init(@ViewBuilder content: () -> Content) {
    self.init(selection: nil, content: content)
  }
}

/// Which tab a `TabView` without a selection binding (or whose selection matches no tag)
/// shows: kept in its node.
@MainActor
final class TabState {
  static let slot = LifecycleModifier.slot + 42
  var index = 0
}

/// A tab view's bar: each tab's label and badge, the shown one in brackets; focused, ← →
/// show the previous or next tab.
struct TabBar: View, PrimitiveView {
  typealias Body = Never
  static var _resolver: _ViewResolver<Self> { .primitive }
  let tabs: [TraitRow]
  let current: Int
  let select: (Int) -> Void

  func makeElements(in context: ResolveContext) -> [Element] {
    let (current, select, count) = (current, select, tabs.count)
    let inner = registerFocusable(in: context) { key in
      switch key {
      case .left: select(max(0, current - 1))
      case .right: select(min(count - 1, current + 1))
      default: return false
      }
      return true
    }
    let isFocused = inner.environment.isFocused
    let bar = HStack(spacing: 8) {
      ForEach(tabs.indices, id: \.self) { index in
        HStack(spacing: 0) {
          if tabs[index].traits.tabSectionHeader != nil { TabSectionTitle(row: tabs[index]) }
          HStack(spacing: 0) {
            Text(verbatim: index == current ? "[" : " ")
            TabLabel(row: tabs[index], index: index)
            if let badge = tabs[index].traits.badge { Text(verbatim: " (") + badge + Text(verbatim: ")") }
            Text(verbatim: index == current ? "]" : " ")
          }
          .environment(\.invertsText, isFocused && index == current)
        }
      }
    }
    return elements(of: bar, in: inner.child(0, type: type(of: bar)))
  }
}

/// The title of the ``TabSection`` a tab starts, and a colon: what a sidebar's section
/// header says, in the bar.
struct TabSectionTitle: View, PrimitiveView {
  typealias Body = Never
  static var _resolver: _ViewResolver<Self> { .primitive }
  let row: TraitRow

  func makeElements(in context: ResolveContext) -> [Element] {
    let title = row.traits.tabSectionHeader?(context.child(0, type: Self.self)) ?? []
    return title + elements(of: Text(verbatim: ":"), in: context.child(1, type: Text.self))
  }
}

/// A tab's label: its `.tabItem`, else "Tab" and its number.
struct TabLabel: View, PrimitiveView {
  typealias Body = Never
  static var _resolver: _ViewResolver<Self> { .primitive }
  let row: TraitRow
  let index: Int

  func makeElements(in context: ResolveContext) -> [Element] {
    if let label = row.traits.tabItem { return label(context.child(0, type: Self.self)) }
    return elements(of: Text(verbatim: "Tab \(index + 1)"), in: context.child(1, type: Text.self))
  }
}
