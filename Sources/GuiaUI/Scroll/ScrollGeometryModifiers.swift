extension View {
  /// Runs `action` after a pass in which `transform` of the scroll view's geometry changed,
  /// with the old and the new value, as SwiftUI's.
  ///
  /// `transform` runs after every layout of the scroll view in this view, on a copy of the
  /// geometry in points; `action` runs once the pass is over. With `initial` (the default
  /// here: the first frame must already say whether the reader is at the end) the first
  /// layout runs `action` with the same value twice.
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    initial: Bool = true,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(ScrollGeometryChangeModifier(transform: transform, initial: initial, action: action))
  }
}

@usableFromInline
struct ScrollGeometryChangeModifier<Value: Equatable>: PrimitiveModifier {
  let transform: (ScrollGeometry) -> Value
  let initial: Bool
  let action: (Value, Value) -> Void

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    let elements = content.resolve(in: context)
    let record = context.node.slot(LifecycleModifier.slot + 2) { ValueRecord<Value>() }
    let graph = context.graph
    let (transform, action, initial) = (transform, action, initial)
    for element in elements {
      guard let scroll = element.first(ScrollElement.self) else { continue }
      scroll.setObserver(context.node) { geometry in
        let new = transform(geometry)
        if record.hasValue {
          let old = record.last
          guard old != new else { return }
          graph.enqueue { action(old, new) }
        } else if initial {
          graph.enqueue { action(new, new) }
        }
        record.record(new)
      }
      break
    }
    return elements
  }
}
