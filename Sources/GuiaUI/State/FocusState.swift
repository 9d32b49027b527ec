/// Where the keyboard's focus is, as SwiftUI's `@FocusState`: `true` (or a field's value)
/// while the view bound with ``View/focused(_:)`` (or ``View/focused(_:equals:)``) has
/// focus.
///
/// Writing the state moves focus: `isTyping = true` focuses the text field bound to it,
/// `field = .city` the one bound with `equals: .city`, and `false` or `nil` takes focus away.
/// One view has focus at a time, so giving it to one state takes it from any other (which
/// goes back to `false` or `nil`). A focused text field takes Escape by letting focus go.
///
/// ```swift
/// @FocusState private var isTyping: Bool
/// var body: some View {
///   TextField("/", text: $query).focused($isTyping)
/// }
/// ```
@MainActor @preconcurrency @propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  /// Its one field, where the binder looks (``PropertyBox``).
  private let box: FocusBox<Value>

  private init(defaultValue: Value) {
    box = FocusBox(defaultValue: defaultValue)
  }

  private var defaultValue: Value { box.defaultValue }

  /// Focus as a Boolean: `false` until a view bound with `focused(_:)` takes it.
  public init() where Value == Bool { self.init(defaultValue: false) }

  /// Focus among several views: `nil` until the view bound with `focused(_:equals:)` to a
  /// value takes it.
  public init<T: Hashable>() where Value == T? { self.init(defaultValue: nil) }

  /// The focused view's value (`true`), or `false`/`nil` when none of this state's has it.
  public var wrappedValue: Value {
    get { box.location?.value ?? defaultValue }
    nonmutating set { box.location?.set(newValue) }
  }

  /// A binding to the focus, for ``View/focused(_:)``.
  public var projectedValue: Binding {
    Binding(box: box, defaultValue: defaultValue)
  }

  /// A binding to a focus state, as SwiftUI's `FocusState.Binding`.
  @MainActor @preconcurrency @propertyWrapper
  public struct Binding {
    fileprivate let box: FocusBox<Value>
    /// What the state holds when no view of it is focused.
    let defaultValue: Value

    /// The focused view's value.
    public var wrappedValue: Value {
      get { box.location?.value ?? defaultValue }
      nonmutating set { box.location?.set(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding { self }
  }
}

extension FocusState: BindableProperty {
  func bind(to node: ViewNode, slot: Int, context: ResolveContext) {
    box.bind(to: node, slot: slot, context: context)
  }
}

/// The reference a focus state carries to its node's storage.
final class FocusBox<Value: Hashable>: PropertyBox {
  let defaultValue: Value
  var location: FocusLocation<Value>?

  init(defaultValue: Value) {
    self.defaultValue = defaultValue
  }

  override func bind(to node: ViewNode, slot: Int, context: ResolveContext) {
    let defaultValue = defaultValue
    location = node.slot(slot) { FocusLocation(defaultValue, graph: node.graph) }
  }
}

/// A focus state's value in its node, and the rule that one state holds focus at a time.
@MainActor
final class FocusLocation<Value: Hashable>: FocusOwner {
  private(set) var value: Value
  private let defaultValue: Value
  private weak var graph: ViewGraph?

  init(_ defaultValue: Value, graph: ViewGraph) {
    value = defaultValue
    self.defaultValue = defaultValue
    self.graph = graph
  }

  /// Writes `newValue` (after the pass, when one is running), claiming focus for a value
  /// other than the default and releasing it for the default.
  func set(_ newValue: Value) {
    guard let graph else { return }
    graph.perform { [weak self] in
      guard let self, self.value != newValue else { return }
      self.value = newValue
      if newValue == self.defaultValue {
        graph.input.releaseFocus(self)
      } else {
        graph.input.claimFocus(self)
      }
      // A key after this one in the same burst goes to what now has focus.
      graph.input.focusMoved = true
      graph.setNeedsUpdate()
    }
  }

  func resignFocus() {
    guard value != defaultValue else { return }
    value = defaultValue
    graph?.setNeedsUpdate()
  }
}
