extension View {
  /// Runs `action` with the value of `key` in this view after a pass in which it changed, and
  /// after the first pass with the value it starts with.
  ///
  /// The value is read once the pass's layout is complete, so it includes what
  /// ``GeometryReader``s inside set from their frames (a reader in a scroll view's content
  /// reports each scroll). `action` only runs after the pass, never during layout; a state
  /// write in it starts another pass. The values combine as ``PreferenceKey`` describes.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceChangeModifier<K>(action: action))
  }
}

@usableFromInline
struct PreferenceChangeModifier<Key: PreferenceKey>: PrimitiveModifier where Key.Value: Equatable {
  let action: (Key.Value) -> Void

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    let elements = content.resolve(in: context)
    let observer = context.node.slot(Self.slot) { PreferenceObserver<Key>() }
    observer.action = action
    context.graph.register(.preferenceObserver(observer, elements: elements))
    return elements
  }

  static var slot: Int { LifecycleModifier.slot + 16 }
}

/// What an `onPreferenceChange` keeps in its node: the value last seen, and the elements of
/// this pass to read once layout is done.
@MainActor
final class PreferenceObserver<Key: PreferenceKey>: LayoutObserver where Key.Value: Equatable {
  private var lastValue: Key.Value?
  private var elements: [Element] = []
  /// What to run when the value changes: the latest view's.
  var action: ((Key.Value) -> Void)?
  private var checkedGeneration: Int?

  /// Reads `elements` after this pass's layout. Resolved again in the same pass (inside a
  /// geometry reader placed twice), the latest elements are read, once.
  func observe(_ elements: [Element], in graph: ViewGraph) {
    self.elements = elements
    guard checkedGeneration != graph.generation else { return }
    checkedGeneration = graph.generation
    graph.afterLayout { [self] in check(in: graph) }
  }

  private func check(in graph: ViewGraph) {
    var values: [Key.Value] = []
    for element in elements {
      element.collectPreference(Key.self, into: &values)
    }
    elements = []
    let value = Key.folded(values)
    defer { lastValue = value }
    guard lastValue != value, let action else { return }
    graph.enqueue { action(value) }
  }
}
