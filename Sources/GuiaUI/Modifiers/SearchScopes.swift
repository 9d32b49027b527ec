extension View {
  /// Scopes that narrow a search, as SwiftUI's: on a terminal a segmented ``Picker`` of what
  /// `scopes` builds (each tagged with its value) above the view; Tab reaches it and Left or
  /// Right chooses. It shows whether or not the search field is in use.
  public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
    modifier(SearchScopesModifier(scope: scope, scopes: scopes()))
  }

  /// Scopes that narrow a search, shown as `activation` says in SwiftUI; on a terminal always.
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> some View {
    modifier(SearchScopesModifier(scope: scope, scopes: scopes()))
  }
}

/// When search scopes show, as SwiftUI's `SearchScopeActivation`.
public struct SearchScopeActivation: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = SearchScopeActivation(name: "automatic")
  /// When the search field is in use.
  public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
  /// When text is typed in the search field.
  public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
}

/// The scopes' picker over the searched view.
struct SearchScopesModifier<V: Hashable, Scopes: View>: ViewModifier {
  let scope: Binding<V>
  let scopes: Scopes

  func body(content: Content) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      Picker("Ámbito", selection: scope) { scopes }
        .pickerStyle(.segmented)
        .labelsHidden()
      content
    }
  }
}
