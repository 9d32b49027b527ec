import ScrollKit
import Document

/// How a ``ProgressView`` looks, as SwiftUI's `ProgressViewStyle`: `.linear` (the default),
/// `.circular`, or a style of your own that makes a view of the progress's configuration.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The view a progress becomes.
  associatedtype Body: View
  /// The properties of the progress being drawn.
  typealias Configuration = ProgressViewStyleConfiguration
  /// The view of the progress `configuration` describes.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ProgressViewStyle`` draws: how much is done and the labels.
public struct ProgressViewStyleConfiguration {
  /// The progress's label, as a view.
  public struct Label: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    /// The label's view.
    public var body: some View { content }
  }

  /// The label of the current value, as a view.
  public struct CurrentValueLabel: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    /// The label's view.
    public var body: some View { content }
  }

  /// The part done, from 0 to 1; nil when the end is not known.
  public let fractionCompleted: Double?
  /// The label, if the progress has one.
  public var label: Label?
  /// The current value's label, if the progress has one.
  public var currentValueLabel: CurrentValueLabel?
}

/// A bar across the width offered.
public struct LinearProgressViewStyle: ProgressViewStyle {
  /// The linear style.
  public init() {}

  /// The label, the bar, the current value's label.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressContent(configuration: configuration, isCircular: false)
  }
}

/// A circle filled by quarters, with the labels on its row.
public struct CircularProgressViewStyle: ProgressViewStyle {
  /// The circular style.
  public init() {}

  /// The circle, the label, the current value.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressContent(configuration: configuration, isCircular: true)
  }
}

/// The platform's style: on a terminal, the linear one.
public typealias DefaultProgressViewStyle = LinearProgressViewStyle

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar across the width offered.
  public static var linear: LinearProgressViewStyle { .init() }
  /// The platform's style: the bar.
  public static var automatic: LinearProgressViewStyle { .init() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A circle filled by quarters.
  public static var circular: CircularProgressViewStyle { .init() }
}

/// A style with its type erased, as the environment keeps it.
struct AnyProgressViewStyle {
  let makeBody: @MainActor (ProgressViewStyleConfiguration) -> AnyView

  init<S: ProgressViewStyle>(_ style: S) {
    // A style is a value made by a body, on the main actor, where it is used.
    nonisolated(unsafe) let style = style
    makeBody = { AnyView(style.makeBody(configuration: $0)) }
  }

  init(makeBody: @escaping @MainActor (ProgressViewStyleConfiguration) -> AnyView) {
    self.makeBody = makeBody
  }
}

struct ProgressViewStyleKey: EnvironmentKey {
  static let defaultValue = AnyProgressViewStyle { AnyView(ProgressContent(configuration: $0, isCircular: false)) }
}

extension EnvironmentValues {
  var progressViewStyle: AnyProgressViewStyle {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the progress views inside in `style`.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    environment(\.progressViewStyle, AnyProgressViewStyle(style))
  }
}

/// The progress drawn by the two built-in styles.
struct ProgressContent: View, PrimitiveView {
  typealias Body = Never
  static var _resolver: _ViewResolver<Self> { .primitive }
  let configuration: ProgressViewStyleConfiguration
  let isCircular: Bool

  func makeElements(in context: ResolveContext) -> [Element] {
    let style = (context.environment.font ?? .body).style
    let fraction = configuration.fractionCompleted
    let label = configuration.label.map { elements(of: $0, in: context.child(0, type: ProgressViewStyleConfiguration.Label.self)) } ?? []
    var valueContext = context.child(1, type: ProgressViewStyleConfiguration.CurrentValueLabel.self)
    valueContext.environment.foregroundColor = .secondary
    let value = configuration.currentValueLabel.map { elements(of: $0, in: valueContext) } ?? []
    guard let fraction else {
      // Work whose end is not known: `⋯` and the label, in either style.
      let dots = TextElement(spans: [Span(label.isEmpty ? "⋯" : "⋯ ", style: style.union(.dim))])
      return [row([dots] + label + value)]
    }
    if isCircular {
      let quarter = Int((fraction * 4).rounded(.down))
      let glyph: DisplayText = ["○", "◔", "◑", "◕", "●"][quarter]
      var parts: [Element] = [TextElement(spans: [Span(glyph + " ", style: style)])] + label
      if value.isEmpty {
        let percent = DisplayText(Int((fraction * 100).rounded(.down))) + "%"
        parts.append(TextElement(spans: [Span((label.isEmpty ? "" : " ") + percent, style: style)]))
      } else {
        parts.append(TextElement(spans: [Span(" ", style: style)]))
        parts += value
      }
      return [row(parts)]
    }
    let bar = ProgressBarElement(fraction: fraction, style: style, showsPercentage: value.isEmpty)
    let rows = label + [bar] + value
    return rows.count == 1 ? rows : [StackElement(axis: .vertical, alignment: .leading, spacing: 0, children: rows)]
  }

  private func row(_ parts: [Element]) -> Element {
    parts.count == 1 ? parts[0] : StackElement(axis: .horizontal, alignment: .center, spacing: 0, children: parts)
  }
}
