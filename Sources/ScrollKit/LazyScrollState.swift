/// Where a scroll view over a ``RowSequence`` is: the row at the top, and a geometry measured
/// from the rows around it.
///
/// Only the rows near the top are ever looked at, so a document of any size scrolls at the
/// same cost. The geometry is exact where it matters: the rows from the top to the end are
/// counted whenever the end is within reach (a screen and one row), so `isAtBottom` is exact,
/// while the rows above the top and the total height may be estimates (SwiftUI's lazy stacks
/// estimate and refine the same way).
public struct LazyScrollState: ScrollGeometryProviding, Hashable, Sendable {
  /// The position of the row at the top of the container.
  public private(set) var top: Int
  /// The geometry measured after the last change.
  public private(set) var geometry: ScrollGeometry
  /// Whether the top was put where blank rows show below the end, as less's jumps put a line
  /// at the top near the end (see ``scrollTo(position:in:pastEnd:)``): moving down then stays,
  /// moving up keeps the top where it comes.
  public private(set) var isPastEnd = false

  /// Creates a state at the first row of `rows`.
  public init(rows: some RowSequence, containerSize: Size) {
    top = rows.startPosition
    geometry = ScrollGeometry(contentSize: .zero, containerSize: containerSize)
    measure(rows)
  }

  /// The rows the container shows.
  public var visibleRowCount: Int { max(0, Int(geometry.containerSize.height.rounded(.down))) }

  /// The horizontal offset: how many columns are scrolled out on the left.
  public var offsetX: Double { geometry.contentOffset.x }

  /// Takes the width of the widest row, which bounds horizontal scrolling.
  public mutating func setContentWidth(_ width: Double) {
    geometry.contentSize.width = Swift.max(width, geometry.containerSize.width)
    scrollTo(x: geometry.contentOffset.x)
  }

  /// Moves the horizontal offset to `x`, kept between the left edge and the widest row's end.
  public mutating func scrollTo(x: Double) {
    geometry.contentOffset.x = Swift.min(geometry.maxOffsetX, Swift.max(geometry.minOffsetX, x))
  }

  /// The measured vertical offset: how many rows are above the top one (maybe estimated).
  public var offsetY: Double { geometry.contentOffset.y }

  /// Whether the reader is at the bottom (see ``ScrollGeometry/isAtBottom``).
  public var isAtBottom: Bool { geometry.isAtBottom }

  /// The rows a page move covers: the container's height, at least one.
  public var pageHeight: Int { max(1, visibleRowCount) }

  /// Moves by `amount` in `direction`, stopping at the ends.
  public mutating func scroll(
    _ amount: ScrollAmount, _ direction: ScrollDirection, in rows: some RowSequence
  ) {
    let count: Int
    switch amount {
    case .rows(let n): count = max(0, n)
    case .halfPage: count = max(1, pageHeight / 2)
    case .page: count = pageHeight
    }
    guard count > 0 else { return measure(rows) }
    if isPastEnd {
      // As less at its end: down does nothing; up moves the top, blank rows and all.
      if direction == .backward { top = rows.positions(before: top, limit: count).first ?? top }
      return settlePastEnd(in: rows)
    }
    switch direction {
    case .forward:
      let ahead = rows.positions(from: top, limit: count + 1)
      top = ahead.count > count ? ahead[count] : (ahead.last ?? top)
    case .backward:
      top = rows.positions(before: top, limit: count).first ?? top
    }
    clamp(in: rows)
  }

  /// Moves to one end.
  public mutating func scrollTo(edge: VerticalEdge, in rows: some RowSequence) {
    isPastEnd = false
    switch edge {
    case .top: top = rows.startPosition
    case .bottom: top = bottomTop(in: rows)
    }
    clamp(in: rows)
  }

  /// Moves so that the row at `position` is at the top, as far as the end allows; with
  /// `pastEnd`, whatever the end, as less's jumps do (blank rows then show below the end).
  public mutating func scrollTo(position: Int, in rows: some RowSequence, pastEnd: Bool = false) {
    top = min(max(position, rows.startPosition), rows.endPosition)
    if pastEnd { return settlePastEnd(in: rows) }
    isPastEnd = false
    clamp(in: rows)
  }

  /// Keeps the top where it is, noting whether blank rows show below the end.
  private mutating func settlePastEnd(in rows: some RowSequence) {
    let below = rows.positions(from: top, limit: visibleRowCount + 1).count
    isPastEnd = below < visibleRowCount && top != rows.startPosition
    measure(rows, rowsFromTop: below)
  }

  /// Takes a new container size or new content, keeping the top row unless the end moved
  /// above it; with `followsBottom`, a reader at the bottom of content taller than the
  /// container stays at the bottom; with `anchorsBottom` (content anchored at its bottom for
  /// size changes, as a followed log), so does content that fitted and now grew past it.
  public mutating func relayout(
    containerSize: Size, in rows: some RowSequence, keepingTop position: Int,
    followsBottom: Bool = true, anchorsBottom: Bool = false
  ) {
    // Content that fits is at its top and its bottom at once: a resize keeps its top (a
    // terminal made shorter shows the first rows, as less), a bottom anchor its bottom.
    let wasAtBottom = isAtBottom
      && (anchorsBottom || (followsBottom && !geometry.fitsVertically))
    if containerSize.width != geometry.containerSize.width {
      geometry.contentSize.width = containerSize.width
      geometry.contentOffset.x = 0
    }
    geometry.containerSize = containerSize
    top = wasAtBottom ? bottomTop(in: rows) : min(max(position, rows.startPosition), rows.endPosition)
    if isPastEnd, !wasAtBottom { return settlePastEnd(in: rows) }
    isPastEnd = false
    clamp(in: rows)
  }

  /// The position of the top row when the last row is at the bottom of the container.
  private func bottomTop(in rows: some RowSequence) -> Int {
    rows.positions(before: rows.endPosition, limit: max(1, visibleRowCount)).first
      ?? rows.startPosition
  }

  /// Keeps the container full: the top may not be so low that blank rows show below the end.
  private mutating func clamp(in rows: some RowSequence) {
    let below = rows.positions(from: top, limit: visibleRowCount + 1).count
    if below < visibleRowCount, top != rows.startPosition {
      top = bottomTop(in: rows)
      measure(rows)
    } else {
      // The top stays: the rows below it were just counted (a walk of a screen of rows that
      // every key made twice).
      measure(rows, rowsFromTop: below)
    }
  }

  /// Sets the geometry for the rows from `top`; `rowsFromTop`, when given, is the count of
  /// rows from `top` up to `visibleRowCount + 1`, already known.
  private mutating func measure(_ rows: some RowSequence, rowsFromTop: Int? = nil) {
    let height = visibleRowCount
    let below = rowsFromTop ?? rows.positions(from: top, limit: height + 1).count
    let above = top == rows.startPosition ? 0 : max(1, rows.estimatedRowIndex(of: top).rounded())
    let rowsBelow: Double
    if below <= height {
      rowsBelow = Double(below)
    } else {
      rowsBelow = max(Double(below), rows.estimatedRowCount - above)
    }
    geometry.contentOffset.y = above
    geometry.contentSize = Size(
      width: Swift.max(geometry.contentSize.width, geometry.containerSize.width),
      height: above + rowsBelow)
  }
}
