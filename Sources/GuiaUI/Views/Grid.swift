/// Views in rows and columns, as SwiftUI's `Grid`: each ``GridRow`` is a row, its views the
/// cells, each column as wide as its widest cell; a view that is not a row takes a row of
/// its own across every column (a `Divider`).
///
/// ```swift
/// Grid(alignment: .leading) {
///   GridRow { Text("Nombre"); Text("Cantidad") }
///   Divider()
///   GridRow { Text("Tornillos"); Text("12") }
/// }
/// ```
public struct Grid<Content: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  /// A grid of `content`'s rows, its cells' views aligned by `alignment`, its columns
  /// `horizontalSpacing` and its rows `verticalSpacing` points apart (8 by default: a
  /// column, no row).
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    var inner = context.child(0, type: Content.self)
    inner.environment.stackAxis = .vertical
    return [
      GridElement(
        rows: elements(of: content, in: inner), alignment: alignment,
        columnSpacing: PointScale.columns(horizontalSpacing ?? StackElement.defaultSpacing),
        rowSpacing: PointScale.rows(verticalSpacing ?? StackElement.defaultSpacing))
    ]
  }
}

/// A row of a ``Grid``, as SwiftUI's `GridRow`: each of its views is a cell. Outside a grid
/// it lays its views out as an `HStack` does.
public struct GridRow<Content: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let alignment: VerticalAlignment?
  let content: Content

  /// A row of `content`'s cells, aligned down by `alignment` (the grid's when `nil`).
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    var inner = context.child(0, type: Content.self)
    inner.environment.stackAxis = .horizontal
    return [GridRowElement(cells: elements(of: content, in: inner), alignment: alignment)]
  }
}

extension View {
  /// Makes this cell of a ``GridRow`` span `count` columns.
  public func gridCellColumns(_ count: Int) -> some View {
    modifier(GridCellModifier(columns: max(1, count), columnAlignment: nil))
  }

  /// Aligns the views of this cell's column across by `guide`, whatever the grid's
  /// alignment.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modifier(GridCellModifier(columns: nil, columnAlignment: guide))
  }

  /// Places this cell's view in its cell at `anchor` (the nearest edge or centre: a cell is
  /// whole terminal cells), whatever the grid's and the column's alignments.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    modifier(GridCellModifier(columns: nil, columnAlignment: nil, anchor: anchor))
  }

  /// Lets this cell's view take only the room its column and row have along `axes`, not
  /// widen them: what a cell of a flexible view (a `Color`, a `Divider`) already does here,
  /// where columns are measured by their cells' ideal sizes.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
}

@usableFromInline
struct GridCellModifier: PrimitiveModifier {
  let columns: Int?
  let columnAlignment: HorizontalAlignment?
  var anchor: UnitPoint?

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    [
      GridCellElement(
        content.resolve(in: context).combined(), columns: columns, columnAlignment: columnAlignment,
        anchor: anchor.map(Alignment.init(nearest:)))
    ]
  }
}

extension Alignment {
  /// The alignment nearest to `point` of the unit square: its edges, or the centre between.
  init(nearest point: UnitPoint) {
    let horizontal: HorizontalAlignment = point.x < 1.0 / 3 ? .leading : point.x > 2.0 / 3 ? .trailing : .center
    let vertical: VerticalAlignment = point.y < 1.0 / 3 ? .top : point.y > 2.0 / 3 ? .bottom : .center
    self.init(horizontal: horizontal, vertical: vertical)
  }
}
