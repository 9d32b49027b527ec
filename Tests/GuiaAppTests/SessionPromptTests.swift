import Foundation
import Testing

@testable import GuiaApp

/// The footer's prompts where guia's session and the file system take part: the search
/// history kept between runs, `:e` expanding a wildcard (the editing itself, and
/// `--incsearch`: ReaderTests.PromptEditingJourneyTests).
@MainActor
@Suite struct SessionPromptTests {
  @Test("the search history kept between runs (as less's .lesshst): Up recalls the last run's pattern; LESSHISTFILE=- keeps none")
  func historyAcrossRuns() throws {
    let home = try temporaryFolder()
    let document = try home.file("doc.txt", "un tornillo, una tuerca\n").path
    let environment = ["HOME": home.path, "LESSHISTFILE": ""]
    _ = try SessionHarness([document], environment: environment, keys: ["/tornillo\r"])
    let file = home.appendingPathComponent(".local/state/guia/lesshst").path
    #expect(try String(contentsOfFile: file, encoding: .utf8) == ".less-history-file:\n.search\n\"tornillo\n")

    let second = try SessionHarness([document], environment: environment, keys: ["/", "\u{1B}[A", "\u{1B}"])
    second.expectScreens(("the last run's pattern", { $0.last?.hasPrefix("/tornillo") == true }))

    // LESSHISTFILE names the file (less's own may be shared); - keeps none.
    let named = home.appendingPathComponent("compartido").path
    for (value, written) in [(named, true), ("-", false)] {
      _ = try SessionHarness([document], environment: ["HOME": home.path, "LESSHISTFILE": value], keys: ["/tuerca\r"])
      if written { #expect(try String(contentsOfFile: named, encoding: .utf8).contains("\"tuerca\n")) }
    }
    #expect(try !String(contentsOfFile: file, encoding: .utf8).contains("tuerca"), "LESSHISTFILE=- wrote guia's file")
  }

  @Test(":e with a space first, a wildcard and Tab: every file the pattern matches is added, the first read")
  func examineExpands() throws {
    let folder = try temporaryFolder()
    for (name, text) in [("uno.txt", "primero\n"), ("dos.txt", "segundo\n"), ("notas-largas.md", "# Notas\n")] {
      _ = try folder.file(name, text)
    }
    let first = try temporaryFolder().file("inicio.txt", "inicio\n")
    let run = try SessionHarness(
      [first.path], keys: [":e \(folder.path)/not", "\t", "\u{15}", "\(folder.path)/*.txt\r", ":n"])
    run.expectScreens(
      ("the name completed", { $0.last?.contains("notas-largas.md") == true }),
      ("the first file the pattern matched", {
        $0.contains { $0.contains("segundo") } && $0.title.hasPrefix("dos.txt (2/3)")
      }),
      ("the next one", { $0.contains { $0.contains("primero") } && $0.title.hasPrefix("uno.txt (3/3)") }))
  }
}
