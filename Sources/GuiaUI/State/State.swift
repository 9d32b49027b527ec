/// A value owned by a view and kept in its place in the tree, as SwiftUI's `@State`.
///
/// The view holds only a reference that each pass connects to the node's storage, so the
/// copies of a view that closures capture (`action: { isAtBottom = newValue }`) all reach
/// the same value. A write of an equal value does nothing; any other write asks for a new
/// pass, and a write made during a pass waits until the pass has returned.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  private let initialValue: Value
  private let box: StateBox<Value>

  /// State that starts as `wrappedValue`.
  public init(wrappedValue: Value) {
    initialValue = wrappedValue
    box = StateBox()
  }

  /// State that starts as `value`.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  /// The current value.
  public var wrappedValue: Value {
    get { box.location?.value ?? initialValue }
    nonmutating set {
      if let location = box.location {
        location.set(newValue)
      } else {
        // Not yet in a tree: the value is the view's own until it is placed, as a
        // SwiftUI view's state outside a hierarchy.
        box.location = StoredLocation(newValue, graph: nil)
      }
    }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let box = box
    let initialValue = initialValue
    return Binding(
      get: { box.location?.value ?? initialValue },
      set: { newValue in
        if let location = box.location { location.set(newValue) }
      })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Optional state that starts as `nil`.
  public init() { self.init(wrappedValue: nil) }
}

extension State: BindableProperty {
  func bind(to node: ViewNode, slot: Int, context: ResolveContext) {
    box.location = node.slot(slot) { StoredLocation(initialValue, graph: node.graph) }
  }
}

/// The reference a `State` value carries to its node's storage.
final class StateBox<Value> {
  var location: StoredLocation<Value>?
}

/// A value in a node's slot and the rules of writing it.
///
/// Writes come from views and their actions, on the main actor; the location is not
/// isolated itself so that a `State` (a plain value, as SwiftUI's) can reach it.
final class StoredLocation<Value>: @unchecked Sendable {
  private(set) var value: Value
  private weak var graph: ViewGraph?

  init(_ value: Value, graph: ViewGraph?) {
    self.value = value
    self.graph = graph
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
        if areEqual(value, newValue) { return }
        value = newValue
        graph.setNeedsUpdate()
        return
      }
      // The queued write holds neither the location nor the graph: a graph dropped with
      // writes still queued (a cycle stopped) frees them.
      graph.perform { [weak self, weak graph] in
        guard let self, let graph else { return }
        if areEqual(self.value, newValue) { return }
        self.value = newValue
        graph.setNeedsUpdate()
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
