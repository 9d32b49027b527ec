import ScrollKit

/// Insets in whole cells, per edge.
struct CellInsets: Hashable, Sendable {
  var top = 0
  var leading = 0
  var bottom = 0
  var trailing = 0

  static let zero = CellInsets()

  /// `insets` in points, snapped to cells on their own axes (``PointScale``).
  init(_ insets: EdgeInsets) {
    top = PointScale.rows(insets.top)
    leading = PointScale.columns(insets.leading)
    bottom = PointScale.rows(insets.bottom)
    trailing = PointScale.columns(insets.trailing)
  }

  init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  var horizontal: Int { leading + trailing }
  var vertical: Int { top + bottom }

  /// In points, for geometry handed back to views.
  var points: EdgeInsets {
    EdgeInsets(
      top: PointScale.points(rows: top), leading: PointScale.points(columns: leading),
      bottom: PointScale.points(rows: bottom), trailing: PointScale.points(columns: trailing))
  }
}

extension EdgeInsets {
  /// `length` points on `edges`, none elsewhere.
  init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }
}

extension View {
  /// Pads every edge by `length` points.
  public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

  /// Pads `edges` by `length` points; SwiftUI's default of 16 points (2 columns, 1 row)
  /// when `nil`.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    padding(EdgeInsets(edges, length ?? PaddingModifier.defaultLength))
  }

  /// Pads each edge by its inset.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(PaddingModifier(insets: CellInsets(insets)))
  }
}

@usableFromInline
struct PaddingModifier: PrimitiveModifier {
  /// SwiftUI's default padding, in points.
  static let defaultLength: CGFloat = 16
  let insets: CellInsets

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    content.resolve(in: context).map { PaddingElement($0, insets: insets) }
  }
}

@MainActor
final class PaddingElement: WrapperElement {
  let insets: CellInsets

  init(_ child: Element, insets: CellInsets) {
    self.insets = insets
    super.init(child)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    let inner = child.sizeThatFits(
      ProposedSize(
        width: proposal.width.map { $0 - insets.horizontal },
        height: proposal.height.map { $0 - insets.vertical }))
    return CellSize(
      width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
  }

  override func place(in rect: CellRect) {
    frame = rect
    child.place(
      in: CellRect(
        x: rect.x + insets.leading, y: rect.y + insets.top,
        width: rect.width - insets.horizontal, height: rect.height - insets.vertical))
  }
}
