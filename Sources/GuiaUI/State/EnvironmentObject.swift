/// An `ObservableObject` an ancestor put in the environment with
/// ``View/environmentObject(_:)``, read and watched by type, as SwiftUI's
/// `@EnvironmentObject`: the view updates when the object announces a change.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Its one field, where the binder looks (``PropertyBox``).
  private let box = EnvironmentObjectBox<ObjectType>()

  /// Reads the object of type `ObjectType` from the environment.
  public init() {}

  /// The object; a view that reads it when no ancestor put one stops the program with the
  /// type's name, as SwiftUI's does.
  public var wrappedValue: ObjectType {
    guard let object = box.object else {
      fatalError("No ObservableObject of type \(ObjectType.self) in the environment: put one above with .environmentObject(_:)")
    }
    return object
  }

  /// Bindings to the object's properties (`$model.query`).
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(object: wrappedValue)
  }
}

extension EnvironmentObject: BindableProperty {
  func bind(to node: ViewNode, slot: Int, context: ResolveContext) {
    box.bind(to: node, slot: slot, context: context)
  }
}

/// An environment object's reference to the object the environment held as the pass
/// reached the view.
final class EnvironmentObjectBox<ObjectType: ObservableObject>: PropertyBox {
  var object: ObjectType?

  override func bind(to node: ViewNode, slot: Int, context: ResolveContext) {
    object = context.environment.object(of: ObjectType.self)
    object.map { context.graph.watch($0) }
  }
}

extension View {
  /// Puts `object` in the environment of this view and its descendants, where
  /// `@EnvironmentObject` reads it by its type.
  public func environmentObject<ObjectType: ObservableObject>(_ object: ObjectType) -> some View {
    modifier(EnvironmentWriter(change: { $0.setObject(object, of: ObjectType.self) }))
  }
}
