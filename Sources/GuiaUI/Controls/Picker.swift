import Document
import TerminalUI

/// A control that chooses one of its content's views by their tags, as SwiftUI's `Picker`:
///
/// ```swift
/// Picker("Flavor", selection: $selectedFlavor) {
///   Text("Chocolate").tag(Flavor.chocolate)
///   Text("Vanilla").tag(Flavor.vanilla)
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// A `ForEach`'s rows without a tag are tagged with their ids. Tab gives the picker focus;
/// how it draws and which keys choose depend on its ``PickerStyle``.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  /// A picker of `selection` among the views `content` builds, labelled by `label`.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  /// A picker of `selection` labelled by `label` (SwiftUI's earlier form).
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { label }
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    let options = traitRows(of: content, at: { context.child(1, type: Content.self) })
      .filter { $0.tag(as: SelectionValue.self) != nil }
    let current = selection.wrappedValue
    let chosen = options.firstIndex { $0.tag(as: SelectionValue.self) == current }
    let state = context.node.slot(ExpansionState.slot) { ExpansionState() }
    state.highlighted = min(state.highlighted, max(0, options.count - 1))
    let style = context.environment.pickerStyle
    let selection = selection
    let choose: (Int) -> Void = { index in
      guard options.indices.contains(index), let value = options[index].tag(as: SelectionValue.self) else { return }
      selection.wrappedValue = value
    }
    let node = context.node
    let inner = registerFocusable(in: context) { key in
      let handled = state.handle(key, style: style, count: options.count, chosen: chosen, choose: choose)
      if handled { node.invalidate() }
      return handled
    }
    let body = PickerBody(
      label: label, showsLabel: !context.environment.labelsHidden, options: options, chosen: chosen, style: style, isFocused: inner.environment.isFocused,
      isExpanded: state.isExpanded, highlighted: state.highlighted)
    return elements(of: body, in: inner.child(0, type: PickerBody<Label>.self))
  }
}

extension Picker where Label == Text {
  /// A picker titled `titleKey` (a key looked up in the language's table).
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker titled `title`, sanitised.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker where Label == GuiaUI.Label<Text, Image> {
  /// A picker titled `titleKey` with the symbol `systemImage`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) {
      GuiaUI.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
    }
  }
}

/// Whether a menu (a menu picker's options, a ``Menu``'s items) is open, and which of its
/// rows the arrows are on: kept in the control's node between passes.
@MainActor
final class ExpansionState {
  static let slot = LifecycleModifier.slot + 40
  var isExpanded = false
  var highlighted = 0

  /// Answers a key for a picker of `count` options, `chosen` the one selected; returns
  /// whether it took the key.
  func handle(
    _ key: Key, style: PickerStyleKind, count: Int, chosen: Int?, choose: (Int) -> Void
  ) -> Bool {
    guard count > 0 else { return false }
    func step(_ offset: Int) { choose(min(count - 1, max(0, (chosen ?? -1) + offset))) }
    switch style {
    case .segmented:
      switch key {
      case .left: step(-1)
      case .right: step(1)
      default: return false
      }
    case .inline, .radioGroup:
      switch key {
      case .left, .up: step(-1)
      case .right, .down: step(1)
      default: return false
      }
    case .menu:
      if isExpanded {
        guard moveOrClose(key, count: count) else {
          guard key == .enter || key == .character(" ") else { return false }
          choose(highlighted)
          isExpanded = false
          return true
        }
        return true
      }
      switch key {
      case .enter, .character(" "): open(at: chosen ?? 0)
      case .left: step(-1)
      case .right: step(1)
      default: return false
      }
    }
    return true
  }

  /// Opens the menu, the arrows on row `index`.
  func open(at index: Int) {
    isExpanded = true
    highlighted = index
  }

  /// Moves the highlight (↑↓, Home, End) or closes the menu (Escape); returns whether the
  /// key did either.
  func moveOrClose(_ key: Key, count: Int) -> Bool {
    switch key {
    case .up: highlighted = max(0, highlighted - 1)
    case .down: highlighted = min(count - 1, highlighted + 1)
    case .home: highlighted = 0
    case .end: highlighted = count - 1
    case .escape: isExpanded = false
    default: return false
    }
    return true
  }
}

/// How a picker draws in its style (see ``PickerStyle``).
struct PickerBody<Label: View>: View {
  let label: Label
  let showsLabel: Bool
  let options: [TraitRow]
  let chosen: Int?
  let style: PickerStyleKind
  let isFocused: Bool
  let isExpanded: Bool
  let highlighted: Int

  var body: some View {
    switch style {
    case .menu:
      VStack(alignment: .leading, spacing: 0) {
        HStack(spacing: 8) {
          if showsLabel { label }
          if let chosen { RowView(row: options[chosen], isResolvedHere: true) }
          Text(verbatim: "▾")
        }
        .environment(\.invertsText, isFocused && !isExpanded)
        if isExpanded {
          ForEach(options.indices, id: \.self) { index in
            HStack(spacing: 0) {
              Text(verbatim: index == chosen ? "  ✓ " : "    ")
              RowView(row: options[index])
            }
            .environment(\.invertsText, index == highlighted)
          }
        }
      }
    case .segmented:
      HStack(spacing: 8) {
        if showsLabel { label }
        HStack(spacing: 0) {
          ForEach(options.indices, id: \.self) { index in
            HStack(spacing: 0) {
              Text(verbatim: index == chosen ? "[" : " ")
              RowView(row: options[index])
              Text(verbatim: index == chosen ? "]" : " ")
            }
            .environment(\.invertsText, isFocused && index == chosen)
          }
        }
      }
    case .inline, .radioGroup:
      VStack(alignment: .leading, spacing: 0) {
        if showsLabel { label }
        ForEach(options.indices, id: \.self) { index in
          HStack(spacing: 0) {
            Text(verbatim: marker(isChosen: index == chosen))
            RowView(row: options[index])
          }
          .environment(\.invertsText, isFocused && index == chosen)
        }
      }
    }
  }

  private func marker(isChosen: Bool) -> String {
    switch style {
    case .radioGroup: isChosen ? "(•) " : "( ) "
    default: isChosen ? "✓ " : "  "
    }
  }
}
