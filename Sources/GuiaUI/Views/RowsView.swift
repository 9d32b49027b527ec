import Document
import ScrollKit

/// Rows that a ``RowsView`` shows a screenful at a time: a document laid out, a file read
/// a piece at a time. Only the rows drawn are asked for, so a file of a gigabyte opens as
/// fast as a page.
public protocol LazyRowSource: RowSequence {
  /// Up to `limit` lines to draw, starting with the row at `position`.
  func lines(from position: Int, limit: Int) -> [DisplayLine]
  /// The width of a column of labels before the rows, such as line numbers, that stays put
  /// when the rows scroll sideways; 0 when there is none.
  var gutterWidth: Int { get }
  /// The labels beside up to `limit` rows from `position`, one per row, each drawn in the
  /// gutter's ``gutterWidth`` columns.
  func gutter(from position: Int, limit: Int) -> [[Span]]
}

extension LazyRowSource {
  /// No gutter.
  public var gutterWidth: Int { 0 }
  /// No labels.
  public func gutter(from position: Int, limit: Int) -> [[Span]] { [] }
}

/// The content of a scroll view made of rows from a ``LazyRowSource``, as a `LazyVStack`
/// of `Text` would be, without a view per row: `ScrollView { RowsView(rows) }`.
///
/// The scroll view then scrolls by rows: its offset is the top row's position, its geometry
/// estimated from the source (exact near the ends), its content margins
/// (`.contentMargins(.horizontal, …, for: .scrollContent)`) the geometry's `contentInsets`.
/// `ScrollViewProxy.scrollTo(row:)` moves to a position.
public struct RowsView: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let source: any LazyRowSource
  let marksChoppedRows: Bool
  let endMarker: Span?

  /// Shows `source`'s rows; with `marksChoppedRows`, a row that goes on past the right edge
  /// ends with a reverse `>`, as less marks chopped lines (its `--rscroll`); with an `endMarker`, each row of the
  /// frame below the last row begins with it, as less's `~`.
  public init(_ source: any LazyRowSource, marksChoppedRows: Bool = false, endMarker: Span? = nil) {
    self.source = source
    self.marksChoppedRows = marksChoppedRows
    self.endMarker = endMarker
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    [RowsElement(source: source, marksChoppedRows: marksChoppedRows, endMarker: endMarker)]
  }
}

/// Rows laid out: the scroll view around places it with the top row and the sideways
/// offset, and it draws the rows in view.
@MainActor
final class RowsElement: Element {
  let source: any LazyRowSource
  let marksChoppedRows: Bool
  let endMarker: Span?
  /// Set by the scroll view before it places the rows.
  var top = 0
  var offsetX = 0
  var insets = CellInsets.zero
  /// Columns at the right edge kept for the scroll indicator.
  var reservedTrailing = 0
  /// The rows in view and their gutter labels, read from the source when first asked for
  /// after a placement: a scroll drawn over the last frame reads only the rows it brings in.
  private var inView: (top: Int, height: Int, lines: [DisplayLine], labels: [[Span]])?

  /// The rows in view.
  var lines: [DisplayLine] { rowsInView().lines }

  private func rowsInView() -> (lines: [DisplayLine], labels: [[Span]]) {
    if let inView, inView.top == top, inView.height == frame.height { return (inView.lines, inView.labels) }
    let lines = source.lines(from: top, limit: frame.height)
    let labels = source.gutterWidth > 0 ? source.gutter(from: top, limit: frame.height) : []
    inView = (top, frame.height, lines, labels)
    return (lines, labels)
  }

  init(source: any LazyRowSource, marksChoppedRows: Bool, endMarker: Span?) {
    self.source = source
    self.marksChoppedRows = marksChoppedRows
    self.endMarker = endMarker
  }

