import Document
import TerminalUI

/// A control that opens a list of actions, as SwiftUI's `Menu`:
///
/// ```swift
/// Menu("Actions") {
///   Button("Duplicate", action: duplicate)
///   Button("Delete", role: .destructive, action: delete)
/// }
/// ```
///
/// On a terminal it is its label and `▾`; Tab gives it focus, Enter, Space or ↓ opens its
/// items below it (↑↓ move, Enter runs the item's action and closes, Escape closes). With a
/// `primaryAction`, Enter runs that and ↓ opens the items.
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?

  /// A menu of the items `content` builds, shown as `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    primaryAction = nil
  }

  /// A menu of the items `content` builds, shown as `label`, that runs `primaryAction` when
  /// chosen (Enter; ↓ opens the items).
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
  ) {
    self.content = content()
    self.label = label()
    self.primaryAction = primaryAction
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    let items = traitRows(of: content, at: { context.child(1, type: Content.self) })
    let state = context.node.slot(ExpansionState.slot) { ExpansionState() }
    state.highlighted = min(state.highlighted, max(0, items.count - 1))
    let (node, primaryAction) = (context.node, primaryAction)
    let inner = registerFocusable(in: context) { key in
      let handled = state.handleMenu(key, items: items, primaryAction: primaryAction)
      if handled { node.invalidate() }
      return handled
    }
    let body = MenuBody(
      label: label, items: items, isFocused: inner.environment.isFocused, isExpanded: state.isExpanded,
      highlighted: state.highlighted)
    return elements(of: body, in: inner.child(0, type: MenuBody<Label>.self))
  }
}

extension Menu where Label == Text {
  /// A menu titled `titleKey` (a key looked up in the language's table).
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A menu titled `title`, sanitised.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A menu titled `titleKey` that runs `primaryAction` when chosen.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == GuiaUI.Label<Text, Image> {
  /// A menu titled `titleKey` with the symbol `systemImage`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { GuiaUI.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
  }

  /// A menu titled `title`, sanitised, with the symbol `systemImage`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { GuiaUI.Label(title: { Text(title) }, icon: { Image(systemName: systemImage) }) }
  }
}

extension ExpansionState {
  /// Answers a key for a menu of `items`; returns whether it took the key.
  func handleMenu(_ key: Key, items: [TraitRow], primaryAction: (() -> Void)?) -> Bool {
    guard !items.isEmpty else { return false }
    if isExpanded {
      if moveOrClose(key, count: items.count) { return true }
      guard key == .enter || key == .character(" ") else { return false }
      isExpanded = false
      items[highlighted].action?()
      return true
    }
    switch key {
    case .enter, .character(" "):
      if let primaryAction { primaryAction() } else { open(at: 0) }
    case .down: open(at: 0)
    default: return false
    }
    return true
  }
}

/// A menu's label and `▾`, and below it, open, its items (the one the arrows are on in
/// reverse video).
struct MenuBody<Label: View>: View {
  let label: Label
  let items: [TraitRow]
  let isFocused: Bool
  let isExpanded: Bool
  let highlighted: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 8) {
        label
        Text(verbatim: "▾")
      }
      .environment(\.invertsText, isFocused && !isExpanded)
      if isExpanded {
        ForEach(items.indices, id: \.self) { index in
          HStack(spacing: 0) {
            Text(verbatim: "  ")
            RowView(row: items[index], isLabelOnly: true)
          }
          .environment(\.invertsText, index == highlighted)
        }
      }
    }
  }
}
