/// How labels look, as SwiftUI's `LabelStyle`: `.titleAndIcon` (the default), `.titleOnly`,
/// `.iconOnly`, or a style of your own that makes a view of the label's title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The view a label becomes.
  associatedtype Body: View
  /// The parts of the label being drawn.
  typealias Configuration = LabelStyleConfiguration
  /// The view of the label `configuration` describes.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabelStyle`` draws: the label's title and icon, as views.
public struct LabelStyleConfiguration {
  /// The label's title, as a view.
  public struct Title: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    /// The title's view.
    public var body: some View { content }
  }

  /// The label's icon, as a view.
  public struct Icon: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    /// The icon's view.
    public var body: some View { content }
  }

  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon
}

/// Which parts of a label the built-in styles show.
enum LabelStyleKind: Hashable, Sendable {
  case titleAndIcon, titleOnly, iconOnly
}

/// The built-in label styles.
public struct BuiltInLabelStyle: LabelStyle {
  let kind: LabelStyleKind

  /// The icon, a column, then the title, or one of them as the style says.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      if kind != .titleOnly { configuration.icon }
      if kind != .iconOnly { configuration.title }
    }
  }
}

extension LabelStyle where Self == BuiltInLabelStyle {
  /// The platform's style: the icon and the title.
  public static var automatic: BuiltInLabelStyle { .init(kind: .titleAndIcon) }
  /// The icon and the title.
  public static var titleAndIcon: BuiltInLabelStyle { .init(kind: .titleAndIcon) }
  /// The title alone.
  public static var titleOnly: BuiltInLabelStyle { .init(kind: .titleOnly) }
  /// The icon alone.
  public static var iconOnly: BuiltInLabelStyle { .init(kind: .iconOnly) }
}

/// A style with its type erased, as the environment keeps it: a built-in one by its kind (a
/// value the environment compares), any other by its body.
struct AnyLabelStyle: Equatable {
  let kind: LabelStyleKind?
  let makeBody: @MainActor (LabelStyleConfiguration) -> AnyView

  init<S: LabelStyle>(_ style: S) {
    kind = (style as? BuiltInLabelStyle)?.kind
    // A style is a value made by a body, on the main actor, where it is used.
    nonisolated(unsafe) let style = style
    makeBody = { AnyView(style.makeBody(configuration: $0)) }
  }

  /// Built-in styles of one kind are the same; a style of one's own is another each pass.
  nonisolated static func == (lhs: AnyLabelStyle, rhs: AnyLabelStyle) -> Bool {
    lhs.kind != nil && lhs.kind == rhs.kind
  }
}

struct LabelStyleKey: EnvironmentKey {
  static let defaultValue = AnyLabelStyle(BuiltInLabelStyle(kind: .titleAndIcon))
}

extension EnvironmentValues {
  var labelStyle: AnyLabelStyle {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// Shows the labels below in `style`.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environment(\.labelStyle, AnyLabelStyle(style))
  }
}
