import ScrollKit
import Document

/// Progress, as SwiftUI's `ProgressView`: its label, then the work done, then its current
/// value's label (dim), in the environment's ``ProgressViewStyle``.
///
/// The linear style (the default) draws a bar as wide as it is offered, `█` done and `░` to
/// go, ended by the percentage unless a current value label says it; the circular style a
/// quarter-filled circle (`○ ◔ ◑ ◕ ●`) and the percentage on the label's row. Work whose end
/// is not known is a `⋯` before the label, in either.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  @Environment(\.progressViewStyle) private var style

  init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
    self.fraction = fraction
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  /// The style's view of this progress.
  public var body: some View {
    style.makeBody(
      ProgressViewStyleConfiguration(
        fractionCompleted: fraction,
        label: label.map { ProgressViewStyleConfiguration.Label(AnyView($0)) },
        currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(AnyView($0)) }))
  }

  /// `value` of `total` (clamped to it), or nil when either says nothing.
  static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    guard let value, total > 0 else { return nil }
    return min(1, max(0, Double(value) / Double(total)))
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Work under way, labelled by what `label` builds.
  public init(@ViewBuilder label: () -> Label) {
    self.init(fraction: nil, label: label(), currentValueLabel: nil)
  }

  /// `value` of `total` done, labelled by what `label` builds.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
  }
}

extension ProgressView {
  /// `value` of `total` done, labelled by `label`, its current value by `currentValueLabel`.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Work under way, with no label.
  public init() {
    self.init(fraction: nil, label: nil, currentValueLabel: nil)
  }

  /// `value` of `total` done (clamped), with no label.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// Work under way, titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
  }

  /// Work under way, titled `title`, sanitised.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
  }

  /// `value` of `total` done (clamped), titled `titleKey`.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(fraction: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
  }

  /// `value` of `total` done (clamped), titled `title`, sanitised.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
  }
}

/// A progress bar laid out: one row, as wide as it is offered, its percentage at the end
/// unless a label says the value.
@MainActor
final class ProgressBarElement: Element {
  let fraction: Double
  let style: TextStyle
  let showsPercentage: Bool

  init(fraction: Double, style: TextStyle, showsPercentage: Bool = true) {
    self.fraction = fraction
    self.style = style
    self.showsPercentage = showsPercentage
  }

  override func isFlexible(along axis: Axis) -> Bool { axis == .horizontal }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    CellSize(width: proposal.width ?? 20, height: min(1, proposal.height ?? 1))
  }

  override func draw(on canvas: inout CellCanvas) {
    guard frame.width > 0, frame.height > 0 else { return }
    let percent = showsPercentage ? " " + DisplayText(Int((fraction * 100).rounded(.down))) + "%" : ""
    let bar = max(0, frame.width - percent.width)
    let done = Int((Double(bar) * fraction).rounded(.down))
    canvas.put(
      [Span(DisplayText(repeating: "█", count: done), style: style),
       Span(DisplayText(repeating: "░", count: bar - done), style: style.union(.dim)),
       Span(percent, style: style)],
      row: frame.y, column: frame.x)
  }
}
