import Document
import TerminalUI

/// A control that runs an action, as SwiftUI's `Button`: Tab gives it focus (its label then
/// in reverse video), and Enter or Space runs the action.
///
/// ```swift
/// Button("Cargar más") { model.loadNextPage() }
/// Button { isShowingSteps.toggle() } label: { Label("Pasos", systemImage: "list.bullet") }
/// ```
public struct Button<Label: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let action: () -> Void
  let label: Label
  /// What the button does, as an alert orders and draws it (``ButtonRole``).
  var role: ButtonRole?

  /// A button showing `label` that runs `action`.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    var inner = registerControl(in: context, activate: action)
    if role == .destructive { inner.environment.foregroundColor = .red }
    return elements(of: label, in: inner.child(0, type: Label.self))
  }
}

extension Button where Label == Text {
  /// A button titled `title` (a key looked up in the language's table) that runs `action`.
  public init(_ title: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// A button titled `title`, sanitised, that runs `action`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }
}
