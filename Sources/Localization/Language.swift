#if canImport(Glibc)
  import Glibc
#endif

/// The language guia speaks: its messages, prompts and help. Spanish is the source (every
/// message is written in it, and is its own key); English comes from a catalogue.
public enum Language: String, Hashable, Sendable, CaseIterable {
  /// Spanish: the source language.
  case spanish = "es"
  /// English, from `en.strings`.
  case english = "en"

  /// The language of a process with `environment`: `GUIA_LANGUAGE` (`es` or `en`) when it
  /// names one guia speaks; otherwise as gettext picks one: the first of
  /// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty names the locale. No
  /// locale, `C` or `POSIX` (with any codeset) is Spanish, as guia was first written;
  /// otherwise `LANGUAGE`'s list is read first (`fr:en:es`: English), then the locale's own
  /// language (`en_GB.UTF-8`: English, `es_MX`: Spanish). A language guia does not speak
  /// falls back to English, the one its readers most likely share.
  public init(environment: [String: String]) {
    // guia's own pin first: a CI run and a developer's then agree whatever their locales.
    if let pinned = environment["GUIA_LANGUAGE"].flatMap(Self.language(named:)) {
      self = pinned
      return
    }
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
      .compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
    let name = locale.split(separator: ".").first.map(String.init) ?? ""
    guard !name.isEmpty, name != "C", name != "POSIX" else {
      self = .spanish
      return
    }
    let preferences = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init) + [name]
    for preference in preferences {
      if let language = Self.language(named: preference) {
        self = language
        return
      }
    }
    self = .english
  }

  /// The language of a locale or language name (`en`, `en_US`, `es-419`), if guia speaks it.
  static func language(named name: String) -> Language? {
    let code = name.prefix { $0.isLetter }.lowercased()
    return Language(rawValue: code)
  }

  /// The language of this process's environment (see ``init(environment:)``), read once.
  public static let current: Language = {
    var environment: [String: String] = [:]
    for name in ["GUIA_LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return Language(environment: environment)
  }()
}
