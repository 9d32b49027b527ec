import Document
import Localization

/// Where a search field is put, as SwiftUI's `SearchFieldPlacement`; a terminal has one
/// place for it, the row above the view.
public struct SearchFieldPlacement: Hashable, Sendable {
  let kind: Int
  /// The platform's choice.
  public static let automatic = SearchFieldPlacement(kind: 0)
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(kind: 1)
  /// In the sidebar.
  public static let sidebar = SearchFieldPlacement(kind: 2)
  /// In the navigation bar's drawer (`displayMode` kept for SwiftUI's signature).
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode = .automatic)
    -> SearchFieldPlacement
  {
    SearchFieldPlacement(kind: 3)
  }
  /// In the navigation bar's drawer.
  public static let navigationBarDrawer = SearchFieldPlacement(kind: 3)

  /// Whether the drawer's field always shows (kept for SwiftUI's signature).
  public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
    let always: Bool
    public static let automatic = NavigationBarDrawerDisplayMode(always: false)
    public static let always = NavigationBarDrawerDisplayMode(always: true)
  }
}

extension View {
  /// Puts a search field editing `text` on the row above this view, as SwiftUI's: Tab
  /// reaches it, `/` (when no field has focus) goes to it, Escape leaves it; the views below
  /// read `\.isSearching` while it has focus. `prompt` is shown while it is empty (`Buscar`).
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    SearchableLayout(content: self, text: text, prompt: prompt)
  }

  /// A search field with `prompt` (a literal, looked up in the environment's language).
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// A search field with `prompt`, sanitised.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// A search field whose focus is `isPresented`: true puts the reader in it, as SwiftUI's.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View {
    SearchableLayout(content: self, text: text, prompt: prompt, isPresented: isPresented)
  }
}

/// A view under its search field.
struct SearchableLayout<Content: View>: View {
  let content: Content
  let text: Binding<String>
  let prompt: Text?
  var isPresented: Binding<Bool>?
  @FocusState private var isFocused: Bool
  @Environment(\.language) private var language

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      TextField(prompt?.plainText(in: language) ?? Self.defaultPrompt.resolved(in: language), text: text)
        .focused($isFocused)
      content
        .environment(\.isSearching, isFocused)
    }
    .onKeyPress("/") {
      guard !isFocused else { return .ignored }
      isFocused = true
      return .handled
    }
    .onChange(of: isFocused) { _, focused in
      if isPresented?.wrappedValue != focused { isPresented?.wrappedValue = focused }
    }
    .onChange(of: isPresented?.wrappedValue ?? false, initial: true) { _, presented in
      if isPresented != nil, presented != isFocused { isFocused = presented }
    }
  }

  private static var defaultPrompt: LocalizedStringKey { "Buscar" }
}

extension Text {
  /// The text's words in `language`, without their styles (a prompt).
  func plainText(in language: Language) -> DisplayText {
    segments.reduce(DisplayText("")) { $0 + $1.content.resolved(in: language) }
  }
}

struct IsSearchingKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the reader is in the search field of a ``View/searchable(text:placement:prompt:)-(_,_,Text?)``
  /// above, as SwiftUI's.
  public var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }
}
