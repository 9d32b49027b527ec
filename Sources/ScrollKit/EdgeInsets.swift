/// Insets on the four sides of a rectangle, as SwiftUI's `EdgeInsets`.
///
/// In a scroll view they are the `contentInsets`: space added around the content that is part
/// of the scrollable extent (the content plus its insets can be scrolled through).
public struct EdgeInsets: Hashable, Sendable {
  /// The inset above the content, in rows.
  public var top: Double
  /// The inset before the content (the left side), in columns.
  public var leading: Double
  /// The inset below the content, in rows.
  public var bottom: Double
  /// The inset after the content (the right side), in columns.
  public var trailing: Double

  /// Creates insets from their four sides.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No inset on any side.
  public static let zero = EdgeInsets()
}
