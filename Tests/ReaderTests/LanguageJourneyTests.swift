import Localization
import Reader
import ScrollKit
import Testing

/// The user's language, as the pty journeys ran guia under a locale: the language the
/// environment names (``Language/init(environment:)``, the same reading guia does of its own)
/// given to the reader. English under en_*, Spanish under es_*, C or no locale; the built-in
/// guide keeps the seed's Spanish footer in every language.
@MainActor
@Suite("Language journeys")
struct LanguageJourneyTests {
  private let english = ["LC_ALL": "en_US.UTF-8"]
  private let size = CellSize(width: 80, height: 24)

  private func settings(_ environment: [String: String]) -> ReaderSettings {
    var settings = ReaderSettings.journey
    settings.language = Language(environment: environment)
    return settings
  }

  @Test("under en_US: a document's footer, a search's message and the help screen in English; a golden of the help")
  func englishReader() {
    let text = (1...100).map { "línea \($0)" }.joined(separator: "\n") + "\n"
    let reader = ReaderHarness(plain: text, title: "texto.txt", size: size, settings: settings(english))
    #expect(reader.footer == "More below")
    reader.send("/zz\r")
    #expect(reader.footer == "Pattern not found: «zz»")
    reader.send("G")
    #expect(reader.footer == "End of the document")
    reader.send("h")
    let help = reader.rows
    #expect(help[0].hasPrefix("guia help"))
    JourneyGolden.expect(help, matches: "help-80x24-en")
    #expect(help.contains { $0.contains("one row down") })
    reader.send("q")
    #expect(reader.send("q") == .exit(.quit))
  }

  @Test("under en_US a guide of the reader's own speaks English: Step N, Step 1/3 in the header, its footer; GUIA_LANGUAGE=es pins Spanish")
  func ownGuideInEnglish() {
    var markdown = "# Montaje\n\n"
    for step in 1...3 { markdown += "\(step). Paso de prueba \(step)\n" + "\n" + (1...12).map { "   línea \($0)\n\n" }.joined() }
    let reader = ReaderHarness(markdown: markdown, name: "mi-guia.md", size: size, settings: settings(english))
    let lines = reader.rows
    #expect(reader.footer == "More below")
    #expect(lines.contains { $0.trimmed == "Step 1" }, "\(lines)")
    #expect(!lines.contains { $0.contains("Paso 1") })
    #expect(lines[0].contains("Step 1/3"), "\(lines[0])")
    reader.send("G")
    #expect(reader.footer == "End of the document")
    #expect(reader.send("q") == .exit(.quit))
    // --language es is Options' (GuiaAppTests.OptionsTests.language): the same Spanish reader.
    let pinned = ReaderHarness(
      markdown: markdown, name: "mi-guia.md", size: size,
      settings: settings(english.merging(["GUIA_LANGUAGE": "es"]) { $1 }))
    #expect(pinned.footer == "Quedan pasos por ver")
    #expect(pinned.rows.contains { $0.trimmed == "Paso 1" }, "\(pinned.rows)")
  }

  @Test("under en_US the built-in guide keeps 'Quedan pasos por ver' and 'Fin de la guía'; under es_ES and C all is Spanish")
  func guideKeepsTheSeedsFooter() {
    let guide = ReaderHarness(guideWith: settings(english), size: size)
    #expect(guide.footer == "Quedan pasos por ver")
    guide.send("G")
    #expect(guide.footer == "Fin de la guía")
    guide.send("-S")
    #expect(guide.footer.hasPrefix("Long lines chopped"))
    for environment in [["LC_ALL": "es_ES.UTF-8"], ["LC_ALL": "C"], ["LC_ALL": "", "LANG": ""]] {
      let spanish = ReaderHarness(guideWith: settings(environment), size: size)
      spanish.send("-S")
      #expect(spanish.footer.hasPrefix("Líneas largas cortadas"), "under \(environment)")
    }
  }
}
