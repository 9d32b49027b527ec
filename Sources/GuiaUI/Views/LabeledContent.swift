import Document

/// A value with its label, as SwiftUI's `LabeledContent`: the label at the leading edge, the
/// value (dim) at the trailing edge of the row, as a form shows it.
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// A row of what `label` builds and what `content` builds.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// The label, a space, the value.
  public var body: some View {
    HStack {
      label
      Spacer()
      content.foregroundStyle(.secondary)
    }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A row titled `titleKey` showing `value`, sanitised.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// A row titled `title`, sanitised, showing `value`, sanitised.
  @_disfavoredOverload
  public init<T: StringProtocol, S: StringProtocol>(_ title: T, value: S) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }
}

extension LabeledContent where Label == Text {
  /// A row titled `titleKey` showing what `content` builds.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  /// A row titled `title`, sanitised, showing what `content` builds.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

/// A label over content that Enter or Space shows and hides, as SwiftUI's `DisclosureGroup`:
/// `▸` before the label when closed, `▾` when open, the content under it, indented.
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?
  @State private var isOpen = false

  /// A group of what `content` builds under what `label` builds, closed at first.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    isExpanded = nil
  }

  /// A group whose being open is `isExpanded`.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    self.isExpanded = isExpanded
  }

  private var expanded: Bool { isExpanded?.wrappedValue ?? isOpen }

  /// The label as a control, then the content when open.
  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Button {
        if let isExpanded { isExpanded.wrappedValue.toggle() } else { isOpen.toggle() }
      } label: {
        HStack(spacing: 8) {
          Text(expanded ? DisplayText("▾") : DisplayText("▸"))
          label
        }
      }
      if expanded {
        content.padding(.leading, 16)
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled `titleKey`, closed at first.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  /// A group titled `titleKey` whose being open is `isExpanded`.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
  }

  /// A group titled `title`, sanitised, closed at first.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}
