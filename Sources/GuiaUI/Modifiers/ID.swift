extension View {
  /// Gives this view an explicit identity: when `id` changes, the view is a new one (its
  /// state starts again), and `ScrollViewReader` can scroll to it.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(IDModifier(id: AnyHashable(id)))
  }
}

@usableFromInline
struct IDModifier: PrimitiveModifier {
  let id: AnyHashable

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    var inner = context.child(id, type: IDModifier.self)
    let isScrollTarget = inner.environment.isScrollTargetLayout
    inner.environment.isScrollTargetLayout = false
    return content.resolve(in: inner).map {
      IdentifiedElement($0, id: id, isScrollTarget: isScrollTarget)
    }
  }
}

/// An element that carries an id (`.id(_:)`, a `ForEach` row), for `scrollTo`.
@MainActor
final class IdentifiedElement: WrapperElement {
  let id: AnyHashable
  /// Whether it is a child of a ``View/scrollTargetLayout(isEnabled:)``: a place a scroll
  /// aligns to (`.viewAligned`) and that a scroll position names (`viewID`).
  let isScrollTarget: Bool

  init(_ child: Element, id: AnyHashable, isScrollTarget: Bool = false) {
    self.id = id
    self.isScrollTarget = isScrollTarget
    super.init(child)
  }

  override var isLayoutStable: Bool { child.isLayoutStable }
  override class var canBeLayoutStable: Bool { true }
}
