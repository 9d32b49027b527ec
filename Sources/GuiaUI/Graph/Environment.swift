import Observation

/// A key for a value in ``EnvironmentValues``.
public protocol EnvironmentKey {
  /// The type of the value the key names.
  associatedtype Value
  /// The value when no view above has set one.
  static var defaultValue: Value { get }
}

/// Values a view's ancestors hand down: the font, the terminate action, the axis of the
/// enclosing stack. Set with `.environment(_:_:)` and read with `@Environment`.
public struct EnvironmentValues {
  private var values: [ObjectIdentifier: Any] = [:]

  /// An environment holding every key's default.
  public init() {}

  /// The value for `key`.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The value for `key`, whose values compare with `==` when a pass asks whether a view's
  /// environment changed (``isSame(as:)``).
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value where Key.Value: Equatable {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set {
      EnvironmentComparators.learn(Key.Value.self)
      values[ObjectIdentifier(key)] = newValue
    }
  }

  /// An object put in the environment by its type (``View/environment(_:)``,
  /// ``View/environmentObject(_:)``), kept apart from the keys' values by a key of its own.
  func object<Object: AnyObject>(of type: Object.Type) -> Object? {
    values[ObjectIdentifier(ObjectKey<Object>.self)] as? Object
  }

  mutating func setObject<Object: AnyObject>(_ object: Object?, of type: Object.Type) {
    values[ObjectIdentifier(ObjectKey<Object>.self)] = object
  }

  /// Whether the two environments share their storage (one handed down unchanged): a
  /// dictionary is one reference to it.
  func isSameStorage(as other: EnvironmentValues) -> Bool {
    unsafeBitCast(values, to: UnsafeRawPointer.self) == unsafeBitCast(other.values, to: UnsafeRawPointer.self)
  }

  /// Whether the two environments hold the same values (``isSameEnvironmentValue(_:_:)``
  /// for each): a view resolved in one makes the same elements in the other.
  @MainActor
  func isSame(as other: EnvironmentValues) -> Bool {
    // The same storage: one environment handed down unchanged.
    if isSameStorage(as: other) { return true }
    guard values.count == other.values.count else { return false }
    for (key, value) in values {
      guard let theirs = other.values[key], isSameEnvironmentValue(value, theirs) else { return false }
    }
    return true
  }
}

/// The key an object of type `Object` is kept under in ``EnvironmentValues``.
private enum ObjectKey<Object> {}

/// Reads a value from the environment of the view that declares it, as SwiftUI's.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// Its one field, where the binder looks (``PropertyBox``).
  private let box: EnvironmentBox<Value>

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    box = EnvironmentBox { $0[keyPath: keyPath] }
  }

  /// Reads the `@Observable` object of type `objectType` that an ancestor put in the
  /// environment with ``View/environment(_:)``; a view that reads it when none was put
  /// stops the program with the type's name, as SwiftUI's does.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    box = EnvironmentBox { environment in
      guard let object = environment.object(of: objectType) else {
        fatalError("No @Observable object of type \(Value.self) in the environment: put one above with .environment(_:)")
      }
      return object
    }
  }

  /// Reads the `@Observable` object of type `objectType` put in the environment, or nil
  /// when no ancestor put one.
  public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
    box = EnvironmentBox { $0.object(of: objectType) }
  }

  /// The value, as the view's ancestors set it.
  public var wrappedValue: Value {
    if let bound = box.bound { return bound.last }
    return box.read(EnvironmentValues())
  }
}

extension Environment: BindableProperty {
  func bind(to node: ViewNode, slot: Int, context: ResolveContext) {
    box.bind(to: node, slot: slot, context: context)
  }
}

/// The value a view's `@Environment` read as the pass reached it. Only that value is kept:
/// the whole environment holds the key handlers around the view, whose closures may hold
/// the view itself, and with it this box (a cycle nothing would free).
final class EnvironmentBox<Value>: PropertyBox {
  let read: (EnvironmentValues) -> Value
  /// The value read at the last bind (a record, not a `Value?`: read in a key's handler, a
  /// `Value?` asked the runtime for its metadata each time).
  private(set) var bound: ValueRecord<Value>?

  init(read: @escaping (EnvironmentValues) -> Value) {
    self.read = read
  }

  override func bind(to node: ViewNode, slot: Int, context: ResolveContext) {
    let record = bound ?? ValueRecord()
    record.record(read(context.environment))
    bound = record
  }
}

extension View {
  /// Sets the environment value at `keyPath` for this view and its descendants.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> some View {
    modifier(EnvironmentValueWriter(keyPath: keyPath, value: value))
  }
}

extension View {
  /// Puts `object`, an `@Observable` model, in the environment of this view and its
  /// descendants, where `@Environment(Model.self)` reads it, as SwiftUI's.
  public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
    modifier(EnvironmentWriter(change: { $0.setObject(object, of: Object.self) }))
  }
}

/// Sets one environment value (`.environment(\.font, …)`, `.font(…)`): its key path and its
/// value, not a closure, so that two writers of the same value are the same bytes. A closure
/// made by a body is new at every pass, and a chain of modifiers above it (`.fixedSize()`,
/// `.frame(…)`) then never found itself the same: a footer's text, its font and language
/// unchanged, was resolved again at every pass of its owner.
@usableFromInline
struct EnvironmentValueWriter<Value>: PrimitiveModifier {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    var inner = context
    inner.environment[keyPath: keyPath] = value
    return content.resolve(in: inner)
  }
}

/// Changes the environment as a closure says (an object put in it, a transform).
@usableFromInline
struct EnvironmentWriter: PrimitiveModifier {
  let change: (inout EnvironmentValues) -> Void

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    var inner = context
    change(&inner.environment)
    return content.resolve(in: inner)
  }
}
