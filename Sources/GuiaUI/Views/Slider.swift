import ScrollKit
import Document
import TerminalUI

/// A control for a value in a range, as SwiftUI's `Slider`: a track as wide as it is offered
/// (`━` up to the value, `●`, `─` after); Tab gives it focus (the knob in reverse video), and
/// Right or Left moves the value by its step (a twentieth of the range without one).
public struct Slider: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let fraction: Double
  let move: (Int) -> Void

  /// A slider of `value` within `bounds`, moving by `step` (a twentieth of the range when nil).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    let span = bounds.upperBound - bounds.lowerBound
    fraction = span > 0 ? Double((value.wrappedValue - bounds.lowerBound) / span) : 0
    let stride = step.map { V($0) } ?? span / 20
    move = { steps in
      let moved = value.wrappedValue + stride * V(steps)
      value.wrappedValue = min(bounds.upperBound, max(bounds.lowerBound, moved))
    }
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    let move = move
    let inner = registerFocusable(in: context) { key in
      switch key {
      case .right: move(1)
      case .left: move(-1)
      default: return false
      }
      return true
    }
    return [SliderElement(fraction: min(1, max(0, fraction)), isFocused: inner.environment.isFocused)]
  }
}

/// A slider laid out: one row, as wide as it is offered.
@MainActor
final class SliderElement: Element {
  let fraction: Double
  let isFocused: Bool

  init(fraction: Double, isFocused: Bool) {
    self.fraction = fraction
    self.isFocused = isFocused
  }

  override func isFlexible(along axis: Axis) -> Bool { axis == .horizontal }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    CellSize(width: proposal.width ?? 20, height: min(1, proposal.height ?? 1))
  }

  override func draw(on canvas: inout Canvas) {
    guard frame.width > 0, frame.height > 0 else { return }
    let knob = Int((Double(frame.width - 1) * fraction).rounded())
    canvas.put(
      [Span(DisplayText(repeating: "━", count: knob), style: []),
       Span("●", style: isFocused ? .reverse : []),
       Span(DisplayText(repeating: "─", count: frame.width - 1 - knob), style: .dim)],
      row: frame.y, column: frame.x)
  }
}
