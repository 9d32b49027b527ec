import Foundation
import Testing

/// --markdown on standard input and --plain on a .md file, in the real binary (a README's
/// rendering: ReaderTests.MarkdownReadmeJourneyTests).
@Suite("README journeys")
struct MarkdownReadmeJourneyTests {
  @Test("--markdown reads standard input as Markdown; --plain shows a .md file's source")
  func forcedFormats() throws {
    let file = try Journey.file("nota.md", Array("# Título\n\nTexto *suave*.\n".utf8))
    let plain = try PtySession(["--plain", file.path])
    try plain.wait(forText: "# Título")
    plain.send("q")
    #expect(try plain.waitForExit() == 0)
    let piped = try PtySession(
      ["-c", "cat '\(file.path)' | '\(PtySession.binary)' --markdown"], executable: "/bin/sh")
    let lines = try piped.wait(forText: "Texto suave.")
    #expect(!lines.joined().contains("# Título"), "the heading rendered, not its source")
    piped.send("q")
    _ = try piped.waitForExit()
  }
}
