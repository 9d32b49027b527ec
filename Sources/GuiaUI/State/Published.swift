/// A property of an ``ObservableObject`` whose changes are announced before they happen.
///
/// Its projected value (`$query`, inside the object) is a publisher of the property's value,
/// as Combine's: the value now to each new receiver, then each new value as it is set (before
/// the property holds it, as Combine's `willSet`).
@propertyWrapper
public struct Published<Value> {
  let storage: PublishedStorage<Value>

  /// A published property that starts as `wrappedValue` (`@Published var numbers = [1]`).
  public init(wrappedValue: Value) { storage = PublishedStorage(wrappedValue) }

  /// Only reachable through the enclosing object (the compiler uses the subscript below).
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }  // swiftlint:disable:this unused_setter_value
  }

  /// The property's publisher (`$name`): its value now, then each new one.
  public var projectedValue: Publisher {
    get { Publisher(storage: storage) }
    // `assign(to: &$name)` passes it inout; the storage is the same.
    set {}  // swiftlint:disable:this unused_setter_value
  }

  /// The property's value, reached through its object: setting it first announces the
  /// change through the object's `objectWillChange`, as Combine's `@Published` does.
  public static subscript<EnclosingSelf: ObservableObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get {
      let storage = object[keyPath: storageKeyPath].storage
      if storage.announce == nil {
        // What a value assigned from a publisher (`assign(to:)`) announces, as a set does.
        storage.announce = { [weak object] in object?.objectWillChange.send() }
      }
      return storage.value
    }
    set {
      let storage = object[keyPath: storageKeyPath].storage
      if storage.announce == nil {
        storage.announce = { [weak object] in object?.objectWillChange.send() }
      }
      storage.set(newValue)
    }
  }

  /// The publisher of a `@Published` property, as Combine's `Published.Publisher`.
  public struct Publisher: GuiaUI.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    let storage: PublishedStorage<Value>

    public var _source: PublisherSource<Value> { PublisherSource(kind: .subject(storage.subject)) }
  }
}

/// A published property's value, its receivers, and what its object announces a change with.
final class PublishedStorage<Value> {
  private(set) var value: Value
  let subject = SubjectBox<Value>()
  /// Sends the enclosing object's `objectWillChange` (set once the object reads it).
  var announce: (() -> Void)?
  /// What `assign(to:)` keeps subscribed as long as the property lives.
  private var kept: [AnyCancellable] = []

  init(_ value: Value) {
    self.value = value
    subject.current = { [unowned self] in self.value }
  }

  /// Announces, hands the new value to the receivers, then holds it.
  func set(_ newValue: Value) {
    announce?()
    subject.send(newValue)
    value = newValue
  }

  func keep(_ cancellable: AnyCancellable) { kept.append(cancellable) }
}
