extension View {
  /// Runs `action` when the view is tapped, as SwiftUI's: on a terminal the view takes
  /// focus with Tab (drawn in reverse video) and Enter or Space is the tap; `count` (a double
  /// tap) is kept for SwiftUI's signature.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(TapGestureModifier(action: action))
  }

  /// Takes the controls in this view out of use (`false`), as SwiftUI's: they take no focus
  /// and their labels are dim.
  public func disabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isEnabled) { if disabled { $0 = false } }
  }
}

@usableFromInline
struct TapGestureModifier: PrimitiveModifier {
  let action: () -> Void

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    content.resolve(in: registerControl(in: context, activate: action))
  }
}

struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// Whether the controls here can be used (``View/disabled(_:)``), as SwiftUI's.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}
