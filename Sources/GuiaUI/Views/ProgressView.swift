import ScrollKit
import Document

/// Progress, as SwiftUI's `ProgressView`: with a value, a bar as wide as it is offered
/// (`█` done, `░` to go) and its percentage; without one, its label after a `⋯`, work under
/// way whose end is not known.
public struct ProgressView<Label: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let fraction: Double?
  let label: Label?

  func makeElements(in context: ResolveContext) -> [Element] {
    let style = (context.environment.font ?? .body).style
    var rows: [Element] = []
    if let label {
      let labelElements = elements(of: label, in: context.child(0, type: Label.self))
      if fraction == nil {
        return [StackElement(axis: .horizontal, alignment: .center, spacing: 0,
          children: [TextElement(spans: [Span("⋯ ", style: style.union(.dim))])] + labelElements)]
      }
      rows += labelElements
    }
    if let fraction {
      rows.append(ProgressBarElement(fraction: fraction, style: style))
    } else {
      rows.append(TextElement(spans: [Span("⋯", style: style.union(.dim))]))
    }
    return rows.count == 1 ? rows : [StackElement(axis: .vertical, alignment: .leading, spacing: 0, children: rows)]
  }
}

extension ProgressView where Label == Text {
  /// Work under way, with no label.
  public init() {
    fraction = nil
    label = nil
  }

  /// Work under way, titled `title`, sanitised.
  public init<S: StringProtocol>(_ title: S) {
    fraction = nil
    label = Text(title)
  }

  /// `value` of `total` done (clamped), with no label.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    fraction = Self.fraction(value, total)
    label = nil
  }

  /// `value` of `total` done (clamped), titled `title`, sanitised.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    fraction = Self.fraction(value, total)
    label = Text(title)
  }

  private static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    guard let value, total > 0 else { return nil }
    return min(1, max(0, Double(value) / Double(total)))
  }
}

/// A progress bar laid out: one row, as wide as it is offered, its percentage at the end.
@MainActor
final class ProgressBarElement: Element {
  let fraction: Double
  let style: TextStyle

  init(fraction: Double, style: TextStyle) {
    self.fraction = fraction
    self.style = style
  }

  override func isFlexible(along axis: Axis) -> Bool { axis == .horizontal }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    CellSize(width: proposal.width ?? 20, height: min(1, proposal.height ?? 1))
  }

  override func draw(on canvas: inout Canvas) {
    guard frame.width > 0, frame.height > 0 else { return }
    let percent = DisplayText(Int((fraction * 100).rounded(.down))) + "%"
    let bar = max(0, frame.width - percent.width - 1)
    let done = Int((Double(bar) * fraction).rounded(.down))
    canvas.put(
      [Span(DisplayText(repeating: "█", count: done), style: style),
       Span(DisplayText(repeating: "░", count: bar - done), style: style.union(.dim)),
       Span(" " + percent, style: style)],
      row: frame.y, column: frame.x)
  }
}
