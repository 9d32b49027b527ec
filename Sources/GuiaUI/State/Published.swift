/// A property of an ``ObservableObject`` whose changes are announced before they happen.
@propertyWrapper
public struct Published<Value> {
  private var value: Value

  /// A published property that starts as `wrappedValue` (`@Published var numbers = [1]`).
  public init(wrappedValue: Value) { value = wrappedValue }

  /// Only reachable through the enclosing object (the compiler uses the subscript below).
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }  // swiftlint:disable:this unused_setter_value
  }

  /// The property's value, reached through its object: setting it first announces the
  /// change through the object's `objectWillChange`, as Combine's `@Published` does.
  public static subscript<EnclosingSelf: ObservableObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set {
      object.objectWillChange.send()
      object[keyPath: storageKeyPath].value = newValue
    }
  }
}
