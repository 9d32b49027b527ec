/// Whether a scroll view shows its indicator, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
  let kind: Kind
  /// As the scroll view says (`showsIndicators`).
  public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
  /// Shown.
  public static let visible = ScrollIndicatorVisibility(kind: .visible)
  /// Hidden.
  public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(kind: .never)
}

extension View {
  /// Shows or hides the scroll indicators of the scroll views in this view (a terminal
  /// shows the vertical one only, in the last column).
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
    -> some View
  {
    transformEnvironment(\.scrollIndicators) { if axes.contains(.vertical) { $0 = visibility } }
  }

  /// Keeps the scroll views in this view where they are when the reader's keys would move
  /// them (requests from `scrollTo` and `ScrollPosition` still move them, as in SwiftUI).
  public func scrollDisabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isScrollDisabled) { $0 = $0 || disabled }
  }
}

struct ScrollIndicatorsKey: EnvironmentKey {
  static let defaultValue = ScrollIndicatorVisibility.automatic
}

struct ScrollDisabledKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the scroll views below show their indicator.
  var scrollIndicators: ScrollIndicatorVisibility {
    get { self[ScrollIndicatorsKey.self] }
    set { self[ScrollIndicatorsKey.self] = newValue }
  }

  /// Whether the reader's keys leave the scroll views below where they are.
  public var isScrollEnabled: Bool { !isScrollDisabled }

  var isScrollDisabled: Bool {
    get { self[ScrollDisabledKey.self] }
    set { self[ScrollDisabledKey.self] = newValue }
  }
}
