/// How far one scroll command moves.
public enum ScrollAmount: Hashable, Sendable {
  /// A number of rows.
  case rows(Int)
  /// Half the container's height (at least one row), as less's `d` and `u`.
  case halfPage
  /// The container's height (at least one row), as less's `f` and `b`.
  case page
}

/// Which way a scroll command moves the content.
public enum ScrollDirection: Hashable, Sendable {
  /// Towards the end of the content.
  case forward
  /// Towards the start of the content.
  case backward
}

/// One end of the vertical scroll range.
public enum VerticalEdge: Hashable, Sendable {
  /// The top limit, `-contentInsets.top`.
  case top
  /// The bottom limit, ``ScrollGeometry/maxOffsetY``.
  case bottom
}

/// Where a scroll view is: its geometry, with the offset always kept inside the scroll range.
///
/// Every way in, whether a move, a resize or new content, goes through one clamping writer,
/// so the state can never be "past the bottom" after the container grows (the trap bubbles'
/// viewport documents with its `PastBottom` query).
public struct ScrollState: Hashable, Sendable {
  /// The current geometry; its offset is within `minOffsetY...maxOffsetY`.
  public private(set) var geometry: ScrollGeometry

  /// Creates a state at the top of the content.
  public init(contentSize: Size, containerSize: Size, contentInsets: EdgeInsets = .zero) {
    geometry = ScrollGeometry(
      contentOffset: Point(x: -contentInsets.leading, y: -contentInsets.top),
      contentSize: contentSize, contentInsets: contentInsets, containerSize: containerSize)
    assert(invariantsHold)
  }

  /// The vertical offset: the content row at the top of the container.
  public var offsetY: Double { geometry.contentOffset.y }
  /// Whether the reader is at the bottom (see ``ScrollGeometry/isAtBottom``).
  public var isAtBottom: Bool { geometry.isAtBottom }
  /// Whether the reader is at the top.
  public var isAtTop: Bool { geometry.isAtTop }

  /// The rows a page move covers: the container's height, at least one.
  public var pageHeight: Double { Swift.max(1, geometry.containerSize.height.rounded(.down)) }

  /// Moves the vertical offset to `y`, clamped to the scroll range. The only writer of `y`.
  public mutating func scrollTo(y: Double) {
    geometry.contentOffset.y = Swift.min(geometry.maxOffsetY, Swift.max(geometry.minOffsetY, y))
    assert(invariantsHold)
  }

  /// Moves the horizontal offset to `x`, clamped to the scroll range. The only writer of `x`.
  public mutating func scrollTo(x: Double) {
    geometry.contentOffset.x = Swift.min(geometry.maxOffsetX, Swift.max(geometry.minOffsetX, x))
    assert(invariantsHold)
  }

  /// Moves to one end of the vertical range.
  public mutating func scrollTo(edge: VerticalEdge) {
    scrollTo(y: edge == .top ? geometry.minOffsetY : geometry.maxOffsetY)
  }

  /// Moves by `amount` in `direction`, stopping at the ends.
  public mutating func scroll(_ amount: ScrollAmount, _ direction: ScrollDirection) {
    let rows: Double
    switch amount {
    case .rows(let count): rows = Double(count)
    case .halfPage: rows = Swift.max(1, (pageHeight / 2).rounded(.down))
    case .page: rows = pageHeight
    }
    scrollTo(y: offsetY + (direction == .forward ? rows : -rows))
  }

  /// Takes a new layout: new content or container sizes, as after a resize and reflow.
  ///
  /// A reader who was at the bottom stays at the bottom (the end is where they were); anyone
  /// else keeps `keepingOffsetY`, the offset of the line that was first on screen in the new
  /// layout, so the same text stays at the top.
  public mutating func relayout(contentSize: Size, containerSize: Size, keepingOffsetY: Double) {
    let wasAtBottom = isAtBottom && !geometry.fitsVertically
    geometry.contentSize = contentSize
    geometry.containerSize = containerSize
    if wasAtBottom {
      scrollTo(edge: .bottom)
    } else {
      scrollTo(y: keepingOffsetY)
    }
    scrollTo(x: geometry.contentOffset.x)
  }

  /// Takes new insets, keeping the offset in range.
  public mutating func setContentInsets(_ insets: EdgeInsets) {
    geometry.contentInsets = insets
    scrollTo(y: offsetY)
    scrollTo(x: geometry.contentOffset.x)
  }

  private var invariantsHold: Bool {
    let y = geometry.contentOffset.y
    return y >= geometry.minOffsetY && y <= geometry.maxOffsetY
  }
}
