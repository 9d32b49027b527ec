import ScrollKit

/// A scroll view over a ``RowsView``: the offset is a row position in a `LazyScrollState`,
/// so no more of the source is read than a screenful.
extension ScrollStorage {
  /// Lays the rows out again for `size` (keeping the top row, or the bottom when the reader
  /// was there and the window changed size, or when anchored at the bottom for size changes),
  /// applies the requests waiting, and returns the state.
  func updateRows(
    _ source: any LazyRowSource, containerSize: CellSize, rescrolling: Bool = false, widestLine: () -> Int
  ) -> LazyScrollState {
    let size = Size(width: containerSize.width, height: containerSize.height)
    var state = rowState ?? LazyScrollState(rows: source, containerSize: size)
    let resized = rowState.map { $0.geometry.containerSize != size } ?? false
    if let anchor = anchors.initialOffset, rowState == nil, anchor.y >= 1 {
      state.scrollTo(edge: .bottom, in: source)
    }
    // The requests waiting now are applied in place, and only they removed after.
    let taken = requests.count
    // Moved with no pass, in the same container, by requests that each measure the rows
    // where they land: laid out again first, the rows would be walked once more for nothing
    // (a fifth of a one-row scroll's placing).
    let measuredByRequests = rescrolling && rowState != nil && !resized && !requests.isEmpty
      && requests.allSatisfy(\.measuresRows)
    if !measuredByRequests {
      state.relayout(
        containerSize: size, in: source, keepingTop: state.top,
        followsBottom: resized || anchors.sizeChanges == .bottom,
        anchorsBottom: anchors.sizeChanges == .bottom)
    }
    if !axes.contains(.horizontal), state.offsetX != 0 {
      // No longer scrolled sideways (long lines wrap again): the rows start at their start.
      state.setContentWidth(0)
      state.scrollTo(x: 0)
    }
    for request in requests.prefix(taken) {
      switch request {
      case .scroll(let amount, let direction): state.scroll(amount, direction, in: source)
      case .edge(let edge): state.scrollTo(edge: edge, in: source)
      case .columns(let columns):
        state.setContentWidth(Double(widestLine()))
        state.scrollTo(x: state.offsetX + Double(columns))
      case .row(let position, let pastEnd): state.scrollTo(position: position, in: source, pastEnd: pastEnd)
      case .target(let id, _):
        if let position = id.base as? Int { state.scrollTo(position: position, in: source) }
      case .offset: break
      }
    }
    removeRequests(first: taken)
    rowState = state
    return state
  }
}

extension ScrollViewProxy {
  /// Scrolls a ``RowsView``'s scroll view so that the row at `position` is at the top (a
  /// GuiaUI addition: rows have positions, not views with ids).
  ///
  /// With `pastEnd`, the row goes to the top whatever the end, blank rows showing below it,
  /// as less's jumps (a search, a line number) put their line at the top; moving down then
  /// stays, moving up keeps the top where it comes.
  public func scrollTo(row position: Int, pastEnd: Bool = false) {
    for storage in reader.scrollViews { storage.request(.row(position, pastEnd: pastEnd)) }
    reader.graph?.setNeedsScroll()
  }

  /// Scrolls by `amount` in `direction`, as a key would (a GuiaUI addition, for counts such
  /// as less's `5j`).
  public func scroll(_ amount: ScrollAmount, _ direction: ScrollDirection) {
    for storage in reader.scrollViews { storage.request(.scroll(amount, direction), byUser: true) }
    reader.graph?.setNeedsScroll()
  }

  /// Scrolls to the top or the bottom.
  public func scrollTo(edge: VerticalEdge) {
    for storage in reader.scrollViews { storage.request(.edge(edge), byUser: true) }
    reader.graph?.setNeedsScroll()
  }

  /// Scrolls sideways by `columns` (negative: to the left).
  public func scroll(columns: Int) {
    for storage in reader.scrollViews { storage.request(.columns(columns), byUser: true) }
    reader.graph?.setNeedsScroll()
  }

  /// The row position at the top of the first scroll view over rows, as of the last layout.
  public var topRow: Int? { reader.scrollViews.lazy.compactMap(\.rowState?.top).first }
}
