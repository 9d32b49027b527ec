import Foundation
import Testing

/// The user's language in the real binary: English under en_*, Spanish under es_*, C or no
/// locale; the built-in guide keeps the seed's Spanish footer in every language.
@Suite("Language journeys")
struct LanguageJourneyTests {
  private let english = ["LC_ALL": "en_US.UTF-8"]

  @Test("under en_US: a document's footer, a search's message and the help screen in English; a golden of the help")
  func englishReader() throws {
    let text = (1...100).map { "línea \($0)" }.joined(separator: "\n") + "\n"
    let file = try Journey.file("texto.txt", Array(text.utf8))
    let session = try PtySession([file.path], environment: english)
    try session.wait(for: "the English footer") { $0.footer == "More below" }
    session.send("/zz\r")
    try session.wait(for: "the English message") { $0.footer == "Pattern not found: «zz»" }
    session.send("G")
    try session.wait(for: "the end") { $0.footer == "End of the document" }
    session.send("h")
    let help = try session.wait(for: "the help") { $0.lines[0].hasPrefix("guia help") }
    Snapshots.expectMatchesGolden(help, named: "help-80x24-en", session: session)
    #expect(help.contains { $0.contains("one row down") })
    session.send("qq")
    #expect(try session.waitForExit() == 0)
  }

  @Test("under en_US a guide of the reader's own speaks English: Step N, Step 1/3 in the header, its footer; --language es and GUIA_LANGUAGE=es pin Spanish")
  func ownGuideInEnglish() throws {
    var markdown = "# Montaje\n\n"
    for step in 1...3 { markdown += "\(step). Paso de prueba \(step)\n" + "\n" + (1...12).map { "   línea \($0)\n\n" }.joined() }
    let file = try Journey.file("mi-guia.md", Array(markdown.utf8))
    let session = try PtySession([file.path], environment: english)
    let lines = try session.wait(for: "the English footer") { $0.footer == "More below" }
    #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "Step 1" }, "\(lines)")
    #expect(!lines.contains { $0.contains("Paso 1") })
    #expect(lines[0].contains("Step 1/3"), "\(lines[0])")
    session.send("G")
    try session.wait(for: "the end") { $0.footer == "End of the document" }
    session.send("q")
    #expect(try session.waitForExit() == 0)
    for (arguments, environment) in [
      (["--language", "es", file.path], english), ([file.path], english.merging(["GUIA_LANGUAGE": "es"]) { $1 }),
    ] {
      let pinned = try PtySession(arguments, environment: environment)
      let shown = try pinned.wait(for: "Spanish") { $0.footer == "Quedan pasos por ver" }
      #expect(shown.contains { $0.trimmingCharacters(in: .whitespaces) == "Paso 1" }, "\(shown)")
      pinned.send("q")
      #expect(try pinned.waitForExit() == 0)
    }
  }

  @Test("under en_US the built-in guide keeps 'Quedan pasos por ver' and 'Fin de la guía'; under es_ES and C all is Spanish")
  func guideKeepsTheSeedsFooter() throws {
    let guide = try PtySession([], environment: english)
    try guide.wait(for: "the seed's footer") { $0.footer == "Quedan pasos por ver" }
    guide.send("G")
    try guide.wait(for: "the end") { $0.footer == "Fin de la guía" }
    guide.send("-S")
    try guide.wait(for: "an English message") { $0.footer.hasPrefix("Long lines chopped") }
    guide.send("q")
    #expect(try guide.waitForExit() == 0)
    for environment in [["LC_ALL": "es_ES.UTF-8"], ["LC_ALL": "C"], ["LC_ALL": "", "LANG": ""]] {
      let spanish = try PtySession([], environment: environment)
      spanish.send("-S")
      try spanish.wait(for: "a Spanish message under \(environment)") { $0.footer.hasPrefix("Líneas largas cortadas") }
      spanish.send("q")
      #expect(try spanish.waitForExit() == 0)
    }
  }
}
