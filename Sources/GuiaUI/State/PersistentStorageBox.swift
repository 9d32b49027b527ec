#if GUIA_FOUNDATION
  import Foundation
#endif

/// What `@AppStorage` and `@SceneStorage` hold: their key, default and conversions, and the
/// file the pass binds them to.
final class PersistentStorageBox<Value>: PropertyBox, @unchecked Sendable {
  /// Which of a store's files the values go to.
  enum Kind { case app, scene }

  let key: String
  let defaultValue: Value
  let kind: Kind
  /// The store named at the declaration (`@AppStorage(_:store:)`), over the environment's.
  let store: AppStateStore?
  let encode: (Value) -> PersistedValue?
  let decode: (PersistedValue) -> Value?
  /// The file of the store the last pass reached the view with, and the view's node.
  private var file: PersistentFile?
  private weak var node: ViewNode?

  init(
    key: String, defaultValue: Value, kind: Kind, store: AppStateStore?,
    encode: @escaping (Value) -> PersistedValue?, decode: @escaping (PersistedValue) -> Value?
  ) {
    self.key = key
    self.defaultValue = defaultValue
    self.kind = kind
    self.store = store
    self.encode = encode
    self.decode = decode
  }

  override func bind(to node: ViewNode, slot: Int, context: ResolveContext) {
    let store = store ?? context.environment.appStateStore
    let file = kind == .app ? store.appStorage : store.sceneStorage
    file.noteReader(node, of: key)
    self.file = file
    self.node = node
  }

  /// The file before any pass bound the view: the named store's, else the app's.
  private var currentFile: PersistentFile {
    if let file { return file }
    let store = store ?? .standard
    return kind == .app ? store.appStorage : store.sceneStorage
  }

  /// The stored value, or the default when there is none or it is of another kind.
  var value: Value {
    currentFile.value(for: key).flatMap(decode) ?? defaultValue
  }

  /// Stores `newValue` (a nil optional removes the key); a write made during a pass waits
  /// until it has returned, as a state's does.
  func set(_ newValue: Value) {
    let (file, key, persisted) = (currentFile, key, encode(newValue))
    MainActor.assumeIsolated {
      if let graph = node?.graph, graph.isInPass {
        graph.perform { file.set(persisted, for: key) }
      } else {
        file.set(persisted, for: key)
      }
    }
  }

  /// A binding to the value.
  var binding: Binding<Value> {
    Binding(get: { self.value }, set: { self.set($0) })
  }
}

/// A value `@AppStorage` and `@SceneStorage` can keep, as `UserDefaults` keeps it.
protocol PersistableValue {
  init?(persisted: PersistedValue)
  var persisted: PersistedValue { get }
}

extension Bool: PersistableValue {
  init?(persisted: PersistedValue) {
    guard case .bool(let value) = persisted else { return nil }
    self = value
  }
  var persisted: PersistedValue { .bool(self) }
}

extension Int: PersistableValue {
  init?(persisted: PersistedValue) {
    switch persisted {
    case .int(let value): self = value
    case .double(let value): guard let value = Int(exactly: value) else { return nil }; self = value
    default: return nil
    }
  }
  var persisted: PersistedValue { .int(self) }
}

extension Double: PersistableValue {
  init?(persisted: PersistedValue) {
    switch persisted {
    case .double(let value): self = value
    case .int(let value): self = Double(value)
    default: return nil
    }
  }
  var persisted: PersistedValue { .double(self) }
}

extension String: PersistableValue {
  init?(persisted: PersistedValue) {
    guard case .string(let value) = persisted else { return nil }
    self = value
  }
  var persisted: PersistedValue { .string(self) }
}

#if GUIA_FOUNDATION
  extension URL: PersistableValue {
    init?(persisted: PersistedValue) {
      guard case .string(let value) = persisted, let url = URL(string: value) else { return nil }
      self = url
    }
    var persisted: PersistedValue { .string(absoluteString) }
  }

  extension Data: PersistableValue {
    init?(persisted: PersistedValue) {
      guard case .data(let bytes) = persisted else { return nil }
      self = Data(bytes)
    }
    var persisted: PersistedValue { .data(Array(self)) }
  }

  extension Date: PersistableValue {
    init?(persisted: PersistedValue) {
      guard let seconds = Double(persisted: persisted) else { return nil }
      self = Date(timeIntervalSinceReferenceDate: seconds)
    }
    var persisted: PersistedValue { .double(timeIntervalSinceReferenceDate) }
  }
#endif

/// The conversions of a stored type and of its optional and raw-value forms.
enum PersistedConversions {
  static func plain<V: PersistableValue>(_: V.Type) -> (encode: (V) -> PersistedValue?, decode: (PersistedValue) -> V?) {
    ({ $0.persisted }, { V(persisted: $0) })
  }

  static func optional<V: PersistableValue>(_: V.Type) -> (encode: (V?) -> PersistedValue?, decode: (PersistedValue) -> V??) {
    ({ $0?.persisted }, { V(persisted: $0).map { $0 } })
  }

  static func raw<R: RawRepresentable>(_: R.Type) -> (encode: (R) -> PersistedValue?, decode: (PersistedValue) -> R?)
  where R.RawValue: PersistableValue {
    ({ $0.rawValue.persisted }, { R.RawValue(persisted: $0).flatMap(R.init(rawValue:)) })
  }

  static func optionalRaw<R: RawRepresentable>(_: R.Type) -> (encode: (R?) -> PersistedValue?, decode: (PersistedValue) -> R??)
  where R.RawValue: PersistableValue {
    ({ $0?.rawValue.persisted }, { R.RawValue(persisted: $0).flatMap(R.init(rawValue:)).map { $0 } })
  }
}
