import ScrollKit
import Document
import TerminalUI

/// A control for a value in a range, as SwiftUI's `Slider`: its label, then a track as wide as
/// it is offered (`━` up to the value, `●`, `─` after) between the minimum's and the maximum's
/// labels; Tab gives it focus (the knob in reverse video), and Right or Left moves the value by
/// its step (a twentieth of the range without one), each move an edit of its own
/// (`onEditingChanged` hears `true`, the value changes, then `false`).
public struct Slider<Label: View, ValueLabel: View>: View {
  let track: SliderTrack
  let label: Label?
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?

  init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?, label: Label?,
    minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?,
    onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    track = SliderTrack(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
    self.label = label
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
  }

  /// A slider of `value` within `bounds`, moving by `step` (a twentieth of the range when
  /// nil), labelled by what `label` builds, between the bounds' labels.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
  }

  /// The label, the minimum's label, the track, the maximum's label, a column apart.
  public var body: some View {
    HStack(spacing: 8) {
      if let label { label }
      if let minimumValueLabel { minimumValueLabel }
      track
      if let maximumValueLabel { maximumValueLabel }
    }
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider of `value` within `bounds`, moving by `step` (a twentieth of the range when
  /// nil), labelled by what `label` builds.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label(), minimumValueLabel: nil,
      maximumValueLabel: nil, onEditingChanged: onEditingChanged)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider of `value` within `bounds`, moving by `step` (a twentieth of the range when nil).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: nil, minimumValueLabel: nil,
      maximumValueLabel: nil, onEditingChanged: onEditingChanged)
  }
}

/// A slider's track, which has the focus and moves the value.
struct SliderTrack: View, PrimitiveView {
  typealias Body = Never
  static var _resolver: _ViewResolver<Self> { .primitive }
  let fraction: Double
  let move: (Int) -> Void

  init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?,
    onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    let span = bounds.upperBound - bounds.lowerBound
    fraction = span > 0 ? Double((value.wrappedValue - bounds.lowerBound) / span) : 0
    let stride = step.map { V($0) } ?? span / 20
    move = { steps in
      onEditingChanged(true)
      let moved = value.wrappedValue + stride * V(steps)
      value.wrappedValue = min(bounds.upperBound, max(bounds.lowerBound, moved))
      onEditingChanged(false)
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

  override func draw(on canvas: inout CellCanvas) {
    guard frame.width > 0, frame.height > 0 else { return }
    let knob = Int((Double(frame.width - 1) * fraction).rounded())
    canvas.put(
      [Span(DisplayText(repeating: "━", count: knob), style: []),
       Span("●", style: isFocused ? .reverse : []),
       Span(DisplayText(repeating: "─", count: frame.width - 1 - knob), style: .dim)],
      row: frame.y, column: frame.x)
  }
}
