#if GUIA_FOUNDATION
  import Foundation
#endif

/// A value of the window kept between runs, as SwiftUI's `@SceneStorage`: a terminal has one
/// scene, its window, so the values go to the app's store (``AppStateStore``) beside, and
/// apart from, `@AppStorage`'s, and come back when the app runs again.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  /// Its one field, where the binder looks (``PropertyBox``).
  private let box: PersistentStorageBox<Value>

  private init(
    _ key: String, _ defaultValue: Value, _ store: AppStateStore?,
    _ conversions: (encode: (Value) -> PersistedValue?, decode: (PersistedValue) -> Value?)
  ) {
    box = PersistentStorageBox(
      key: key, defaultValue: defaultValue, kind: .scene, store: store,
      encode: conversions.encode, decode: conversions.decode)
  }

  /// The stored value, or the default.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.set(newValue) }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> { box.binding }
}

extension SceneStorage {
  /// A stored `Bool`, `wrappedValue` until one is stored under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    self.init(key, wrappedValue, nil, PersistedConversions.plain(Bool.self))
  }

  /// A stored `Int`, `wrappedValue` until one is stored under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == Int {
    self.init(key, wrappedValue, nil, PersistedConversions.plain(Int.self))
  }

  /// A stored `Double`, `wrappedValue` until one is stored under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == Double {
    self.init(key, wrappedValue, nil, PersistedConversions.plain(Double.self))
  }

  /// A stored `String`, `wrappedValue` until one is stored under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == String {
    self.init(key, wrappedValue, nil, PersistedConversions.plain(String.self))
  }

  /// A stored value kept as its `Int` raw value, `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key, wrappedValue, nil, PersistedConversions.raw(Value.self))
  }

  /// A stored value kept as its `String` raw value, `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
    self.init(key, wrappedValue, nil, PersistedConversions.raw(Value.self))
  }

  /// A stored `Bool`, `nil` until one is stored; storing `nil` removes it.
  public init(_ key: String) where Value == Bool? {
    self.init(key, nil, nil, PersistedConversions.optional(Bool.self))
  }

  /// A stored `Int`, `nil` until one is stored; storing `nil` removes it.
  public init(_ key: String) where Value == Int? {
    self.init(key, nil, nil, PersistedConversions.optional(Int.self))
  }

  /// A stored `Double`, `nil` until one is stored; storing `nil` removes it.
  public init(_ key: String) where Value == Double? {
    self.init(key, nil, nil, PersistedConversions.optional(Double.self))
  }

  /// A stored `String`, `nil` until one is stored; storing `nil` removes it.
  public init(_ key: String) where Value == String? {
    self.init(key, nil, nil, PersistedConversions.optional(String.self))
  }

  /// A stored value kept as its `Int` raw value, `nil` until one is stored.
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
    self.init(key, nil, nil, PersistedConversions.optionalRaw(R.self))
  }

  /// A stored value kept as its `String` raw value, `nil` until one is stored.
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
    self.init(key, nil, nil, PersistedConversions.optionalRaw(R.self))
  }
}

#if GUIA_FOUNDATION
  extension SceneStorage {
    /// A stored `URL`, `wrappedValue` until one is stored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
      self.init(key, wrappedValue, nil, PersistedConversions.plain(URL.self))
    }

    /// A stored `URL`, `nil` until one is stored; storing `nil` removes it.
    public init(_ key: String) where Value == URL? {
      self.init(key, nil, nil, PersistedConversions.optional(URL.self))
    }

    /// A stored `Data`, `wrappedValue` until one is stored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
      self.init(key, wrappedValue, nil, PersistedConversions.plain(Data.self))
    }

    /// A stored `Data`, `nil` until one is stored; storing `nil` removes it.
    public init(_ key: String) where Value == Data? {
      self.init(key, nil, nil, PersistedConversions.optional(Data.self))
    }

    /// A stored `Date`, `wrappedValue` until one is stored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Date {
      self.init(key, wrappedValue, nil, PersistedConversions.plain(Date.self))
    }

    /// A stored `Date`, `nil` until one is stored; storing `nil` removes it.
    public init(_ key: String) where Value == Date? {
      self.init(key, nil, nil, PersistedConversions.optional(Date.self))
    }
  }
#endif

extension SceneStorage: BindableProperty {
  func bind(to node: ViewNode, slot: Int, context: ResolveContext) {
    box.bind(to: node, slot: slot, context: context)
  }
}
