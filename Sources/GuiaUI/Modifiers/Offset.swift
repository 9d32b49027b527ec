import ScrollKit

extension View {
  /// Draws the view `x` points right and `y` points down of where it is laid out, as
  /// SwiftUI's: its place in the layout, and its neighbours', do not change. Points snap to
  /// cells (8 a column, 16 a row).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(OffsetModifier(columns: PointScale.columns(x), rows: PointScale.rows(y)))
  }

  /// Draws the view `offset` away from where it is laid out.
  public func offset(_ offset: CGSize) -> some View {
    self.offset(x: offset.width, y: offset.height)
  }
}

@usableFromInline
struct OffsetModifier: PrimitiveModifier {
  let columns: Int
  let rows: Int

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    let (columns, rows) = (columns, rows)
    return content.resolve(in: context).map { OffsetElement($0, columns: columns, rows: rows) }
  }
}

/// A view laid out where it is and drawn elsewhere.
@MainActor
final class OffsetElement: WrapperElement {
  let columns: Int
  let rows: Int

  init(_ child: Element, columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    super.init(child)
  }

  override func place(in rect: CellRect) {
    frame = rect
    child.place(in: CellRect(x: rect.x + columns, y: rect.y + rows, width: rect.width, height: rect.height))
  }
}
