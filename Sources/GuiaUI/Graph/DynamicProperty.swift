/// A stored property of a view whose value lives in the view's node, not in the view
/// (`@State`, `@StateObject`, `@ObservedObject`, `@Environment`, `@FocusState`).
public protocol DynamicProperty {}

/// A dynamic property that is bound to its node before `body` runs.
@MainActor
protocol BindableProperty {
  /// Connects this copy to the state at `slot` of `node`.
  func bind(to node: ViewNode, slot: Int, context: ResolveContext)
}

/// Binds the dynamic properties of views to their nodes.
///
/// A view's properties are found with `Mirror`, once per type: a type with none (most
/// views, every primitive) is remembered and never reflected again.
@MainActor
enum DynamicPropertyBinder {
  private static var typesWithoutProperties: Set<ObjectIdentifier> = []

  static func bind<V>(_ view: V, to node: ViewNode, context: ResolveContext) {
    let type = ObjectIdentifier(V.self)
    guard !typesWithoutProperties.contains(type) else { return }
    var found = false
    for (index, child) in Mirror(reflecting: view).children.enumerated() {
      guard let property = child.value as? any BindableProperty else { continue }
      property.bind(to: node, slot: index, context: context)
      found = true
    }
    if !found { typesWithoutProperties.insert(type) }
  }
}
