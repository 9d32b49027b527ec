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
}

/// Reads a value from the environment of the view that declares it, as SwiftUI's.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private let box = EnvironmentBox()

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value, as the view's ancestors set it.
  public var wrappedValue: Value {
    guard let environment = box.environment else {
      return EnvironmentValues()[keyPath: keyPath]
    }
    return environment[keyPath: keyPath]
  }
}

extension Environment: BindableProperty {
  func bind(to node: ViewNode, slot: Int, context: ResolveContext) {
    box.environment = context.environment
  }
}

final class EnvironmentBox {
  var environment: EnvironmentValues?
}

extension View {
  /// Sets the environment value at `keyPath` for this view and its descendants.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> some View {
    modifier(EnvironmentWriter(change: { $0[keyPath: keyPath] = value }))
  }
}

@usableFromInline
struct EnvironmentWriter: PrimitiveModifier {
  let change: (inout EnvironmentValues) -> Void

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    var inner = context
    change(&inner.environment)
    return content.resolve(in: inner)
  }
}
