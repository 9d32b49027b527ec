/// An edge of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  /// The top edge (the first row).
  case top
  /// The leading edge: the left one, as text here runs left to right.
  case leading
  /// The bottom edge (the last row).
  case bottom
  /// The trailing edge: the right one.
  case trailing

  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// One bit per ``Edge``, at the edge's raw value.
    public let rawValue: Int8
    /// The set whose bits are `rawValue`.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding `edge`.
    public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

    /// The top edge.
    public static let top = Set(.top)
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// The leading and trailing edges: columns of padding or margin.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges: rows of padding or margin.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.horizontal, .vertical]
  }
}

/// A horizontal or vertical dimension.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  /// Across: columns, 8 points each (``PointScale``).
  case horizontal
  /// Down: rows, 16 points each.
  case vertical

  /// A set of axes (a scroll view's scrolling directions).
  public struct Set: OptionSet, Hashable, Sendable {
    /// One bit per axis.
    public let rawValue: Int8
    /// The set whose bits are `rawValue`.
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// Sideways scrolling (a carousel).
    public static let horizontal = Set(rawValue: 1)
    /// Up and down scrolling: a ``ScrollView``'s default.
    public static let vertical = Set(rawValue: 2)
  }
}

/// Where views sit across a vertical stack, or inside a frame horizontally.
public enum HorizontalAlignment: Hashable, Sendable {
  /// At the leading (left) edge.
  case leading
  /// Centred; an odd leftover column goes after the view.
  case center
  /// At the trailing (right) edge.
  case trailing

  /// The offset of a child `size` cells wide in `space` cells.
  func offset(of size: Int, in space: Int) -> Int {
    switch self {
    case .leading: 0
    case .center: max(0, space - size) / 2
    case .trailing: max(0, space - size)
    }
  }
}

/// Where views sit across a horizontal stack, or inside a frame vertically.
public enum VerticalAlignment: Hashable, Sendable {
  /// At the top.
  case top
  /// Centred; an odd leftover row goes below the view.
  case center
  /// At the bottom.
  case bottom

  func offset(of size: Int, in space: Int) -> Int {
    switch self {
    case .top: 0
    case .center: max(0, space - size) / 2
    case .bottom: max(0, space - size)
    }
  }
}

/// An alignment in both axes.
public struct Alignment: Hashable, Sendable {
  /// Where the view sits across.
  public var horizontal: HorizontalAlignment
  /// Where the view sits down.
  public var vertical: VerticalAlignment

  /// An alignment of `horizontal` and `vertical`.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centred both ways.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// At the leading edge, centred down (seed 000's
  /// `.frame(maxWidth: .infinity, alignment: .leading)`).
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// At the trailing edge, centred down.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// At the top, centred across.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// At the bottom, centred across.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// In the top-leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// In the top-trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// In the bottom-leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// In the bottom-trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A point in a view's unit square: where `scrollTo(_:anchor:)` aligns a row.
public struct UnitPoint: Hashable, Sendable {
  /// Across, from 0 (leading) to 1 (trailing).
  public var x: CGFloat
  /// Down, from 0 (top) to 1 (bottom).
  public var y: CGFloat

  /// The point at `x` across and `y` down the unit square.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// The top-leading corner.
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The top edge's middle: `scrollTo(id, anchor: .top)` puts the view's first row at the
  /// viewport's first.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The middle: the view is centred in the viewport.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The bottom edge's middle: the view's last row at the viewport's last (seed 001's
  /// `proxy.scrollTo(lastNumber, anchor: .bottom)`).
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The leading edge's middle.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The trailing edge's middle.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The top-leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The bottom-trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
