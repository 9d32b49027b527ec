extension View {
  /// Runs `action` with the old and new values after a pass in which `value` changed (and
  /// after the first pass when `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(OnChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` after a pass in which `value` changed (and after the first when
  /// `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action` with the new value after a pass in which `value` changed.
  @available(*, deprecated, message: "Use onChange(of:initial:_:) with two or zero parameters.")
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
    -> some View
  {
    onChange(of: value, initial: false) { _, newValue in action(newValue) }
  }
}

/// The value an `onChange` saw at the last pass.
final class ValueRecord<Value> {
  var value: Value?
}

@usableFromInline
struct OnChangeModifier<Value: Equatable>: PrimitiveModifier {
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    let record = context.node.slot(LifecycleModifier.slot + 1) { ValueRecord<Value>() }
    let new = value
    if let old = record.value {
      if old != new {
        let action = action
        context.graph.enqueue { action(old, new) }
      }
    } else if initial {
      let action = action
      context.graph.enqueue { action(new, new) }
    }
    record.value = new
    return content.resolve(in: context)
  }
}