  override func isFlexible(along axis: Axis) -> Bool { true }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    CellSize(
      width: proposal.width ?? 0,
      height: proposal.height ?? Int(source.estimatedRowCount.rounded(.up)))
  }

  override func place(in rect: CellRect) {
    frame = rect
    // Read again after each placement: the source may have grown since (a pipe, a file
    // followed), and its last row with it.
    inView = nil
    positions = nil
  }

  /// The widest row in view, for how far a sideways scroll may go.
  var widestLine: Int { lines.map(\.width).max() ?? 0 }

  /// Draws the rows in view. The margins place the content, they do not clip it: a row
  /// scrolled sideways, or chopped, runs through them, as content scrolls under SwiftUI's
  /// content margins; only the indicator's column is kept.
  override func draw(on canvas: inout CellCanvas) {
    let (lines, labels) = rowsInView()
    draw(lines, labels: labels, at: 0, on: &canvas)
    if let endMarker, lines.count < frame.height {
      for row in lines.count..<frame.height {
        canvas.put([endMarker], row: frame.y + row, column: frame.x, limit: frame.maxX - reservedTrailing)
      }
    }
    drawn = Drawn(
      positions: positionsInView(), frame: frame, offsetX: offsetX,
      insets: insets, reservedTrailing: reservedTrailing)
  }

  /// What the last drawing showed: the rows' positions and how they were drawn.
  struct Drawn: Equatable {
    var positions: [Int]
    var frame: CellRect
    var offsetX: Int
    var insets: CellInsets
    var reservedTrailing: Int
  }

  /// The last drawing: kept by the scroll view's storage too, so that rows made again by a
  /// pass (a highlight typed) still know how far they moved since.
  var drawn: Drawn?

  /// The positions of the rows in view, kept for the top they were read at.
  private var positions: (top: Int, height: Int, list: [Int])?

  private func positionsInView() -> [Int] {
    if let positions, positions.top == top, positions.height == frame.height { return positions.list }
    let list = source.positions(from: top, limit: frame.height)
    positions = (top, frame.height, list)
    return list
  }

  /// How far the rows placed now moved from those drawn last (positive: up), when they are
  /// the same rows moved and drawn the same way; `nil` otherwise (they must be drawn whole).
  func shiftSinceDrawn() -> Int? {
    guard let drawn = comparableDrawing, let first = drawn.positions.first else { return nil }
    if top == first { return 0 }
    let now = positionsInView()
    guard now.count == frame.height else { return nil }
    if let moved = drawn.positions.firstIndex(of: top) { return moved }
    guard let moved = now.firstIndex(of: first) else { return nil }
    return -moved
  }

  /// How far the rows placed now moved from those drawn last (positive: up): as
  /// ``shiftSinceDrawn()`` when some rows stay in view, the frame's height (up or down) when
  /// none does; `nil` when the drawings cannot be compared.
  func distanceSinceDrawn() -> Int? {
    if let shift = shiftSinceDrawn() { return shift }
    guard let first = comparableDrawing?.positions.first else { return nil }
    return top > first ? frame.height : -frame.height
  }

  /// The last drawing, when the rows are placed as they were drawn then (the same frame,
  /// margins and sideways offset, a full screen of rows).
  private var comparableDrawing: Drawn? {
    guard let drawn, drawn.frame == frame, drawn.offsetX == offsetX, drawn.insets == insets,
      drawn.reservedTrailing == reservedTrailing, drawn.positions.count == frame.height
    else { return nil }
    return drawn
  }

  /// The rows have been moved on `canvas` by `shift` since the last drawing: draws those
  /// that came into view, and takes the rows now shown as drawn.
  func drawMoved(by shift: Int, on canvas: inout CellCanvas) {
    guard var drawn, shift != 0 else { return }
    let positions = positionsInView()
    let exposed = shift > 0 ? (frame.height - shift)..<frame.height : 0..<(-shift)
    guard positions.indices.contains(exposed.lowerBound) else { return }
    // Only the rows scrolled into view are read from the source.
    let start = positions[exposed.lowerBound]
    let lines = source.lines(from: start, limit: exposed.count)
    let labels = source.gutterWidth > 0 ? source.gutter(from: start, limit: exposed.count) : []
    draw(lines, labels: labels, at: exposed.lowerBound, on: &canvas)
    drawn.positions = positions
    self.drawn = drawn
  }

  /// Draws `lines` and their gutter `labels` from the row `first` of the frame down.
  private func draw(_ lines: [DisplayLine], labels: [[Span]], at first: Int, on canvas: inout CellCanvas) {
    let gutter = min(source.gutterWidth, max(0, frame.width - reservedTrailing))
    for (index, label) in labels.enumerated() where first + index < frame.height {
      canvas.put(label, row: frame.y + first + index, column: frame.x, limit: frame.x + gutter)
    }
    let text = CellRect(x: frame.x + gutter, y: frame.y, width: frame.width - gutter, height: frame.height)
    canvas.clipped(to: text) { canvas in drawLines(lines, at: first, on: &canvas, in: text) }
  }

  /// The rows themselves, in `rect`: after the gutter, which sideways scrolling never moves.
  private func drawLines(_ lines: [DisplayLine], at first: Int, on canvas: inout CellCanvas, in rect: CellRect) {
    let start = rect.x + insets.leading - offsetX
    let end = rect.maxX - reservedTrailing
    for (index, line) in lines.enumerated() where first + index < frame.height {
      let row = rect.y + first + index
      canvas.put(line.spans, row: row, column: start, limit: end)
      if marksChoppedRows, start + line.width > end, end - 1 > rect.x {
        if row >= 0, row < canvas.screen.size.height, canvas.screen[row, end - 1].width == 0 {
          // The mark takes the second cell of a wide character: the first must not claim it.
          canvas.put([Span(" ")], row: row, column: end - 2)
        }
        canvas.put([Span(">", style: .reverse)], row: row, column: end - 1)
      }
    }
  }
}
