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

/// Runs an action when an item's visibility flips, and on the first layout if it is visible
/// then (SwiftUI's `onScrollVisibilityChange(threshold:_:)`).
public struct ScrollVisibilityObserver: ScrollGeometryObserving {
  /// Where the item is, in content coordinates, for a geometry (`nil` when it is gone).
  public let frame: (ScrollGeometry) -> Rect?
  /// The visible fraction at which the item counts as visible.
  public let threshold: Double
  /// Runs with the new visibility.
  public let action: (Bool) -> Void
  /// The visibility after the last geometry, `nil` before the first.
  public private(set) var isVisible: Bool?

  /// Creates an observer of one item.
  public init(
    frame: @escaping (ScrollGeometry) -> Rect?, threshold: Double = ScrollVisibility.defaultThreshold,
    action: @escaping (Bool) -> Void
  ) {
    self.frame = frame
    self.threshold = threshold
    self.action = action
  }

  public mutating func observe(_ geometry: ScrollGeometry) {
    let visible = frame(geometry).map {
      ScrollVisibility.isVisible($0, in: geometry, threshold: threshold)
    } ?? false
    defer { isVisible = visible }
    if let isVisible {
      if isVisible != visible { action(visible) }
    } else if visible {
      action(true)
    }
  }
}

extension ScrollModel {
  /// Adds an observer of one item's visibility (see ``ScrollVisibilityObserver``).
  ///
  /// - Parameters:
  ///   - threshold: The visible fraction at which the item counts as visible.
  ///   - frame: Where the item is for a geometry, in content coordinates.
  ///   - action: Runs with the new visibility when it flips, and on the first layout if the
  ///     item is visible then.
  public mutating func onScrollVisibilityChange(
    threshold: Double = ScrollVisibility.defaultThreshold,
    frame: @escaping (ScrollGeometry) -> Rect?,
    action: @escaping (Bool) -> Void
  ) {
    add(ScrollVisibilityObserver(frame: frame, threshold: threshold, action: action))
  }
}
