/// A reference to a value someone else owns, as SwiftUI's `Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  /// The state the binding reaches, for a `@State`'s own binding (`$state`): one object,
  /// whichever pass made the binding, so two bindings to it are the same value.
  private let location: StoredLocation<Value>?
  private let accessors: (get: () -> Value, set: (Value) -> Void)?

  /// A binding through `get` and `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    location = nil
    accessors = (get, set)
  }

  /// The binding of a state in a tree.
  init(location: StoredLocation<Value>) {
    self.location = location
    accessors = nil
  }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The value.
  public var wrappedValue: Value {
    get {
      // No `Value?` made on the way (see State's).
      if let location { return location.read() }
      return accessors!.get()
    }
    nonmutating set {
      if let location { location.set(newValue) } else { accessors!.set(newValue) }
    }
  }

  /// The binding itself.
  public var projectedValue: Binding<Value> { self }

  /// Creates a binding from another (`@Binding var x: Int` initialised with `$y`).
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { newValue in
        var value = self.wrappedValue
        value[keyPath: keyPath] = newValue
        self.wrappedValue = value
      })
  }
}
