/// A value in a range, as SwiftUI's `Gauge`: drawn as a ``ProgressView`` of the value's
/// part of the range, its label above, the bounds' labels at the bar's ends and the current
/// value's label under it.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?

  /// A gauge of `value` within `bounds`, with a label for it and for each bound.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
  }

  init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?,
    minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?
  ) {
    let span = bounds.upperBound - bounds.lowerBound
    fraction = span > 0 ? min(1, max(0, Double((value - bounds.lowerBound) / span))) : 0
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
  }

  /// The label over the bar between the bounds' labels.
  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      label
      HStack(spacing: 8) {
        if let minimumValueLabel { minimumValueLabel }
        if let currentValueLabel {
          ProgressView(value: fraction) { EmptyView() } currentValueLabel: { currentValueLabel }
        } else {
          ProgressView(value: fraction)
        }
        if let maximumValueLabel { maximumValueLabel }
      }
    }
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
  /// A gauge of `value` within `bounds`, labelled by what `label` builds.
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    self.init(value: value, in: bounds, label: label(), currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView {
  /// A gauge of `value` within `bounds`, with a label and the current value's label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil,
      maximumValueLabel: nil)
  }
}
