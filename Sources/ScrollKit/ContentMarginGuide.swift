/// The horizontal margins of content: resolved from the container like SwiftUI's
/// `contentMargins(for: .container)` (seed 004), or fixed like
/// `.contentMargins(.horizontal, 24, for: .scrollContent)`.
public enum ContentMarginGuide: Hashable, Sendable {
  /// Margins that adapt to the container's width and to the side's position.
  case container
  /// The same margin on both sides, whatever the container.
  case fixed(Int)

  /// How wide a container is.
  public enum WidthClass: Hashable, Sendable, CaseIterable {
    /// Under 60 columns.
    case narrow
    /// 60 to 119 columns.
    case regular
    /// 120 columns or more.
    case wide

    /// The class of a container `columns` wide.
    public init(columns: Int) {
      self = columns < 60 ? .narrow : (columns < 120 ? .regular : .wide)
    }
  }

  /// What a side of the content is next to.
  public enum SidePosition: Hashable, Sendable {
    /// The container's outer edge.
    case outer
    /// A divider, such as the line between a contents pane and the text: content there needs
    /// less room, the divider already separates it.
    case divider
  }

  /// The margin, in columns, that a side in `position` gets in a container `columns` wide.
  public func margin(columns: Int, position: SidePosition) -> Int {
    switch self {
    case .fixed(let value):
      return max(0, value)
    case .container:
      let outer: Int
      switch WidthClass(columns: columns) {
      case .narrow: outer = 1
      case .regular: outer = 2
      case .wide: outer = 6
      }
      return position == .divider ? max(1, outer / 2) : outer
    }
  }

  /// The leading and trailing margins still to apply in a container `columns` wide, when the
  /// containers around have applied `applied` already: margins are local, so only what
  /// remains is passed on (seed 004: "the margin that remains may be smaller, or zero").
  public func resolve(
    columns: Int, leading: SidePosition = .outer, trailing: SidePosition = .outer,
    applied: EdgeInsets = .zero
  ) -> EdgeInsets {
    let leadingMargin = Double(margin(columns: columns, position: leading))
    let trailingMargin = Double(margin(columns: columns, position: trailing))
    return EdgeInsets(
      top: 0, leading: max(0, leadingMargin - applied.leading), bottom: 0,
      trailing: max(0, trailingMargin - applied.trailing))
  }
}
