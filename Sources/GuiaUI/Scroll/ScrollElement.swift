import Document
import ScrollKit
import TerminalUI

/// A scroll view laid out: its frame, its content at the content's own size, the offset.
@MainActor
final class ScrollElement: Element {
  let axes: Axis.Set
  let showsIndicators: Bool
  let content: Element
  let storage: ScrollStorage
  let margins: ScrollMargins
  /// Called with the geometry in points after each layout (the observers), each under the
  /// node of the modifier that set it: a modifier resolved again over a scroll view whose
  /// elements were reused replaces its observer rather than adding one.
  private(set) var observers: [(owner: ObjectIdentifier, observe: (ScrollGeometry) -> Void)] = []

  /// Sets the observer of the modifier in node `owner`.
  func setObserver(_ owner: ViewNode, _ observe: @escaping (ScrollGeometry) -> Void) {
    let key = ObjectIdentifier(owner)
    if let index = observers.firstIndex(where: { $0.owner == key }) {
      observers[index].observe = observe
    } else {
      observers.append((key, observe))
    }
  }
  private(set) var geometryInCells: ScrollGeometry?
  private var isPlaced = false

  init(
    axes: Axis.Set, showsIndicators: Bool, content: Element, storage: ScrollStorage,
    margins: ScrollMargins
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content
    self.storage = storage
    self.margins = margins
  }

  override var children: [Element] { [content] }

  /// The lazy stack in the content, if any: the content is fixed, so it is looked for once
  /// (a walk of every row of a stack of views).
  private lazy var lazyStack = content.first(LazyStackElement.self)

  override func isFlexible(along axis: Axis) -> Bool { true }

  private func contentProposal(for size: CellSize, insets: CellInsets) -> ProposedSize {
    ProposedSize(
      width: axes.contains(.horizontal) ? nil : size.width - insets.horizontal,
      height: axes.contains(.vertical) ? nil : size.height - insets.vertical)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    if let width = proposal.width, let height = proposal.height {
      return CellSize(width: width, height: height)
    }
    let insets = margins.content(in: proposal.width ?? 0)
    let ideal = content.sizeThatFits(
      ProposedSize(
        width: axes.contains(.horizontal) ? nil : proposal.width.map { $0 - insets.horizontal },
        height: axes.contains(.vertical) ? nil : proposal.height.map { $0 - insets.vertical }))
    return CellSize(
      width: proposal.width ?? ideal.width + insets.horizontal,
      height: proposal.height ?? ideal.height + insets.vertical)
  }

  override func place(in rect: CellRect) {
    frame = rect
    isPlaced = true
    if let rows = content as? RowsElement { return placeRows(rows, in: rect) }
    // Known before the content is measured: a `.containerRelativeFrame` inside sizes by it.
    storage.viewport = rect
    let insets = margins.content(in: rect.width)
    let proposal = contentProposal(for: rect.size, insets: insets)
    let lazy = lazyStack
    lazy?.viewport = rect
    storage.placedVisibilityElements.removeAll()
    var size = contentSize(for: proposal)
    var state = storage.update(
      contentSize: size, containerSize: rect.size, insets: insets,
      resolveTarget: { id, anchor, current in
        self.offset(toShow: id, anchor: anchor, current: current, viewport: rect, size: size)
      },
      alignTarget: storage.targetBehavior.map { behavior in
        { axis, start, proposed in
          self.offset(along: axis, from: start, to: proposed, by: behavior, viewport: rect, size: size)
        }
      })
    placeContent(at: state.geometry.contentOffset, size: size, in: rect)
    // A lazy stack measures the rows it has just made: when they differ from its estimate,
    // the content's size does too, and the offset is clamped to the new size at once.
    if lazy != nil {
      let measured = contentSize(for: proposal)
      if measured != size {
        size = measured
        state = storage.update(
          contentSize: size, containerSize: rect.size, insets: insets, resolveTarget: { _, _, _ in nil })
        placeContent(at: state.geometry.contentOffset, size: size, in: rect)
      }
    }
    geometryInCells = state.geometry
    let geometry = PointScale.points(state.geometry)
    for observer in observers { observer.observe(geometry) }
    let target = storage.reportsTarget
      ? ScrollTargetSearch.id(in: content, viewport: rect, anchor: storage.idBinding?.anchor) : nil
    storage.publish(geometry, target: target)
    // Elements placed more than once report their last frame, once.
    var seen = Set<ObjectIdentifier>()
    let placedLast = storage.placedVisibilityElements.reversed().filter {
      seen.insert(ObjectIdentifier($0)).inserted
    }
    for element in placedLast.reversed() { element.report(element.frame) }
    let placedKeys = Set(placedLast.map(\.key))
    for (key, hide) in storage.shownVisibility where !placedKeys.contains(key) {
      storage.shownVisibility[key] = nil
      hide()
    }
    storage.placedVisibilityElements.removeAll()
  }

