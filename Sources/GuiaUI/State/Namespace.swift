/// An identity of its own for a view, as SwiftUI's `@Namespace`: the same for as long as
/// the view keeps its place, a different one for every view. Seed-era code uses one as the
/// id of a view to scroll to (`.id(topID)`, `proxy.scrollTo(topID)`).
@propertyWrapper
public struct Namespace: DynamicProperty {
  private let box = NamespaceBox()

  /// A namespace, made when the view takes its place.
  public init() {}

  /// The namespace's identity.
  public var wrappedValue: ID {
    if let id = box.id { return id }
    // Read before the view was placed: an identity of this copy's own.
    let id = MainActor.assumeIsolated { ID.next() }
    box.id = id
    return id
  }

  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let value: Int

    @MainActor private static var count = 0

    @MainActor static func next() -> ID {
      count += 1
      return ID(value: count)
    }
  }
}

extension Namespace: BindableProperty {
  func bind(to node: ViewNode, slot: Int, context: ResolveContext) {
    box.bind(to: node, slot: slot, context: context)
  }
}

final class NamespaceBox: PropertyBox {
  var id: Namespace.ID?

  override func bind(to node: ViewNode, slot: Int, context: ResolveContext) {
    let owned = node.slot(slot) { NamespaceBox() }
    if owned.id == nil { owned.id = Namespace.ID.next() }
    id = owned.id
  }
}
