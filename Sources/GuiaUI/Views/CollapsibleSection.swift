import Document

/// A section's header that shows or hides its rows, as SwiftUI's `Section(_:isExpanded:)`
/// draws it in a sidebar list: `▾` before the title while expanded, `▸` while collapsed;
/// Tab focuses it and Enter or Space toggles the binding.
public struct SectionDisclosureHeader<Label: View>: View {
  let label: Label
  let isExpanded: Binding<Bool>

  /// The mark and the label, toggling the section when tapped.
  public var body: some View {
    HStack(spacing: 0) {
      Text(isExpanded.wrappedValue ? "▾ " : "▸ ")
      label
    }
    .onTapGesture { isExpanded.wrappedValue.toggle() }
  }
}

/// A collapsible section's rows: there while it is expanded, gone while it is collapsed.
public struct CollapsibleSectionContent<Content: View>: View {
  let content: Content
  let isExpanded: Bool

  /// The rows, while expanded.
  public var body: some View {
    if isExpanded { content }
  }
}

extension Section where Footer == EmptyView {
  /// A section titled `titleKey` whose rows show while `isExpanded` is true; its header
  /// toggles it.
  public init<C: View>(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> C
  ) where Parent == SectionDisclosureHeader<Text>, Content == CollapsibleSectionContent<C> {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A section titled `title` (sanitised) whose rows show while `isExpanded` is true.
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> C
  ) where Parent == SectionDisclosureHeader<Text>, Content == CollapsibleSectionContent<C> {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }

  /// A section with the header `header` builds, whose rows show while `isExpanded` is true.
  public init<C: View, H: View>(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> C, @ViewBuilder header: () -> H
  ) where Parent == SectionDisclosureHeader<H>, Content == CollapsibleSectionContent<C> {
    self.init(
      content: { CollapsibleSectionContent(content: content(), isExpanded: isExpanded.wrappedValue) },
      header: { SectionDisclosureHeader(label: header(), isExpanded: isExpanded) })
  }
}
