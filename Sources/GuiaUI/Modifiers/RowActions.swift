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
  /// current row opens it, as lines under the row (see ``List``).
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
      return content.resolve(in: context)
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
