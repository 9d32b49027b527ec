import Document
import ScrollKit

/// One row drawn from a scroll view's geometry when it is drawn (a GuiaUI addition): a
/// status line that follows the scroll, as less's percentage does.
///
/// A scroll over rows runs no view's body (the host re-scrolls the laid-out tree), and this
/// row is drawn again from the new geometry with it, as the scroll indicator is. A value
/// derived from the geometry is computed where it is drawn, not kept in state that every
/// scroll would write and every write would answer with a pass.
///
/// ```swift
/// ScrollViewReader { scroll in
///   ScrollGeometryLine(scroll) { geometry, width in
///     [Span(DisplayText(geometry.map { PointScale.cells($0).bottomEdgePercent } ?? 0))]
///   }
///   ScrollView { RowsView(rows) }
/// }
/// ```
public struct ScrollGeometryLine: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let proxy: ScrollViewProxy
  let content: (ScrollGeometry?, Int) -> [Span]

  /// A row whose spans `content` makes at each drawing from the geometry, in points, of the
  /// first scroll view `proxy` reaches (`nil` before it is laid out) and the row's width in
  /// columns. The spans start at the row's first column; what passes its end is cut.
  public init(
    _ proxy: ScrollViewProxy,
    content: @escaping (_ geometry: ScrollGeometry?, _ width: Int) -> [Span]
  ) {
    self.proxy = proxy
    self.content = content
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    let element = ScrollGeometryLineElement(reader: proxy.reader, content: content)
    // A scroll with no pass draws it again (GuiaUIHost's incremental frame).
    context.graph.register(.geometryLine(element))
    return [element]
  }
}

/// The row laid out: as wide as it is offered, one row high; its spans made as it draws.
@MainActor
final class ScrollGeometryLineElement: Element {
  let reader: ScrollReaderStorage
  let content: (ScrollGeometry?, Int) -> [Span]

  init(reader: ScrollReaderStorage, content: @escaping (ScrollGeometry?, Int) -> [Span]) {
    self.reader = reader
    self.content = content
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    CellSize(width: proposal.width ?? 0, height: 1)
  }

  override func isFlexible(along axis: Axis) -> Bool { axis == .horizontal }

  /// What the row showed when last drawn, and where: a redraw that makes the same spans
  /// there leaves the row as it is (most scrolls change no percentage).
  private var lastDrawn: (spans: [Span], frame: CellRect)?

  /// Draws the row again over its last drawing, from the geometry as it is now.
  func redraw(on canvas: inout CellCanvas) {
    guard frame.width > 0, frame.height > 0 else { return }
    let spans = currentSpans()
    if let lastDrawn, lastDrawn.frame == frame, lastDrawn.spans == spans { return }
    canvas.screen.clear(columns: frame.x..<frame.maxX, row: frame.y)
    draw(spans, on: &canvas)
  }

  override func draw(on canvas: inout CellCanvas) {
    guard frame.width > 0, frame.height > 0 else { return }
    draw(currentSpans(), on: &canvas)
  }

  private func currentSpans() -> [Span] {
    let geometry = reader.scrollViews.lazy.compactMap(\.element?.geometryInCells).first
    return content(geometry.map(PointScale.points), frame.width)
  }

  private func draw(_ spans: [Span], on canvas: inout CellCanvas) {
    canvas.put(spans, row: frame.y, column: frame.x, limit: frame.maxX)
    lastDrawn = (spans, frame)
  }
}

extension ScrollViewProxy {
  /// The geometry, in points, of the first scroll view inside the reader as of its last
  /// layout; `nil` before it is laid out. For actions and handlers: a body runs before its
  /// scroll views are laid out and reads the last pass's.
  public var geometry: ScrollGeometry? {
    reader.scrollViews.lazy.compactMap(\.element?.geometryInCells).first.map(PointScale.points)
  }
}
