import Document
import TerminalUI

/// A control that adds or takes away a step, as SwiftUI's `Stepper`: its label, then `[−|+]`;
/// Tab gives it focus (the label in reverse video), and Right or `+` increments, Left or `-`
/// decrements, within its range.
public struct Stepper<Label: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let increment: () -> Void
  let decrement: () -> Void
  let label: Label

  /// A stepper running `onIncrement` and `onDecrement`, showing `label`.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    increment = onIncrement ?? {}
    decrement = onDecrement ?? {}
  }

  /// A stepper of `value` by `step`, within `bounds`, showing `label`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    increment = { value.wrappedValue = min(bounds.upperBound, value.wrappedValue.advanced(by: step)) }
    decrement = { value.wrappedValue = max(bounds.lowerBound, value.wrappedValue.advanced(by: -step)) }
  }

  /// A stepper of `value` by `step`, with no bounds, showing `label`.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    let (increment, decrement) = (increment, decrement)
    var inner = registerFocusable(in: context) { key in
      switch key {
      case .right, .character("+"): increment()
      case .left, .character("-"): decrement()
      default: return false
      }
      return true
    }
    if inner.environment.isFocused { inner.environment.invertsText = true }
    return elements(of: Self.row(label), in: inner.child(0, type: Self.self))
  }

  static func row(_ label: Label) -> some View {
    HStack(spacing: 8) {
      label
      Text(DisplayText(verbatim: "[−|+]"))
    }
  }
}

extension Stepper where Label == Text {
  /// A stepper of `value` within `bounds` titled `title` (a key looked up in the language's table).
  public init<V: Strideable>(
    _ title: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
  ) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }

  /// A stepper of `value` within `bounds` titled `title`, sanitised.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
  ) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }

  /// A stepper of `value` titled `title` (a key looked up in the language's table).
  public init<V: Strideable>(_ title: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
    self.init(value: value, step: step) { Text(title) }
  }
}
