extension View {
  /// Runs the control inside this view (a ``Button``, a ``Toggle``, a ``Link``) when `key`
  /// is pressed with `modifiers`, wherever focus is, as SwiftUI's. Command is Control in a
  /// terminal (``KeyboardShortcut``): `.keyboardShortcut("s")` is Ctrl-S.
  public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command,
    localization: KeyboardShortcut.Localization = .automatic
  ) -> some View {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers, localization: localization))
  }

  /// Runs the control inside this view when `shortcut` is pressed, wherever focus is:
  /// ``KeyboardShortcut/defaultAction`` on Enter, ``KeyboardShortcut/cancelAction`` on Escape.
  /// A focused control takes Enter itself, and a focused text field takes the keys it edits
  /// with; a view under a sheet or an alert, or disabled, answers no shortcut.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    environment(\.keyboardShortcut, shortcut)
  }

  /// Runs the control inside this view when `shortcut` is pressed; `nil` leaves it without
  /// one.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    environment(\.keyboardShortcut, shortcut)
  }
}

struct KeyboardShortcutKey: EnvironmentKey {
  static let defaultValue: KeyboardShortcut? = nil
}

extension EnvironmentValues {
  /// The shortcut the next control below runs on (``View/keyboardShortcut(_:)``).
  public internal(set) var keyboardShortcut: KeyboardShortcut? {
    get { self[KeyboardShortcutKey.self] }
    set { self[KeyboardShortcutKey.self] = newValue }
  }
}
