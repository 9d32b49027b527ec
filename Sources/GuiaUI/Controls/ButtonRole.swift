import Document

/// What a button does, as SwiftUI's `ButtonRole`: an alert or a confirmation dialog orders
/// its buttons by role, and a destructive button is drawn in red.
public struct ButtonRole: Hashable, Sendable {
  let kind: Int

  /// The button deletes or discards something (drawn in red).
  public static let destructive = ButtonRole(kind: 1)
  /// The button cancels: an alert puts it apart, and Escape chooses it.
  public static let cancel = ButtonRole(kind: 2)
  /// The button confirms what the dialog asks.
  public static let confirm = ButtonRole(kind: 3)
  /// The button closes what it is in.
  public static let close = ButtonRole(kind: 4)
}

extension Button {
  /// A button with `role` showing `label` that runs `action`.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(action: action, label: label)
    self.role = role
  }
}

extension Button where Label == Text {
  /// A button with `role` titled `title` (a key looked up in the language's table).
  public init(_ title: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }

  /// A button with `role` titled `title`, sanitised.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == GuiaUI.Label<Text, Image> {
  /// A button titled `title` with the symbol `systemImage`, that runs `action`.
  public init(_ title: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { GuiaUI.Label(title: { Text(title) }, icon: { Image(systemName: systemImage) }) }
  }

  /// A button with `role` titled `title` with the symbol `systemImage`, that runs `action`.
  public init(
    _ title: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) {
      GuiaUI.Label(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }
  }

  /// A button titled `title`, sanitised, with the symbol `systemImage`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { GuiaUI.Label(title: { Text(title) }, icon: { Image(systemName: systemImage) }) }
  }

  /// A button with `role` titled `title`, sanitised, with the symbol `systemImage`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) {
      GuiaUI.Label(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }
  }
}

extension Button: RoleButton {
  var roleAction: @MainActor () -> Void {
    let action = action
    return { action() }
  }
  var buttonRole: ButtonRole? { role }

  func labelElements(in context: ResolveContext) -> [Element] {
    var context = context
    if role == .destructive { context.environment.foregroundColor = .red }
    return elements(of: label, in: context.child(0, type: Label.self))
  }
}
