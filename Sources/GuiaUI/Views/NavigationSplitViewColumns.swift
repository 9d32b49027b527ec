import ScrollKit

/// Which columns of a ``NavigationSplitView`` show in a regular width, as SwiftUI's.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  private let name: String

  /// As the split view decides: on a terminal, every column.
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  /// Every column.
  public static let all = NavigationSplitViewVisibility(name: "all")
  /// The last two: the content and the detail (the sidebar and the detail of two columns).
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  /// The detail alone.
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a ``NavigationSplitView``, as SwiftUI's.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  let index: Int

  /// The leading column.
  public static let sidebar = NavigationSplitViewColumn(index: 0)
  /// The middle column of three.
  public static let content = NavigationSplitViewColumn(index: 1)
  /// The trailing column, which its selection decides.
  public static let detail = NavigationSplitViewColumn(index: 2)

  /// A column's width when its view names none: 20 columns for the sidebar, 24 for the
  /// content, so that three fit an 80-column terminal with 34 left to the detail.
  var defaultColumns: Int { self == .sidebar ? 20 : 24 }
}

/// How a split view's columns share the width, as SwiftUI's `NavigationSplitViewStyle`.
public protocol NavigationSplitViewStyle {}

/// A split view's styles (kept for SwiftUI's signatures: a terminal's columns stand side by
/// side, none over the detail).
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The platform's style.
  public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
  /// The detail's size kept as the others show or hide.
  public static var balanced: AutomaticNavigationSplitViewStyle { .init() }
  /// The detail's size kept, the others over it.
  public static var prominentDetail: AutomaticNavigationSplitViewStyle { .init() }
}

/// Where a column's view leaves the width it asks for, during the pass.
@MainActor
final class SplitColumnWidth {
  var columns: Int?
}

struct SplitColumnWidthKey: EnvironmentKey {
  static let defaultValue: SplitColumnWidth? = nil
}

struct RowSelectionKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: (any ListSelection)? = nil
}

struct SplitViewStorageKey: EnvironmentKey {
  static let defaultValue: SplitViewStorage? = nil
}

extension EnvironmentValues {
  /// Where the column being made leaves its width.
  var splitColumnWidth: SplitColumnWidth? {
    get { self[SplitColumnWidthKey.self] }
    set { self[SplitColumnWidthKey.self] = newValue }
  }

  /// The selection of the list whose row is being made, for a ``NavigationLink`` in it.
  var rowSelection: (any ListSelection)? {
    get { self[RowSelectionKey.self] }
    set { self[RowSelectionKey.self] = newValue }
  }

  /// The split view whose column is being made.
  var splitViewStorage: SplitViewStorage? {
    get { self[SplitViewStorageKey.self] }
    set { self[SplitViewStorageKey.self] = newValue }
  }
}

extension View {
  /// The width of the split view's column this view is, in points (whole columns of 8).
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    modifier(SplitColumnWidthModifier(columns: PointScale.columns(width)))
  }

  /// The width of the split view's column this view is: its ideal, in points.
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
    modifier(SplitColumnWidthModifier(columns: PointScale.columns(ideal)))
  }

  /// Kept for SwiftUI's signature: a terminal's columns stand side by side (see the type).
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
}

@usableFromInline
struct SplitColumnWidthModifier: PrimitiveModifier {
  let columns: Int

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    if let box = context.environment.splitColumnWidth {
      let columns = columns
      context.graph.register(.splitColumnWidth(box, columns: columns))
    }
    return content.resolve(in: context)
  }
}

extension ListSelection {
  /// Selects `value` when it is of the selection's type; whether it now is selected.
  func selects(_ value: AnyHashable) -> Bool {
    select(value)
    return contains(value)
  }
}
