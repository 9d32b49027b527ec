import Observation

/// Makes bindings to the properties of an `@Observable` object (`$model.title`), as
/// SwiftUI's `@Bindable`: a view given a model, or a local `@Bindable var model = model` in
/// a body, hands its properties to a `TextField` or a `Toggle`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// Bindings to `wrappedValue`'s properties.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Bindings to `wrappedValue`'s properties (`Bindable(model).title`).
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Bindings to the properties of the object `projectedValue` holds.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// Itself: `$model` is what makes the bindings.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to the object's property at `keyPath`.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

extension Bindable: DynamicProperty {}
