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
///
/// Held behind a pointer rather than as a `Value?`: the generic modifiers that read and write
/// it at every scroll (`onScrollGeometryChange`, four on the reader) would otherwise ask the
/// runtime for `Optional<Value>`'s metadata at each copy (a cache lookup each time: 2 400
/// instructions of a one-row scroll).
final class ValueRecord<Value> {
  private var storage: UnsafeMutablePointer<Value>?

  /// Whether a value was recorded.
  var hasValue: Bool { storage != nil }

  /// The value recorded last; only once one was.
  var last: Value { storage!.pointee }

  /// Records `value` in place of the last.
  func record(_ value: Value) {
    if let storage {
      storage.pointee = value
      return
    }
    let storage = UnsafeMutablePointer<Value>.allocate(capacity: 1)
    storage.initialize(to: value)
    self.storage = storage
  }

  /// The value recorded last, or `nil`, for the modifiers of one concrete type.
  var value: Value? {
    get { hasValue ? last : nil }
    set {
      if let newValue { return record(newValue) }
      forget()
    }
  }

  private func forget() {
    storage?.deinitialize(count: 1)
    storage?.deallocate()
    storage = nil
  }

  deinit { forget() }
}

@usableFromInline
struct OnChangeModifier<Value: Equatable>: PrimitiveModifier {
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    let record = context.node.slot(LifecycleModifier.slot + 1) { ValueRecord<Value>() }
    let new = value
    if record.hasValue {
      let old = record.last
      if old != new {
        let action = action
        context.graph.enqueue { action(old, new) }
      }
    } else if initial {
      let action = action
      context.graph.enqueue { action(new, new) }
    }
    record.record(new)
    return content.resolve(in: context)
  }
}