  /// Whether the scroll view can move again without a pass: it scrolls rows, which are data
  /// with no views inside (nothing in them is resolved, focused or measured), and the last
  /// pass placed it.
  var canRescroll: Bool { content is RowsElement && isPlaced }

  /// Applies the scrolls asked for since the last layout in the frame the last pass gave
  /// the scroll view: the rows in view are read again and the observers see the new
  /// geometry. Only for ``canRescroll``.
  func rescroll() {
    guard let rows = content as? RowsElement else { return }
    placeRows(rows, in: frame, rescrolling: true)
  }

  /// Lays out a scroll view over rows: the state scrolls by row positions; the margins are
  /// the geometry's insets, and the rows sit between them.
  private func placeRows(_ rows: RowsElement, in rect: CellRect, rescrolling: Bool = false) {
    let insets = margins.content(in: rect.width)
    let reserved = showsIndicators && axes.contains(.vertical) && rect.width >= 4 ? 1 : 0
    let state = storage.updateRows(
      rows.source, containerSize: rect.size, rescrolling: rescrolling,
      widestLine: {
        rows.top = storage.rowState?.top ?? rows.source.startPosition
        rows.place(in: rect)
        // Sideways, the content reaches its widest row from the leading margin: a row runs
        // through the trailing margin, up to the indicator's column.
        return rows.widestLine + rows.source.gutterWidth + insets.leading + reserved
      })
    rows.top = state.top
    rows.offsetX = Int(state.offsetX)
    rows.insets = insets
    rows.reservedTrailing = reserved
    rows.place(in: rect)
    var geometry = state.geometry
    geometry.contentInsets = EdgeInsets(
      top: 0, leading: Double(insets.leading), bottom: 0, trailing: Double(insets.trailing))
    geometry.contentOffset.x -= Double(insets.leading)
    geometry.contentSize.width = max(0, geometry.contentSize.width - Double(insets.horizontal))
    geometryInCells = geometry
    let points = PointScale.points(geometry)
    for observer in observers { observer.observe(points) }
    storage.publish(points)
  }

  private func contentSize(for proposal: ProposedSize) -> CellSize {
    var size = content.sizeThatFits(proposal)
    // Content narrower than the viewport fills it across the scrolling axis, so its own
    // alignment (or a centred child) decides where it sits, as in SwiftUI.
    if let width = proposal.width { size.width = max(size.width, width) }
    if let height = proposal.height { size.height = max(size.height, height) }
    return size
  }

  private func placeContent(at offset: CGPoint, size: CellSize, in rect: CellRect) {
    storage.viewport = rect
    // Content shorter than the viewport sits where the alignment anchor says (`.bottom`).
    var y = rect.y - Int(offset.y)
    if let alignment = storage.anchors.alignment, size.height < rect.height {
      y += Int((Double(rect.height - size.height) * alignment.y).rounded(.down))
    }
    content.place(in: CellRect(x: rect.x - Int(offset.x), y: y, width: size.width, height: size.height))
  }

