import Localization

/// The language ``Text`` shows a literal in, as SwiftUI's `\.locale`: Spanish, the source,
/// unless an ancestor sets another (`.environment(\.language, Language.current)`).
private struct LanguageKey: EnvironmentKey {
  static let defaultValue = Language.spanish
}

extension EnvironmentValues {
  /// The language of the text below: a `Text("…")` literal is its key in that language's
  /// catalogue.
  public var language: Language {
    get { self[LanguageKey.self] }
    set { self[LanguageKey.self] = newValue }
  }
}
