import ScrollKit

extension View {
  /// Names this view's frame as a coordinate space: a ``GeometryReader`` inside measures
  /// `frame(in: .named(name))` from this view's top-leading corner.
  public func coordinateSpace<Name: Hashable>(name: Name) -> some View {
    modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
  }
}

@usableFromInline
struct CoordinateSpaceModifier: PrimitiveModifier {
  let name: AnyHashable

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    let anchor = CoordinateSpaceAnchor()
    var inner = context
    inner.environment.coordinateSpaces[name] = anchor
    return content.resolve(in: inner).map { CoordinateSpaceElement($0, anchor: anchor) }
  }
}

/// Where a named coordinate space is, as of this pass's layout. An ancestor is placed
/// before its descendants, so a reader inside finds the frame already set.
@MainActor
final class CoordinateSpaceAnchor {
  var frame = CellRect.zero
}

/// The named view laid out: it records its frame for the readers inside.
@MainActor
final class CoordinateSpaceElement: WrapperElement {
  let anchor: CoordinateSpaceAnchor

  init(_ child: Element, anchor: CoordinateSpaceAnchor) {
    self.anchor = anchor
    super.init(child)
  }

  override func place(in rect: CellRect) {
    anchor.frame = rect
    super.place(in: rect)
  }
}

struct CoordinateSpacesKey: EnvironmentKey {
  static var defaultValue: [AnyHashable: CoordinateSpaceAnchor] { [:] }
}

extension EnvironmentValues {
  /// The named coordinate spaces around a view, innermost name winning.
  var coordinateSpaces: [AnyHashable: CoordinateSpaceAnchor] {
    get { self[CoordinateSpacesKey.self] }
    set { self[CoordinateSpacesKey.self] = newValue }
  }
}
