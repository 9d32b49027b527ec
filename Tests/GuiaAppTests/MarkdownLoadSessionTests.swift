import Document
import Foundation
import TerminalUI
import Testing

@testable import GuiaApp

/// A large Markdown file's session, its parts coming back on the headless terminal's
/// event-loop queue as a pipe's pages do, run a batch at a time in the script's waits: the
/// first screen says `leyendo…`, End waits for the last part saying so, `q` is answered meanwhile, and the end shown
/// once every part is in is the end of the document loaded whole.
@MainActor
@Suite struct MarkdownLoadSessionTests {
  private static let text = MarkdownInputTests.sections(bytes: 700_000)
  private static let lastSection = text.components(separatedBy: "## Sección ").count - 1

  /// The file, written once for each test.
  private func file() throws -> URL { try temporaryFolder().file("largo.md", Self.text) }

  @Test("End waits for the last part, then shows the last rows the document loaded whole shows")
  func endWaitsForTheLastPart() throws {
    let url = try file()
    let harness = try SessionHarness(
      [url.path],
      steps: [
        .keys("G"),
        .mainQueue(until: "the last section") { $0.contains { $0.contains("Sección \(Self.lastSection)") } },
      ])
    harness.expectScreens(
      ("the first screen, reading", { $0[0].hasSuffix("leyendo…") && $0.contains { $0.contains("Sección 1") } }),
      ("the end, read", { !$0[0].contains("leyendo") && $0.contains { $0.contains("Sección \(Self.lastSection)") } }))
    // Before the last part came, End showed no end: it waited.
    let waiting = try #require(harness.screens.dropFirst().first)
    #expect(!waiting.contains { $0.contains("Sección \(Self.lastSection)") })
    #expect(waiting[0].contains("Leyendo hasta el final…"), "\(waiting[0])")
    // The oracle: the same file loaded whole, and End.
    let whole = DocumentLoader.laidOut(Document(markdown: Array(Self.text.utf8)))
    var expected = try SessionHarness([url.path], keys: ["G"], document: whole).lines
    var shown = harness.lines
    // The header's title and place, the same in both.
    #expect(shown[0] == expected[0], "\(shown[0]) / \(expected[0])")
    shown.removeFirst()
    expected.removeFirst()
    #expect(shown == expected)
  }

  @Test("q while End waits for the parts quits at once, the rest unparsed")
  func quitWhileWaiting() throws {
    let harness = try SessionHarness([try file().path], keys: ["G"])
    #expect(harness.reason == .quit)
    #expect(harness.lines[0].contains("Leyendo hasta el final…"), "\(harness.lines[0])")
    #expect(!harness.lines.contains { $0.contains("Sección \(Self.lastSection)") })
  }
}
