/// An observable object a view owns: made once, when the view first takes its place, and
/// kept for as long as it stays (SwiftUI's `@StateObject`). Its announcements update the
/// view.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Its one field, where the binder looks (``PropertyBox``).
  private let box: StateObjectBox<ObjectType>

  /// An object made by `thunk` once, when the view first takes its place in the tree; a
  /// view made again in later passes keeps the first object (`@StateObject private var
  /// viewModel = NumberListViewModel()`).
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = StateObjectBox(make: thunk)
  }

  /// The object.
  public var wrappedValue: ObjectType {
    if let object = box.object { return object }
    // Read before the view was placed (SwiftUI warns): a private object, kept by this copy.
    let object = box.make()
    box.object = object
    return object
  }

  /// Bindings to the object's properties (`$model.query`).
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(object: wrappedValue)
  }
}

extension StateObject: BindableProperty {
  func bind(to node: ViewNode, slot: Int, context: ResolveContext) {
    box.bind(to: node, slot: slot, context: context)
  }
}

/// A state object's reference to the object its node keeps, and how to make it.
final class StateObjectBox<ObjectType: ObservableObject>: PropertyBox {
  let make: () -> ObjectType
  var object: ObjectType?

  init(make: @escaping () -> ObjectType) {
    self.make = make
  }

  override func bind(to node: ViewNode, slot: Int, context: ResolveContext) {
    let owned = node.slot(slot) { ObjectBox<ObjectType>() }
    if owned.object == nil { owned.object = make() }
    object = owned.object
    owned.object.map { context.graph.watch($0) }
  }
}

/// An observable object a view is given and watches (SwiftUI's `@ObservedObject`).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object.
  public var wrappedValue: ObjectType

  /// Watches `wrappedValue`, which the view does not own.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

  /// Watches `initialValue` (SwiftUI's older spelling of ``init(wrappedValue:)``).
  public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

  /// Bindings to the object's properties.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Makes bindings to an object's properties.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to the object's property at `keyPath` (`$model.query`).
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      let object = object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }
}

extension ObservedObject: BindableProperty {
  func bind(to node: ViewNode, slot: Int, context: ResolveContext) {
    context.graph.watch(wrappedValue)
  }
}

final class ObjectBox<ObjectType: AnyObject> {
  var object: ObjectType?
}

extension ViewGraph {
  /// Asks for a pass whenever `object` announces a change.
  func watch(_ object: some ObservableObject) {
    object.objectWillChange.subscribe(self) { [weak self] in self?.setNeedsUpdate() }
  }
}
