import Document

/// What a view shows when it has nothing to show, as SwiftUI's `ContentUnavailableView`: its
/// label (an icon and a title, in bold), a description (dim) and actions, one under the
/// other, centred in all the space offered.
///
/// ```swift
/// if messages.isEmpty {
///   ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
/// }
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// A view of what `label`, `description` and `actions` build.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  /// The label, the description and the actions, centred.
  public var body: some View {
    VStack(spacing: 16) {
      VStack(spacing: 0) {
        label.font(.headline)
        description
          .foregroundStyle(.secondary)
          .multilineTextAlignment(.center)
      }
      actions
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView where Label == GuiaUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A title and the symbol named `systemImage`, with a description under them.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { GuiaUI.Label(title: { Text(title) }, icon: { Image(systemName: name) }) }, description: { description })
  }

  /// A title, sanitised, and the symbol named `systemImage`, with a description under them.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { GuiaUI.Label(title, systemImage: name) }, description: { description })
  }

  /// A title and the image named `image` (an app's image: a terminal draws `•`).
  public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(title, systemImage: name, description: description)
  }

  /// A title, sanitised, and the image named `image` (`•` on a terminal).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
    self.init(title, systemImage: name, description: description)
  }
}

/// The parts of ``ContentUnavailableView/search``, as SwiftUI's `SearchUnavailableContent`.
public enum SearchUnavailableContent {
  /// "No Results", under a magnifying glass; with the text searched for, it is named.
  public struct Label: View {
    let text: String?
    /// The label's view.
    public var body: some View {
      GuiaUI.Label(
        title: {
          if let text { Text("No Results for “\(text)”") } else { Text("No Results") }
        },
        icon: { Image(systemName: "magnifyingglass") })
    }
  }

  /// What to do next.
  public struct Description: View {
    /// The description's view.
    public var body: some View { Text("Check the spelling or try a new search.") }
  }

  /// No actions.
  public struct Actions: View {
    /// Nothing.
    public var body: some View { EmptyView() }
  }
}

extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// A search that found nothing.
  public static var search: Self { search(text: nil) }

  /// A search for `text` that found nothing.
  public static func search(text: String) -> Self { search(text: Optional(text)) }

  private static func search(text: String?) -> Self {
    Self(
      label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }
}
