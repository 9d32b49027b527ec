@_spi(Reflection) import Swift

/// A stored property of a view whose value lives in the view's node, not in the view
/// (`@State`, `@StateObject`, `@ObservedObject`, `@Environment`, `@FocusState`).
public protocol DynamicProperty {}

/// A dynamic property that is bound to its node before `body` runs.
@MainActor
protocol BindableProperty {
  /// Connects this copy to the state at `slot` of `node`.
  func bind(to node: ViewNode, slot: Int, context: ResolveContext)
}

extension BindableProperty {
  /// Binds the property stored at `address`, which holds a value of this type.
  static func bind(at address: UnsafeRawPointer, to node: ViewNode, slot: Int, context: ResolveContext) {
    address.assumingMemoryBound(to: Self.self).pointee.bind(to: node, slot: slot, context: context)
  }
}

/// What GuiaUI's dynamic properties hold as their one stored field (`State`'s
/// ``StateBox``, `Environment`'s ``EnvironmentBox``…): the binder binds the property
/// through this class's method, found from the reference, with no question to the runtime.
/// Asked whether `State<Pager>` conforms to ``BindableProperty``, the runtime searches every
/// conformance record of the program the first time it meets each generic type: eight
/// searches of a reader's first screen, 5 % of it.
class PropertyBox {
  /// Connects the property holding this box to the state at `slot` of `node`.
  @MainActor func bind(to node: ViewNode, slot: Int, context: ResolveContext) {}
}

/// Binds the dynamic properties of views to their nodes.
///
/// A view type's stored properties are looked at once, from its type's field records: which
/// of them are dynamic, and where they lie in the value. Each pass then binds those fields in
/// place. `Mirror` did the same by boxing every field of the view into an `Any` and casting
/// it, on every pass: the reader's view, with a dozen `@State`s, paid that on every key.
@MainActor @usableFromInline
enum DynamicPropertyBinder {
  /// A dynamic property of a view type: its field's index (its slot in the node), where it
  /// lies in the value, and its type.
  private struct Field {
    var slot: Int
    var offset: Int
    /// The wrapper's type, for one without a ``PropertyBox`` (`@ObservedObject`, whose one
    /// field is the object given); `nil`: bound through its box.
    var type: (any BindableProperty.Type)?
  }

  /// The dynamic fields of each view type seen, or nil for a class, whose fields are not in
  /// the value: a class is reflected with `Mirror` each time.
  private static var fieldsByType: [ObjectIdentifier: [Field]?] = [:]

  @usableFromInline
  static func bind<V>(_ view: V, to node: ViewNode, context: ResolveContext) {
    let key = ObjectIdentifier(V.self)
    let fields: [Field]?
    if let known = fieldsByType[key] {
      fields = known
    } else {
      fields = dynamicFields(of: V.self)
      fieldsByType[key] = fields
    }
    guard let fields else { return bindReflecting(view, to: node, context: context) }
    guard !fields.isEmpty else { return }
    withUnsafePointer(to: view) { pointer in
      let base = UnsafeRawPointer(pointer)
      for field in fields {
        if let type = field.type {
          type.bind(at: base + field.offset, to: node, slot: field.slot, context: context)
        } else {
          (base + field.offset).load(as: PropertyBox.self).bind(to: node, slot: field.slot, context: context)
        }
      }
    }
  }

  /// The dynamic fields of a value type, found from its field records; nil for a class,
  /// whose fields lie in the object rather than in the value.
  private static func dynamicFields(of type: Any.Type) -> [Field]? {
    var fields: [Field] = []
    var index = 0
    let complete = _forEachField(of: type, options: .init(rawValue: 0)) { _, offset, fieldType, _ in
      switch wrapperKind(of: fieldType) {
      case .boxed?: fields.append(Field(slot: index, offset: offset, type: nil))
      case .observed?:
        if let bindable = fieldType as? any BindableProperty.Type {
          fields.append(Field(slot: index, offset: offset, type: bindable))
        }
      case nil: break
      }
      index += 1
      return true
    }
    return complete ? fields : nil
  }

  /// The kinds of GuiaUI's property wrappers.
  enum WrapperKind {
    /// One whose one field is a ``PropertyBox``, and whose value lives in the node.
    case boxed
    /// `@ObservedObject`: its field is the object given, another input when it changes.
    case observed
  }

  /// Which of GuiaUI's property wrappers `type` is (`State<…>`, `Environment<…>`…), told by
  /// its nominal type; `nil` for any other type. Asked instead of a conformance because the
  /// runtime answers a failing conformance question (an `Int` field) by scanning every
  /// conformance record of the program, 74 000 instructions for each new field type.
  static func wrapperKind(of type: Any.Type) -> WrapperKind? {
    guard let descriptor = nominalDescriptor(of: type) else { return nil }
    if boxedDescriptors.contains(descriptor) { return .boxed }
    return descriptor == observedDescriptor ? .observed : nil
  }

  /// Whether a view's field of type `type` is a wrapper whose value lives in the node (a
  /// `@State`'s value, an `@Environment`'s): left out when two values of a view are compared
  /// (``StoredBytes``), as SwiftUI's graph ignores a `@State`'s initial value once the view
  /// has its storage. An `@ObservedObject` is not: another object is another input.
  static func isStoredInNode(_ type: Any.Type) -> Bool {
    wrapperKind(of: type) == .boxed
  }

  /// The nominal type descriptors of the wrappers whose one field is a ``PropertyBox``.
  private static let boxedDescriptors: Set<UnsafeRawPointer> = Set(
    [
      State<Int>.self, Environment<Int>.self, Namespace.self, FocusState<Bool>.self,
      StateObject<WrapperWitness>.self, EnvironmentObject<WrapperWitness>.self,
      AppStorage<Int>.self, SceneStorage<Int>.self,
    ].compactMap(nominalDescriptor(of:)))

  /// `@ObservedObject`'s nominal type descriptor.
  private static let observedDescriptor = nominalDescriptor(of: ObservedObject<WrapperWitness>.self)

  /// The descriptor a struct's metadata points to, shared by every instance of a generic
  /// struct (`State<Int>` and `State<Pager>`); `nil` for any other kind of type.
  nonisolated private static func nominalDescriptor(of type: Any.Type) -> UnsafeRawPointer? {
    // MetadataKind.Struct (0 | isNonHeap); its metadata is the kind, then the descriptor.
    guard metadataKind(of: type) == 0x200 else { return nil }
    return unsafeBitCast(type, to: UnsafePointer<UnsafeRawPointer>.self)[1]
  }

  private static func bindReflecting<V>(_ view: V, to node: ViewNode, context: ResolveContext) {
    for (index, child) in Mirror(reflecting: view).children.enumerated() {
      guard let property = child.value as? any BindableProperty else { continue }
      property.bind(to: node, slot: index, context: context)
    }
  }
}

/// An object that only names the object wrappers' type (``DynamicPropertyBinder``).
private final class WrapperWitness: ObservableObject {}
