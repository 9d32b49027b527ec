import Document
import Localization
import Testing

/// The language from the environment, the catalogues' syntax, and messages resolved in each
/// language with their values put in.
@Suite struct LocalizationTests {
  @Test("Spanish under es_*, C, POSIX or no locale; English under en_*; LC_ALL before LC_MESSAGES before LANG; LANGUAGE's list")
  func languageFromEnvironment() {
    #expect(Language(environment: [:]) == .spanish)
    #expect(Language(environment: ["LANG": "C"]) == .spanish)
    #expect(Language(environment: ["LANG": "C.UTF-8"]) == .spanish)
    #expect(Language(environment: ["LANG": "POSIX"]) == .spanish)
    #expect(Language(environment: ["LANG": "es_ES.UTF-8"]) == .spanish)
    #expect(Language(environment: ["LANG": "es_MX"]) == .spanish)
    #expect(Language(environment: ["LANG": "en_US.UTF-8"]) == .english)
    #expect(Language(environment: ["LANG": "en_GB.UTF-8", "LC_ALL": "es_ES.UTF-8"]) == .spanish)
    #expect(Language(environment: ["LANG": "es_ES.UTF-8", "LC_MESSAGES": "en_US.UTF-8"]) == .english)
    #expect(Language(environment: ["LANG": "es_ES.UTF-8", "LC_ALL": ""]) == .spanish, "an empty variable is unset")
    #expect(Language(environment: ["LANG": "fr_FR.UTF-8", "LANGUAGE": "fr:es:en"]) == .spanish)
    #expect(Language(environment: ["LANG": "de_DE.UTF-8"]) == .english, "a language guia does not speak: English")
    #expect(Language(environment: ["LANG": "C", "LANGUAGE": "en"]) == .spanish, "LANGUAGE is not read for C, as gettext")
  }

  @Test("GUIA_LANGUAGE pins the language whatever the locale; a language guia lacks there is passed over")
  func pinnedLanguage() {
    #expect(Language(environment: ["GUIA_LANGUAGE": "es", "LANG": "en_US.UTF-8"]) == .spanish)
    #expect(Language(environment: ["GUIA_LANGUAGE": "en", "LC_ALL": "C"]) == .english)
    #expect(Language(environment: ["GUIA_LANGUAGE": "fr", "LANG": "es_ES.UTF-8"]) == .spanish)
    #expect(Language(environment: ["GUIA_LANGUAGE": "", "LANG": "en_GB.UTF-8"]) == .english)
  }

  @Test("a .strings text: entries, comments, escapes; its errors name the line")
  func catalogueSyntax() throws {
    let catalogue = try Catalogue(parsing: """
      /* a comment
         over lines */
      "Fin de la guía" = "End of the document"; // a comment to the line's end
      "Dice \\"hola\\"\\n" = "Says \\"hello\\"\\n";
      "%lld líneas con «%@»" = "%2$@: %1$lld lines";
      """)
    #expect(catalogue["Fin de la guía"] == "End of the document")
    #expect(catalogue["Dice \"hola\"\n"] == "Says \"hello\"\n")
    #expect(catalogue.entries.count == 3)
    #expect(throws: Catalogue.SyntaxError(line: 2, reason: "';' expected")) {
      try Catalogue(parsing: "\"a\" = \"b\";\n\"c\" = \"d\"\n")
    }
    #expect(throws: Catalogue.SyntaxError.self) { try Catalogue(parsing: "\"a\" = \"b\";\n\"a\" = \"c\";") }
    #expect(throws: Catalogue.SyntaxError.self) { try Catalogue(parsing: "\"a\" = \"b") }
    #expect(throws: Catalogue.SyntaxError.self) { try Catalogue(parsing: "/* never closed") }
  }

  @Test("values put in formats: in order, by position, numbers, %%")
  func filling() {
    #expect(Localizer.fill("%@ y %@", with: ["a", "b"]) == "a y b")
    #expect(Localizer.fill("%2$@ then %1$@", with: ["a", "b"]) == "b then a")
    #expect(Localizer.fill("%lld %%", with: ["50"]) == "50 %")
    #expect(Localizer.fill("100%", with: []) == "100%")
    #expect(Localizer.fill("%@", with: []) == "", "a missing value is left out")
  }

  @Test("an interpolated message: its key has placeholders; resolved, the values are put in and sanitised")
  func interpolatedKeys() {
    let pattern = DisplayText(sanitizing: "a\u{1B}[31mb")
    let message: LocalizedStringKey = "Sin coincidencias para «\(pattern)» en \(3) archivos, \(grouped: 12345) bytes, 50 %"
    #expect(message.key == "Sin coincidencias para «%@» en %lld archivos, %lld bytes, 50 %%")
    #expect(message.resolved(in: .spanish).string == "Sin coincidencias para «a^[[31mb» en 3 archivos, 12 345 bytes, 50 %")
    let verbatim = LocalizedStringKey(verbatim: DisplayText(sanitizing: "Fin de la guía"))
    #expect(verbatim.resolved(in: .english).string == "Fin de la guía", "verbatim text is never looked up")
  }

  @Test("the shipped catalogues read; every English entry's placeholders match its key's")
  func shippedCatalogues() throws {
    let english = try #require(Localizer.catalogues[.english])
    #expect(Localizer.catalogues[.spanish] != nil)
    for (key, value) in english.entries {
      #expect(Self.placeholders(key) == Self.placeholders(value), "\(key) → \(value)")
    }
  }

  /// The kinds of values a format takes, in the order of the values (`%2$@` is the second).
  static func placeholders(_ format: String) -> [String] {
    var found: [(Int, String)] = []
    var next = 0
    var rest = Substring(format)
    while let percent = rest.firstIndex(of: "%") {
      rest = rest[rest.index(after: percent)...]
      if rest.hasPrefix("%") { rest = rest.dropFirst(); continue }
      var position: Int?
      let digits = rest.prefix { $0.isNumber }
      if !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix("$") {
        position = Int(digits)
        rest = rest.dropFirst(digits.count + 1)
      }
      let kind = rest.hasPrefix("@") ? "@" : rest.hasPrefix("lld") ? "lld" : "?"
      found.append(((position ?? (next + 1)), kind))
      if position == nil { next += 1 }
    }
    return found.sorted { $0.0 < $1.0 }.map(\.1)
  }
}