  /// The offset that shows the view with `id` at `anchor`; with no anchor, as SwiftUI's, the
  /// least scroll from `current` that shows it whole (none when it is; its top when it is
  /// taller than the viewport).
  private func offset(
    toShow id: AnyHashable, anchor: UnitPoint?, current: Double, viewport: CellRect, size: CellSize
  ) -> Int? {
    let span: (start: Int, length: Int)
    if let lazy = lazyStack, let found = lazy.span(of: id) {
      // Where the stack starts in the content, found with no row made (an empty viewport):
      // rows made here would appear without being drawn.
      lazy.viewport = CellRect(x: viewport.x, y: viewport.y, width: 0, height: 0)
      placeContent(at: .zero, size: size, in: viewport)
      lazy.viewport = viewport
      span = (lazy.frame.y - viewport.y + found.start, found.length)
    } else {
      placeContent(at: .zero, size: size, in: viewport)
      guard let target = content.first(where: { ($0 as? IdentifiedElement)?.id == id }) else {
        return nil
      }
      span = (target.frame.y - viewport.y, target.frame.height)
    }
    guard let anchor else {
      let top = Int(current.rounded(.down))
      if span.start < top || span.length >= viewport.height { return span.start }
      if span.start + span.length > top + viewport.height { return span.start + span.length - viewport.height }
      return top
    }
    let slack = Double(viewport.height - span.length)
    return span.start - Int((slack * anchor.y).rounded(.down))
  }

  /// Where a scroll along `axis` from `start` to `proposed` (cells) comes to rest under
  /// `behavior`.
  private func offset(
    along axis: Axis, from start: Double, to proposed: Double, by behavior: any ScrollTargetBehavior,
    viewport: CellRect, size: CellSize
  ) -> Double {
    let scale = axis == .vertical ? PointScale.pointsPerRow : PointScale.pointsPerColumn
    func origin(_ cells: Double) -> CGPoint {
      axis == .vertical ? CGPoint(x: 0, y: cells * scale) : CGPoint(x: cells * scale, y: 0)
    }
    let container = CGSize(
      width: PointScale.points(columns: viewport.width), height: PointScale.points(rows: viewport.height))
    let context = ScrollTargetBehaviorContext(
      originalTarget: ScrollTarget(rect: CGRect(origin: origin(start), size: container)),
      contentSize: CGSize(width: PointScale.points(columns: size.width), height: PointScale.points(rows: size.height)),
      containerSize: container, axes: axis == .vertical ? .vertical : .horizontal,
      targetStarts: targetStarts(along: axis, viewport: viewport, size: size))
    var target = ScrollTarget(rect: CGRect(origin: origin(proposed), size: container))
    behavior.updateTarget(&target, context: context)
    return ((axis == .vertical ? target.rect.origin.y : target.rect.origin.x) / scale).rounded(.down)
  }

  /// Where the content's scroll targets start along `axis`, in points from its leading
  /// edge: a lazy stack's rows from its positions (no row made), other targets from the
  /// content laid out at offset 0.
  private func targetStarts(along axis: Axis, viewport: CellRect, size: CellSize) -> ScrollTargetStarts {
    let scale = axis == .vertical ? PointScale.pointsPerRow : PointScale.pointsPerColumn
    if let lazy = lazyStack, lazy.rowsAreTargets, lazy.axis == axis {
      lazy.viewport = CellRect(x: viewport.x, y: viewport.y, width: 0, height: 0)
      placeContent(at: .zero, size: size, in: viewport)
      lazy.viewport = viewport
      let leading = axis == .vertical ? lazy.frame.y - viewport.y : lazy.frame.x - viewport.x
      return ScrollTargetStarts(
        atOrBefore: { place in
          lazy.rowStart(atOrBefore: Int((place / scale).rounded(.down)) - leading).map { CGFloat($0 + leading) * scale }
        },
        atOrAfter: { place in
          lazy.rowStart(atOrAfter: Int((place / scale).rounded(.up)) - leading).map { CGFloat($0 + leading) * scale }
        })
    }
    placeContent(at: .zero, size: size, in: viewport)
    let starts = ScrollTargetSearch.starts(in: content, along: axis, leading: axis == .vertical ? viewport.y : viewport.x)
    return ScrollTargetStarts(sorted: starts.map { CGFloat($0) * scale })
  }

