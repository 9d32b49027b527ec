import Foundation
import Testing

/// The footer's prompts where guia's session and the file system take part: the search
/// history kept between runs, `:e` expanding a wildcard (the editing itself, and
/// `--incsearch`: ReaderTests.PromptEditingJourneyTests).
@Suite("prompt editing journeys")
struct PromptEditingJourneyTests {
  @Test("the search history kept between runs (as less's .lesshst): Up recalls the last run's pattern; LESSHISTFILE=- keeps none")
  func historyAcrossRuns() throws {
    let home = try Journey.temporaryFolder()
    let first = try PtySession(environment: ["HOME": home.path, "LESSHISTFILE": ""])
    try first.waitForNextFrame(after: 0)
    _ = try first.type("/tornillo\r")
    first.send("q")
    #expect(try first.waitForExit() == 0)
    let file = home.appendingPathComponent(".local/state/guia/lesshst").path
    #expect(try String(contentsOfFile: file, encoding: .utf8) == ".less-history-file:\n.search\n\"tornillo\n")

    let second = try PtySession(environment: ["HOME": home.path, "LESSHISTFILE": ""])
    try second.waitForNextFrame(after: 0)
    _ = try second.type("/")
    let lines = try second.press("\u{1B}[A")
    #expect(lines.last?.hasPrefix("/tornillo") == true, "\(lines.last ?? "")")
    // Esc alone (its frame waited for), then q: sent at once they would be ESC-q.
    try second.press("\u{1B}")
    second.send("q")
    _ = try second.waitForExit()

    // LESSHISTFILE names the file (less's own may be shared); - keeps none.
    let named = home.appendingPathComponent("compartido").path
    for (value, written) in [(named, true), ("-", false)] {
      let session = try PtySession(environment: ["HOME": home.path, "LESSHISTFILE": value])
      try session.waitForNextFrame(after: 0)
      _ = try session.type("/tuerca\r")
      session.send("q")
      _ = try session.waitForExit()
      if written { #expect(try String(contentsOfFile: named, encoding: .utf8).contains("\"tuerca\n")) }
    }
    #expect(try !String(contentsOfFile: file, encoding: .utf8).contains("tuerca"), "LESSHISTFILE=- wrote guia's file")
  }

  @Test(":e with a space first, a wildcard and Tab: every file the pattern matches is added, the first read")
  func examineExpands() throws {
    let folder = try Journey.temporaryFolder()
    for (name, text) in [("uno.txt", "primero\n"), ("dos.txt", "segundo\n"), ("notas-largas.md", "# Notas\n")] {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    let first = try Journey.file("inicio.txt", Array("inicio\n".utf8))
    let session = try PtySession([first.path])
    try session.waitForNextFrame(after: 0)
    // Tab completes the name typed: notas-largas.md, the only one beginning so.
    _ = try session.type(":e \(folder.path)/not")
    var lines = try session.press("\t")
    #expect(lines.last?.contains("notas-largas.md") == true, "\(lines.last ?? "")")
    try session.press("\u{15}")
    _ = try session.type("\(folder.path)/*.txt\r")
    lines = try session.wait(forText: "segundo")
    #expect(Journey.title(lines).hasPrefix("dos.txt (2/3)"), "\(lines.first ?? "")")
    _ = try session.type(":n")
    try session.wait(forText: "primero")
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }
}
