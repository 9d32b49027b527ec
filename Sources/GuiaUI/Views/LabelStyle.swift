/// Which parts of a ``Label`` show, as SwiftUI's `LabelStyle`.
public struct LabelStyleKind: Hashable, Sendable {
  let name: String
  static let titleAndIcon = LabelStyleKind(name: "titleAndIcon")
  static let titleOnly = LabelStyleKind(name: "titleOnly")
  static let iconOnly = LabelStyleKind(name: "iconOnly")
}

/// How labels look: `.titleAndIcon` (the default), `.titleOnly`, `.iconOnly`.
public protocol LabelStyle {
  /// The parts the style shows.
  var kind: LabelStyleKind { get }
}

/// The built-in label styles.
public struct BuiltInLabelStyle: LabelStyle {
  /// The parts the style shows.
  public let kind: LabelStyleKind
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

struct LabelStyleKey: EnvironmentKey {
  static let defaultValue = LabelStyleKind.titleAndIcon
}

extension EnvironmentValues {
  var labelStyle: LabelStyleKind {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// Shows the labels below in `style`.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environment(\.labelStyle, style.kind)
  }
}
