/// The measures of a scroll view at one moment, as SwiftUI's `ScrollGeometry`.
///
/// ```
///                 ┌──────────────────────┐  y = -contentInsets.top   (top limit)
///                 │   top inset          │
///   content  ───▶ ├──────────────────────┤  y = 0
///                 │                      │
///   offset.y ───▶ ╔══════════════════════╗ ┐
///                 ║  visible: container  ║ │ containerSize.height
///                 ╚══════════════════════╝ ┘
///                 │                      │
///                 ├──────────────────────┤  y = contentSize.height
///                 │   bottom inset       │
///                 └──────────────────────┘  y = contentSize.height + contentInsets.bottom
/// ```
///
/// `contentOffset` is the content's point shown at the container's top-leading corner. The
/// offset can go past either limit while the user overscrolls; the queries in
/// `ScrollGeometry+Limits.swift` treat that as being at the edge, as the seed does.
public struct ScrollGeometry: Hashable, Sendable {
  /// The content's point shown at the container's top-leading corner.
  public var contentOffset: Point
  /// The size of the content, insets excluded.
  public var contentSize: Size
  /// The space added around the content, part of the scrollable extent.
  public var contentInsets: EdgeInsets
  /// The size of the scroll view's visible area.
  public var containerSize: Size

  /// Creates a geometry from its four measures.
  public init(
    contentOffset: Point = .zero,
    contentSize: Size,
    contentInsets: EdgeInsets = .zero,
    containerSize: Size
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }

  /// The part of the content shown in the container, in content coordinates.
  public var visibleRect: Rect { Rect(origin: contentOffset, size: containerSize) }

  /// The container's own rectangle: its size at the origin.
  public var bounds: Rect { Rect(origin: .zero, size: containerSize) }
}
