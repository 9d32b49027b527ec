#if GUIA_FOUNDATION
  import Foundation
#endif

/// A value kept between runs of the app, as SwiftUI's `@AppStorage`: read from the app's
/// store (``AppStateStore``, under `$XDG_STATE_HOME`) by its key, the default until one is
/// stored; a write stores it at once, and every view showing the key is drawn again.
///
/// ```swift
/// @AppStorage("showsPreview") private var showsPreview = true
/// var body: some View { Toggle("Preview", isOn: $showsPreview) }
/// ```
///
/// It keeps what `UserDefaults` keeps for it: `Bool`, `Int`, `Double`, `String`, their
/// optionals, a `RawRepresentable` of `Int` or `String` (and `URL`, `Data` and `Date` with the
/// `Foundation` trait). A stored value of another kind reads as the default.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  /// Its one field, where the binder looks (``PropertyBox``).
  private let box: PersistentStorageBox<Value>

  private init(
    _ key: String, _ defaultValue: Value, _ store: AppStateStore?,
    _ conversions: (encode: (Value) -> PersistedValue?, decode: (PersistedValue) -> Value?)
  ) {
    box = PersistentStorageBox(
      key: key, defaultValue: defaultValue, kind: .app, store: store,
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

extension AppStorage {
  /// A stored `Bool`, `wrappedValue` until one is stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: AppStateStore? = nil) where Value == Bool {
    self.init(key, wrappedValue, store, PersistedConversions.plain(Bool.self))
  }

  /// A stored `Int`, `wrappedValue` until one is stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: AppStateStore? = nil) where Value == Int {
    self.init(key, wrappedValue, store, PersistedConversions.plain(Int.self))
  }

  /// A stored `Double`, `wrappedValue` until one is stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: AppStateStore? = nil) where Value == Double {
    self.init(key, wrappedValue, store, PersistedConversions.plain(Double.self))
  }

  /// A stored `String`, `wrappedValue` until one is stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: AppStateStore? = nil) where Value == String {
    self.init(key, wrappedValue, store, PersistedConversions.plain(String.self))
  }

  /// A stored value kept as its `Int` raw value, `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String, store: AppStateStore? = nil) where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key, wrappedValue, store, PersistedConversions.raw(Value.self))
  }

  /// A stored value kept as its `String` raw value, `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String, store: AppStateStore? = nil) where Value: RawRepresentable, Value.RawValue == String {
    self.init(key, wrappedValue, store, PersistedConversions.raw(Value.self))
  }

  /// A stored `Bool`, `nil` until one is stored; storing `nil` removes it.
  public init(_ key: String, store: AppStateStore? = nil) where Value == Bool? {
    self.init(key, nil, store, PersistedConversions.optional(Bool.self))
  }

  /// A stored `Int`, `nil` until one is stored; storing `nil` removes it.
  public init(_ key: String, store: AppStateStore? = nil) where Value == Int? {
    self.init(key, nil, store, PersistedConversions.optional(Int.self))
  }

  /// A stored `Double`, `nil` until one is stored; storing `nil` removes it.
  public init(_ key: String, store: AppStateStore? = nil) where Value == Double? {
    self.init(key, nil, store, PersistedConversions.optional(Double.self))
  }

  /// A stored `String`, `nil` until one is stored; storing `nil` removes it.
  public init(_ key: String, store: AppStateStore? = nil) where Value == String? {
    self.init(key, nil, store, PersistedConversions.optional(String.self))
  }

  /// A stored value kept as its `Int` raw value, `nil` until one is stored.
  public init<R: RawRepresentable>(_ key: String, store: AppStateStore? = nil) where Value == R?, R.RawValue == Int {
    self.init(key, nil, store, PersistedConversions.optionalRaw(R.self))
  }

  /// A stored value kept as its `String` raw value, `nil` until one is stored.
  public init<R: RawRepresentable>(_ key: String, store: AppStateStore? = nil) where Value == R?, R.RawValue == String {
    self.init(key, nil, store, PersistedConversions.optionalRaw(R.self))
  }
}

#if GUIA_FOUNDATION
  extension AppStorage {
    /// A stored `URL`, `wrappedValue` until one is stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: AppStateStore? = nil) where Value == URL {
      self.init(key, wrappedValue, store, PersistedConversions.plain(URL.self))
    }

    /// A stored `URL`, `nil` until one is stored; storing `nil` removes it.
    public init(_ key: String, store: AppStateStore? = nil) where Value == URL? {
      self.init(key, nil, store, PersistedConversions.optional(URL.self))
    }

    /// A stored `Data`, `wrappedValue` until one is stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: AppStateStore? = nil) where Value == Data {
      self.init(key, wrappedValue, store, PersistedConversions.plain(Data.self))
    }

    /// A stored `Data`, `nil` until one is stored; storing `nil` removes it.
    public init(_ key: String, store: AppStateStore? = nil) where Value == Data? {
      self.init(key, nil, store, PersistedConversions.optional(Data.self))
    }

    /// A stored `Date`, `wrappedValue` until one is stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: AppStateStore? = nil) where Value == Date {
      self.init(key, wrappedValue, store, PersistedConversions.plain(Date.self))
    }

    /// A stored `Date`, `nil` until one is stored; storing `nil` removes it.
    public init(_ key: String, store: AppStateStore? = nil) where Value == Date? {
      self.init(key, nil, store, PersistedConversions.optional(Date.self))
    }
  }
#endif

extension AppStorage: BindableProperty {
  func bind(to node: ViewNode, slot: Int, context: ResolveContext) {
    box.bind(to: node, slot: slot, context: context)
  }
}
