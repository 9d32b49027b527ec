extension ScrollGeometry {
  /// How far short of the bottom limit an offset may be and still count as the bottom.
  ///
  /// The seed allows one point of slack for fractional layouts. In a terminal one unit is a
  /// whole row, so the slack must stay below one: the footer must never claim the end while a
  /// row of content is still hidden.
  public static let bottomTolerance: Double = 0.5

  /// The smallest vertical offset of ordinary scrolling: the top inset shows above the content.
  public var minOffsetY: Double { -contentInsets.top }

  /// The vertical offset at which the bottom of the content and its bottom inset is reached.
  ///
  /// `max(-insets.top, contentHeight + insets.bottom - containerHeight)`: the `max` keeps the
  /// bottom limit from falling before the top one when the content is too short to scroll, so
  /// short content is at the bottom (and at the top) from the first frame.
  public var maxOffsetY: Double {
    Swift.max(minOffsetY, contentSize.height + contentInsets.bottom - containerSize.height)
  }

  /// The smallest horizontal offset of ordinary scrolling.
  public var minOffsetX: Double { -contentInsets.leading }

  /// The horizontal offset at which the trailing edge of the content is reached.
  public var maxOffsetX: Double {
    Swift.max(minOffsetX, contentSize.width + contentInsets.trailing - containerSize.width)
  }

  /// How far the content can still scroll down before the bottom limit (negative past it).
  public var remainingY: Double { maxOffsetY - contentOffset.y }

  /// Whether the reader is at the bottom: the offset is at or past the bottom limit, within
  /// ``bottomTolerance``. Overscroll past the limit still counts as the bottom.
  public var isAtBottom: Bool { isAtBottom(tolerance: Self.bottomTolerance) }

  /// Whether the offset is at or past the bottom limit, less `tolerance`.
  ///
  /// A larger tolerance turns the edge into a zone: "within 10 rows of the end".
  public func isAtBottom(tolerance: Double) -> Bool {
    contentOffset.y >= maxOffsetY - tolerance
  }

  /// Whether the offset is at or above the top limit.
  public var isAtTop: Bool { contentOffset.y <= minOffsetY }

  /// Whether everything fits: there is nothing to scroll vertically.
  public var fitsVertically: Bool { maxOffsetY <= minOffsetY }

  /// How far down the scrollable range the offset is, from 0 at the top to 1 at the bottom.
  ///
  /// Content that fits is entirely seen, so it reads 1 (bubbles' `ScrollPercent` does the same).
  public var scrollFractionY: Double {
    let range = maxOffsetY - minOffsetY
    guard range > 0 else { return 1 }
    return Swift.min(1, Swift.max(0, (contentOffset.y - minOffsetY) / range))
  }
}
