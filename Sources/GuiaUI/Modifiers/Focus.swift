import TerminalUI

extension View {
  /// Binds the focus of the focusable view inside this one (a ``TextField``, a
  /// ``View/focusable(_:)`` view) to `condition`: it has focus while `condition` is `true`,
  /// and setting `condition` to `true` gives it focus.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    focused(condition, equals: true)
  }

  /// Binds the focus of the focusable view inside this one to `binding`'s value `value`:
  /// it has focus while the state equals `value`, and setting the state to `value` gives it
  /// focus.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    modifier(FocusedModifier(binding: binding, value: value))
  }

  /// Makes this view able to take focus, as SwiftUI's: focused, the `onKeyPress` handlers
  /// around it receive the keys, and Tab moves focus on to the next focusable view.
  public func focusable(_ isFocusable: Bool = true) -> some View {
    modifier(FocusableModifier(isFocusable: isFocusable))
  }
}

extension EnvironmentValues {
  /// Whether the nearest focusable view around this one has focus.
  public var isFocused: Bool {
    get { self[IsFocusedKey.self] }
    set { self[IsFocusedKey.self] = newValue }
  }

  /// The `focused` binding the next focusable view below takes.
  var focusBinding: FocusBinding? {
    get { self[FocusBindingKey.self] }
    set { self[FocusBindingKey.self] = newValue }
  }
}

/// What a `focused` modifier hands the focusable view inside it.
@MainActor
struct FocusBinding {
  /// Whether the binding says this view has focus.
  let isFocused: Bool
  /// Gives the view focus.
  let focus: () -> Void
  /// Takes focus away from the view (Escape in a text field).
  let unfocus: () -> Void
}

struct IsFocusedKey: EnvironmentKey {
  static let defaultValue = false
}

struct FocusBindingKey: EnvironmentKey {
  static let defaultValue: FocusBinding? = nil
}

@usableFromInline
struct FocusedModifier<Value: Hashable>: PrimitiveModifier {
  let binding: FocusState<Value>.Binding
  let value: Value

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    let (binding, value) = (binding, value)
    var inner = context
    inner.environment.focusBinding = FocusBinding(
      isFocused: binding.wrappedValue == value,
      focus: { binding.wrappedValue = value },
      unfocus: {
        if binding.wrappedValue == value { binding.wrappedValue = binding.defaultValue }
      })
    return content.resolve(in: inner)
  }
}

@usableFromInline
struct FocusableModifier: PrimitiveModifier {
  let isFocusable: Bool

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    guard isFocusable else { return content.resolve(in: context) }
    let inner = registerFocusable(in: context, edit: nil)
    let elements = content.resolve(in: inner)
    // `ScrollView { … }.focusable()`: focused, it is the scroll view the keys move.
    if let scroll = elements.first?.first(ScrollElement.self) {
      let (storage, node) = (scroll.storage, ObjectIdentifier(context.node))
      context.graph.register(.focusableScroll(storage, node: node))
    }
    return elements
  }
}

/// Registers the view of `context` as focusable, with its `focused` binding and the key
/// handlers around it; returns the context for its content, which has taken the binding.
@MainActor
func registerFocusable(
  in context: ResolveContext, entersText: Bool = false, edit: ((Key) -> Bool)?
) -> ResolveContext {
  let binding = context.environment.focusBinding
  let node = ObjectIdentifier(context.node)
  let graph = context.graph
  // Without a binding, focus is the registry's: Tab still reaches the view, as SwiftUI's.
  let isFocused = binding?.isFocused ?? (graph.input.unboundFocus == node)
  let focus = binding?.focus ?? { [weak graph] in
    graph?.input.focusUnbound(node)
    graph?.setNeedsUpdate()
  }
  // Under a sheet or a pushed screen, or disabled, the view keeps its state but Tab does
  // not reach it.
  if !context.environment.isInputSuspended, context.environment.isEnabled {
    let focusable = Focusable(
      node: node, isFocused: isFocused, focus: focus, handlers: context.environment.keyHandlers,
      edit: edit, entersText: entersText, scroll: context.environment.enclosingScroll)
    graph.register(.focusable(focusable))
  }
  var inner = context
  inner.environment.focusBinding = nil
  inner.environment.isFocused = isFocused
  return inner
}

/// Registers the control of `context` (a ``Button``, a ``Toggle``) as focusable, running
/// `activate` on Enter or Space while it has focus; returns the context for its label, in
/// reverse video while focused.
@MainActor
func registerControl(in context: ResolveContext, activate: @escaping () -> Void) -> ResolveContext {
  context.environment.controlCollector?.add(activate)
  var inner = registerFocusable(in: context) { key in
    // Keys reach a focused view between passes: the action may write state.
    guard key == .enter || key == .character(" ") else { return false }
    activate()
    return true
  }
  if inner.environment.isFocused { inner.environment.invertsText = true }
  // A shortcut runs the control wherever focus is; not under a sheet, nor when disabled.
  if let shortcut = context.environment.keyboardShortcut {
    if !context.environment.isInputSuspended, context.environment.isEnabled {
      context.graph.register(.keyboardShortcut(shortcut, action: activate))
    }
    inner.environment.keyboardShortcut = nil
  }
  return inner
}
