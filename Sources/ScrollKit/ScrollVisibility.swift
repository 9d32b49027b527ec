/// How much of an item a scroll view shows: the seed's `onScrollVisibilityChange(threshold:)`.
///
/// An item is a band of content rows (a step, a heading's section, a row). It is visible when
/// the fraction of its rows inside the container is at least the threshold, 0.5 by default.
/// This is a different question from "at the bottom": space after the last item can keep it
/// visible long before the end of the scroll range is reached.
public enum ScrollVisibility {
  /// SwiftUI's default threshold: half of the item.
  public static let defaultThreshold = 0.5

  /// The fraction, 0 to 1, of `frame`'s height that lies inside `geometry`'s visible rect.
  /// An item of no height counts as fully visible when its row is inside, else not at all.
  public static func fraction(of frame: Rect, in geometry: ScrollGeometry) -> Double {
    let visible = geometry.visibleRect
    guard frame.size.height > 0 else {
      return frame.minY >= visible.minY && frame.minY < visible.maxY ? 1 : 0
    }
    let overlap = Swift.min(frame.maxY, visible.maxY) - Swift.max(frame.minY, visible.minY)
    return Swift.max(0, Swift.min(1, overlap / frame.size.height))
  }

  /// Whether `frame` counts as visible in `geometry` at `threshold`.
  public static func isVisible(
    _ frame: Rect, in geometry: ScrollGeometry, threshold: Double = defaultThreshold
  ) -> Bool {
    fraction(of: frame, in: geometry) >= threshold
  }
}
