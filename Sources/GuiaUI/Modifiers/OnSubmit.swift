extension View {
  /// Runs `action` when the reader presses Enter in a text field inside this view, as
  /// SwiftUI's; several `onSubmit` around one field all run, the innermost first.
  public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    transformEnvironment(\.submitActions) { $0.insert(action, at: 0) }
  }
}

/// What submits: a text field (the only kind a terminal has) or a search field.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  /// One bit per trigger.
  public let rawValue: Int
  /// The set whose bits are `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Enter in a text field.
  public static let text = SubmitTriggers(rawValue: 1 << 0)
  /// Enter in a search field.
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}

struct SubmitActionsKey: EnvironmentKey {
  static let defaultValue: [@MainActor () -> Void] = []
}

extension EnvironmentValues {
  /// What Enter in a text field below runs, innermost first.
  var submitActions: [@MainActor () -> Void] {
    get { self[SubmitActionsKey.self] }
    set { self[SubmitActionsKey.self] = newValue }
  }
}
