import Document

extension View {
  /// Buttons a swipe across this list row reveals, as SwiftUI's: on a terminal, Left on the
  /// list's current row opens its `.trailing` actions (a swipe to the left), Right its
  /// `.leading` ones, as lines under the row (see ``List``). Outside a list, nothing.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    modifier(RowMenuModifier(kind: edge == .leading ? .leadingSwipe : .trailingSwipe, items: content()))
  }

  /// A menu of `menuItems` for this view, as SwiftUI's: on a terminal, Enter on the list's
  /// current row opens it, as lines under the row (see ``List``); outside a list, Tab gives
  /// the view focus and Enter or Space opens it under the view.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    modifier(RowMenuModifier(kind: .context, items: menuItems()))
  }

  /// A menu of `menuItems` for this view; a terminal shows no preview.
  public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some View {
    modifier(RowMenuModifier(kind: .context, items: menuItems()))
  }
}

/// A row's swipe actions or context menu: noted with the list, and drawn under the row as
/// lines, one per button, while the list has it open.
@usableFromInline
struct RowMenuModifier<Items: View>: PrimitiveModifier {
  let kind: RowMenu.Kind
  let items: Items

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    guard let editing = context.environment.listEditing, let row = context.environment.listRowID else {
      return kind == .context ? standaloneMenu(content, in: context) : content.resolve(in: context)
    }
    let kind = kind
    context.graph.register(.rowMenu(editing, kind, row: row))
    let resolved = content.resolve(in: context)
    guard let open = context.environment.openRowMenu, open.row == row, open.kind == kind else { return resolved }
    var menu = context.child(1, type: Items.self)
    // The lines are chosen with the list's keys: their buttons take no focus of their own.
    menu.environment.isInputSuspended = true
    menu.environment.listRowID = nil
    var lines: [Element] = []
    var actions: [(() -> Void)?] = []
    let count = viewList(of: items, in: menu).count
    for index in 0..<count {
      var line = menu
      let collector = ControlCollector()
      line.environment.controlCollector = collector
      line.environment.invertsText = index == open.highlighted
      let element = viewList(of: items, in: line).element(index)
      actions.append(collector.actions.first)
      let mark = index == open.highlighted ? Span("  › ") : Span("    ")
      lines.append(
        StackElement(
          axis: .horizontal, alignment: .leading, spacing: 0,
          children: [TextElement(spans: [mark]), element]))
    }
    context.graph.register(.rowMenuActions(editing, actions))
    return [StackElement(axis: .vertical, alignment: .leading, spacing: 0, children: [resolved.combined()] + lines)]
  }
}

extension RowMenuModifier {
  /// A context menu outside a list: the view takes focus (Tab), and Enter or Space opens the
  /// menu's buttons as lines under it, run as a ``Menu``'s are (↑↓ move, Enter runs one,
  /// Escape closes).
  func standaloneMenu(_ content: ResolveContent, in context: ResolveContext) -> [Element] {
    let buttons = traitRows(of: items, at: { context.child(1, type: Items.self) }).filter { $0.action != nil }
    let state = context.node.slot(ExpansionState.slot) { ExpansionState() }
    state.highlighted = min(state.highlighted, max(0, buttons.count - 1))
    let node = context.node
    var inner = registerFocusable(in: context) { key in
      let handled = state.handleMenu(key, items: buttons, primaryAction: nil)
      if handled { node.invalidate() }
      return handled
    }
    if inner.environment.isFocused, !state.isExpanded { inner.environment.invertsText = true }
    let resolved = content.resolve(in: inner)
    guard state.isExpanded else { return resolved }
    let lines = ContextMenuLines(items: buttons, highlighted: state.highlighted)
    let menu = elements(of: lines, in: context.child(2, type: ContextMenuLines.self))
    return [StackElement(axis: .vertical, alignment: .leading, spacing: 0, children: [resolved.combined()] + menu)]
  }
}

/// An open context menu's buttons, a line each under the view, the one the arrows are on in
/// reverse video after `›`.
struct ContextMenuLines: View {
  let items: [TraitRow]
  let highlighted: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(items.indices, id: \.self) { index in
        HStack(spacing: 0) {
          Text(verbatim: index == highlighted ? "  › " : "    ")
          RowView(row: items[index], isLabelOnly: true)
            .environment(\.invertsText, index == highlighted)
        }
      }
    }
  }
}

/// Where the controls resolved below hand their actions (a row menu's buttons, run by the
/// list's keys rather than by focus).
@MainActor
final class ControlCollector {
  private(set) var actions: [() -> Void] = []
  func add(_ action: @escaping () -> Void) { actions.append(action) }
}

struct ControlCollectorKey: EnvironmentKey {
  static let defaultValue: ControlCollector? = nil
}

extension EnvironmentValues {
  /// Where the controls here hand their actions, if anywhere.
  var controlCollector: ControlCollector? {
    get { self[ControlCollectorKey.self] }
    set { self[ControlCollectorKey.self] = newValue }
  }
}
