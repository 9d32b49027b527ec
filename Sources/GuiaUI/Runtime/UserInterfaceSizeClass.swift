/// How much room the window gives along an axis, as SwiftUI's `UserInterfaceSizeClass`:
/// `\.horizontalSizeClass` is `.compact` in a terminal narrower than 80 columns (640 points,
/// about a phone's width held sideways), `.regular` from 80 on. A ``NavigationSplitView``
/// stacks its columns when it is compact.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// Little room: a phone's width.
  case compact
  /// Room for columns side by side.
  case regular

  /// The fewest columns of a regular width.
  static let regularColumns = 80

  /// The class of a window `columns` wide.
  init(columns: Int) {
    self = columns >= Self.regularColumns ? .regular : .compact
  }
}

struct HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = nil
}

extension EnvironmentValues {
  /// The window's width class (set by the host from the terminal's columns).
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }
}
