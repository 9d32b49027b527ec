/// How group boxes look, as SwiftUI's `GroupBoxStyle`: `.automatic` (the label in bold over
/// the content), or a style of your own that makes a view of the label and the content.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  /// The view a group box becomes.
  associatedtype Body: View
  /// The parts of the group box being drawn.
  typealias Configuration = GroupBoxStyleConfiguration
  /// The view of the group box `configuration` describes.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``GroupBoxStyle`` draws: the group box's label and content, as views.
public struct GroupBoxStyleConfiguration {
  /// The group box's label, as a view.
  public struct Label: View {
    let content: AnyView
    /// The label's view.
    public var body: some View { content }
  }

  /// The group box's content, as a view.
  public struct Content: View {
    let content: AnyView
    /// The content's view.
    public var body: some View { content }
  }

  /// The label.
  public let label: Label
  /// The content.
  public let content: Content
}

/// The platform's group box style: the label in bold over the content.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
  /// The default style.
  nonisolated public init() {}

  /// The label, bold, over the content.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      configuration.label.font(.headline)
      configuration.content
    }
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The platform's style.
  public static var automatic: DefaultGroupBoxStyle { .init() }
}

/// A group box style with its type erased, as the environment keeps it: the default one is
/// equal to itself, any other is another each pass.
struct AnyGroupBoxStyle: Equatable {
  let isDefault: Bool
  let makeBody: @MainActor (GroupBoxStyleConfiguration) -> AnyView

  init<S: GroupBoxStyle>(_ style: S) {
    isDefault = style is DefaultGroupBoxStyle
    // A style is a value made by a body, on the main actor, where it is used.
    nonisolated(unsafe) let style = style
    makeBody = { AnyView(style.makeBody(configuration: $0)) }
  }

  nonisolated static func == (lhs: AnyGroupBoxStyle, rhs: AnyGroupBoxStyle) -> Bool {
    lhs.isDefault && rhs.isDefault
  }
}

struct GroupBoxStyleKey: EnvironmentKey {
  static let defaultValue = AnyGroupBoxStyle(DefaultGroupBoxStyle())
}

extension EnvironmentValues {
  var groupBoxStyle: AnyGroupBoxStyle {
    get { self[GroupBoxStyleKey.self] }
    set { self[GroupBoxStyleKey.self] = newValue }
  }
}

extension View {
  /// Shows the group boxes below in `style`, as SwiftUI's.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    environment(\.groupBoxStyle, AnyGroupBoxStyle(style))
  }
}
