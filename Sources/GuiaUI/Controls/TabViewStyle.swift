/// A tab view's look, as SwiftUI's `TabViewStyle` (kept for its signatures: a terminal's tab
/// view is its shown tab and a bar of labels, whatever the style; a paged tab view's pages
/// are its tabs, switched with the same keys).
public protocol TabViewStyle {}
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {} }
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }

/// Pages side by side (drawn as tabs on a terminal).
public struct PageTabViewStyle: TabViewStyle {
  /// Whether the page dots show (kept for SwiftUI's signatures).
  public struct IndexDisplayMode: Hashable, Sendable {
    let kind: Int
    public static let automatic = IndexDisplayMode(kind: 0)
    public static let always = IndexDisplayMode(kind: 1)
    public static let never = IndexDisplayMode(kind: 2)
  }

  public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: Self { .init() } }
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: Self { .init() } }
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle { public static var sidebarAdaptable: Self { .init() } }
extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages (drawn as tabs on a terminal).
  public static var page: Self { .init() }
  /// Pages, with the dots shown as `indexDisplayMode` says (drawn as tabs on a terminal).
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> Self { .init() }
}

extension View {
  /// The look of the tab views below: a terminal's is its shown tab and a bar of labels (the
  /// view is unchanged).
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
}
