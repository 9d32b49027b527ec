import ScrollKit

extension View {
  /// Runs `action` with the value `transform` makes of this view's geometry when it changes,
  /// as SwiftUI's: after the first layout, then after each pass whose layout changes it.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
  ) -> some View {
    modifier(GeometryChangeModifier(transform: transform, action: { _, new in action(new) }))
  }

  /// Runs `action` with the old and the new value `transform` makes of this view's geometry
  /// when it changes (the same value twice after the first layout).
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(GeometryChangeModifier(transform: transform, action: action))
  }
}

@usableFromInline
struct GeometryChangeModifier<Value: Equatable>: PrimitiveModifier {
  let transform: (GeometryProxy) -> Value
  let action: (Value, Value) -> Void

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    let observer = context.node.slot(LifecycleModifier.slot + 24) { GeometryObserver<Value>() }
    let element = GeometryRecordingElement(content.resolve(in: context).combined())
    let (spaces, transform, action) = (context.environment.coordinateSpaces, transform, action)
    let graph = context.graph
    graph.register(
      .afterLayout { [unowned graph] in
        let proxy = GeometryProxy(frameInCells: element.frame, namedFrames: spaces.mapValues(\.frame))
        observer.report(transform(proxy), action: action, in: graph)
      })
    return [element]
  }
}

/// What an `onGeometryChange` keeps in its node: the value it last reported.
@MainActor
final class GeometryObserver<Value: Equatable> {
  private var lastValue: Value?

  func report(_ value: Value, action: @escaping (Value, Value) -> Void, in graph: ViewGraph) {
    let old = lastValue ?? value
    defer { lastValue = value }
    guard lastValue != value else { return }
    graph.enqueue { action(old, value) }
  }
}

/// The observed view laid out: its frame is where it was placed.
@MainActor
final class GeometryRecordingElement: WrapperElement {}
