/// Where content margins apply in a scroll view, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
  let kind: Kind

  /// Content and indicators alike (on a terminal: the content).
  public static let automatic = ContentMarginPlacement(kind: .automatic)
  /// The scrollable content only: it is inset, and the scroll view reports the margins as
  /// its geometry's `contentInsets`; the indicator stays at the edge.
  public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
  /// The indicator only (a terminal's indicator has nothing to inset: kept for the API).
  public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)
}

/// The content margins the scroll views below a view get, per edge, in cells.
struct ScrollMargins: Hashable, Sendable {
  var top: MarginValue?
  var leading: MarginValue?
  var bottom: MarginValue?
  var trailing: MarginValue?

  /// A margin: fixed, or resolved from the container's width.
  enum MarginValue: Hashable, Sendable {
    case cells(Int)
    case container
  }

  /// The content insets in a scroll view `width` columns wide.
  func content(in width: Int) -> CellInsets {
    func resolve(_ value: MarginValue?, _ axis: Axis) -> Int {
      switch value {
      case nil: 0
      case .cells(let cells): cells
      case .container: axis == .horizontal ? ContainerMargin.columns(in: width) : 0
      }
    }
    return CellInsets(
      top: resolve(top, .vertical), leading: resolve(leading, .horizontal),
      bottom: resolve(bottom, .vertical), trailing: resolve(trailing, .horizontal))
  }

  mutating func set(_ edges: Edge.Set, _ value: MarginValue) {
    if edges.contains(.top) { top = value }
    if edges.contains(.leading) { leading = value }
    if edges.contains(.bottom) { bottom = value }
    if edges.contains(.trailing) { trailing = value }
  }
}

/// The margin of content from its container's edge, by the container's width: 1 column
/// under 60, 2 up to 119, 6 from 120 (8, 16 and 48 points; 16 is iOS's compact margin).
enum ContainerMargin {
  static func columns(in width: Int) -> Int {
    width < 60 ? 1 : (width < 120 ? 2 : 6)
  }
}

struct ScrollMarginsKey: EnvironmentKey {
  static let defaultValue = ScrollMargins()
}

extension EnvironmentValues {
  /// The content margins for scroll views below.
  var scrollMargins: ScrollMargins {
    get { self[ScrollMarginsKey.self] }
    set { self[ScrollMarginsKey.self] = newValue }
  }
}

extension View {
  /// Insets the content of the scroll views in this view by `length` points on `edges`;
  /// with `.scrollContent` the margins are the geometry's `contentInsets`.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    contentMargins(edges, EdgeInsets(edges, length ?? PaddingModifier.defaultLength), for: placement)
  }

  /// Insets the content of the scroll views in this view by `insets` on `edges`.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    let cells = CellInsets(insets)
    return transformEnvironment(\.scrollMargins) { margins in
      guard placement != .scrollIndicators else { return }
      if edges.contains(.top) { margins.top = .cells(cells.top) }
      if edges.contains(.leading) { margins.leading = .cells(cells.leading) }
      if edges.contains(.bottom) { margins.bottom = .cells(cells.bottom) }
      if edges.contains(.trailing) { margins.trailing = .cells(cells.trailing) }
    }
  }

  /// Changes the environment value at `keyPath` for this view and its descendants.
  public func transformEnvironment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void
  ) -> some View {
    modifier(EnvironmentWriter(change: { transform(&$0[keyPath: keyPath]) }))
  }
}
