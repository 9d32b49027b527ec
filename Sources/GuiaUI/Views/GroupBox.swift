import Document

/// A titled group of views, as SwiftUI's `GroupBox`: its label in bold over its content.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label?
  let content: Content

  /// A group of what `content` builds under what `label` builds.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  @Environment(\.groupBoxStyle) private var style

  /// The group box as the environment's ``GroupBoxStyle`` makes it (the label, bold, over
  /// the content, by default).
  public var body: some View {
    style.makeBody(GroupBoxStyleConfiguration(
      label: GroupBoxStyleConfiguration.Label(content: AnyView(label)),
      content: GroupBoxStyleConfiguration.Content(content: AnyView(content))))
  }
}

extension GroupBox where Label == EmptyView {
  /// A group of what `content` builds, with no label.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    label = nil
  }
}

extension GroupBox where Label == Text {
  /// A group titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group titled `title`, sanitised.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}