  /// Draws the scroll view again after a scroll with no pass (``rescroll()``), on a canvas
  /// that holds its last drawing: the rows still in view are moved, as the terminal's
  /// scrolling region will move them (the move recorded on the screen for the writer), and
  /// only the rows scrolled into view are drawn; the indicator's cells that differ are put
  /// right.
  func redraw(on canvas: inout CellCanvas) {
    guard let rows = content as? RowsElement, let shift = rows.shiftSinceDrawn(),
      abs(shift) < frame.height
    else {
      for row in frame.y..<frame.maxY { canvas.screen.clear(columns: frame.x..<frame.maxX, row: row) }
      draw(on: &canvas)
      return
    }
    if shift != 0 {
      canvas.screen.moveRows(frame.y..<frame.maxY, columns: frame.x..<frame.maxX, by: shift)
      canvas.clipped(to: frame) { rows.drawMoved(by: shift, on: &$0) }
      storage.rowsDrawn = rows.drawn
    }
    if let indicator {
      let column = frame.maxX - 1
      for row in 0..<frame.height {
        let cell = canvas.screen[frame.y + row, column]
        if indicator.isThumb(row), cell != Self.thumb {
          canvas.put([Span("█")], row: frame.y + row, column: column)
        } else if !indicator.isThumb(row), cell != .blank {
          canvas.screen.clear(columns: column..<(column + 1), row: frame.y + row)
        }
      }
    }
  }

  /// How far the content (views, not rows) moved up since the scroll view was last drawn in
  /// this frame: the change of its offset.
  private func distanceSinceDrawn() -> Int? {
    guard let drawn = storage.drawnOffset, drawn.frame == frame,
      let offset = geometryInCells?.contentOffset.y
    else { return nil }
    return Int(offset.rounded(.down)) - drawn.offset
  }

  /// The indicator's thumb as a cell: compared as one, not by its text (a cluster made into
  /// a string on every row was a tenth of a one-row scroll's redraw).
  private static let thumb = Cell("█")

  /// The indicator for the last layout, when the view shows one.
  private var indicator: ScrollIndicator? {
    showsIndicators && axes.contains(.vertical)
      ? geometryInCells.flatMap { ScrollIndicator(geometry: $0, trackLength: frame.height) }
      : nil
  }

  override func draw(on canvas: inout CellCanvas) {
    let viewport = frame
    let indicator = indicator
    let rows = content as? RowsElement
    if let rows, rows.drawn == nil { rows.drawn = storage.rowsDrawn }
    if canvas.screen.scrollRegion == nil, axes.contains(.vertical), frame.height >= 2 {
      canvas.screen.scrollRegion = frame.y..<frame.maxY
      let columns = frame.x..<(frame.maxX - (indicator == nil ? 0 : 1))
      canvas.screen.scrollColumns = columns
      // Drawn whole after a pass, the rows still know how far they moved since they were
      // drawn: the move is recorded for the writer, which never looks for one.
      if let distance = rows.map({ $0.distanceSinceDrawn() }) ?? distanceSinceDrawn() {
        canvas.screen.recordScroll(frame.y..<frame.maxY, columns: columns, by: distance)
      }
      if rows == nil, let offset = geometryInCells?.contentOffset.y {
        storage.drawnOffset = (frame, Int(offset.rounded(.down)))
      }
    }
    canvas.clipped(to: viewport) { content.draw(on: &$0) }
    if let rows { storage.rowsDrawn = rows.drawn }
    if let indicator {
      // Only the thumb is drawn: a bare track keeps a one-row scroll cheap.
      for row in 0..<frame.height where indicator.isThumb(row) {
        canvas.put([Span("█")], row: frame.y + row, column: frame.maxX - 1)
      }
    }
  }
}

extension Element {
  /// The first element at or below this one that satisfies `predicate`, depth first.
  func first(where predicate: (Element) -> Bool) -> Element? {
    if predicate(self) { return self }
    for child in children {
      if let match = child.first(where: predicate) { return match }
    }
    return nil
  }
}
