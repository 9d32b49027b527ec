/// A value owned by a view and kept in its place in the tree, as SwiftUI's `@State`.
///
/// The view holds only a reference that each pass connects to the node's storage, so the
/// copies of a view that closures capture (`action: { isAtBottom = newValue }`) all reach
/// the same value. A write of an equal value does nothing; any other write asks for a new
/// pass, and a write made during a pass waits until the pass has returned.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  /// Its one field, where the binder looks (``PropertyBox``).
  private let box: StateBox<Value>

  /// State that starts as `wrappedValue`.
  public init(wrappedValue: Value) {
    box = StateBox(initialValue: wrappedValue, isEqual: nil)
  }

  /// State that starts as `value`.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  /// The current value.
  public var wrappedValue: Value {
    get {
      // No `Value?` made on the way (its metadata is looked up at each read of generic code).
      if let location = box.location { return location.read() }
      return box.initialValue
    }
    nonmutating set {
      if let location = box.location {
        location.set(newValue)
      } else {
        // Not yet in a tree: the value is the view's own until it is placed, as a
        // SwiftUI view's state outside a hierarchy.
        box.location = StoredLocation(newValue, graph: nil, isEqual: box.isEqual)
      }
    }
  }

  /// A binding to the value. Once the view is in a tree, every binding to this state is
  /// the same value (a view holding one is the same view, as in SwiftUI), and a view that
  /// reads it through the binding is resolved again when it changes.
  public var projectedValue: Binding<Value> {
    if let location = box.location, location.owner != nil { return Binding(location: location) }
    let box = box
    return Binding(
      get: { box.location?.value ?? box.initialValue },
      set: { newValue in
        if let location = box.location { location.set(newValue) }
      })
  }
}

extension State where Value: Equatable {
  /// State of an `Equatable` value that starts as `wrappedValue`: writes are compared with
  /// `==` directly. The cast that compares other values searches every conformance record of
  /// the program the first time it meets a type, and a first screen meets a dozen.
  public init(wrappedValue: Value) {
    box = StateBox(initialValue: wrappedValue, isEqual: { $0 == $1 })
  }

  /// State of an `Equatable` value that starts as `value`.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Optional state that starts as `nil`.
  public init() { self.init(wrappedValue: nil) }
}

extension State: BindableProperty {
  func bind(to node: ViewNode, slot: Int, context: ResolveContext) {
    box.bind(to: node, slot: slot, context: context)
  }
}

/// The reference a `State` value carries to its node's storage, and what the state starts
/// as.
final class StateBox<Value>: PropertyBox {
  let initialValue: Value
  /// `==` when `Value` is known to be `Equatable` where the state is declared; otherwise
  /// writes are compared through a cast (see ``areEqual(_:_:)``).
  let isEqual: ((Value, Value) -> Bool)?
  var location: StoredLocation<Value>?

  init(initialValue: Value, isEqual: ((Value, Value) -> Bool)?) {
    self.initialValue = initialValue
    self.isEqual = isEqual
  }

  override func bind(to node: ViewNode, slot: Int, context: ResolveContext) {
    location = node.slot(slot) {
      StoredLocation(initialValue, owner: node, isEqual: isEqual)
    }
  }
}

/// A value in a node's slot and the rules of writing it.
///
/// Writes come from views and their actions, on the main actor; the location is not
/// isolated itself so that a `State` (a plain value, as SwiftUI's) can reach it.
final class StoredLocation<Value>: @unchecked Sendable {
  private(set) var value: Value
  private weak var graph: ViewGraph?
  /// The node whose view declared the state: a write marks it (and the views holding it)
  /// stale.
  private(set) weak var owner: ViewNode?
  /// The other nodes whose views read the value as they were resolved (through a binding):
  /// a write marks them stale too, and forgets them (resolved again, they read it again).
  private var readers = NodeReaders()
  private let isEqual: ((Value, Value) -> Bool)?

  init(_ value: Value, graph: ViewGraph?, isEqual: ((Value, Value) -> Bool)? = nil) {
    self.value = value
    self.graph = graph
    self.isEqual = isEqual
  }

  /// The state of the view resolved in `owner`.
  @MainActor
  init(_ value: Value, owner: ViewNode, isEqual: ((Value, Value) -> Bool)? = nil) {
    self.value = value
    self.graph = owner.graph
    self.owner = owner
    self.isEqual = isEqual
  }

  /// The value, noting the view being resolved, if any, as one that reads it.
  func read() -> Value {
    if let node = ViewNode.resolving, node !== owner { readers.insert(node) }
    return value
  }

  /// Asks for the pass that shows the new value.
  @MainActor
  private func invalidate(_ graph: ViewGraph) {
    if let owner { owner.invalidate() } else { graph.setNeedsUpdate() }
    readers.invalidateAll()
  }

  /// Whether a write of `newValue` over `value` changes nothing.
  private func isUnchanged(_ newValue: Value) -> Bool {
    isEqual?(value, newValue) ?? areEqual(value, newValue)
  }

  func set(_ newValue: Value) {
    guard let graph else {
      value = newValue
      return
    }
    nonisolated(unsafe) let newValue = newValue
    MainActor.assumeIsolated {
      if !graph.isInPass {
        // Written from a handler, between passes (every key writes a few): done here, with
        // no closure made for the queue.
        if isUnchanged(newValue) { return }
        value = newValue
        invalidate(graph)
        return
      }
      // The queued write holds neither the location nor the graph: a graph dropped with
      // writes still queued (a cycle stopped) frees them.
      graph.perform { [weak self, weak graph] in
        guard let self, let graph else { return }
        if self.isUnchanged(newValue) { return }
        self.value = newValue
        self.invalidate(graph)
      }
    }
  }
}

/// Whether two values of the same type are equal, when the type is `Equatable`; `false`
/// otherwise (a write of a non-equatable value always counts).
func areEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
  guard let lhs = lhs as? any Equatable else { return false }
  return lhs.isEqual(to: rhs)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
