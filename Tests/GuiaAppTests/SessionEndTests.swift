import Foundation
import Testing

@testable import GuiaApp

/// How guia's session ends: what it leaves for the shell's screen (`-X`), and when it does not
/// (the bytes the real terminal writes for it: EndToEndTests).
@MainActor
@Suite struct SessionEndTests {
  @Test("q leaves the text's rows and columns for the shell's screen, not the header or the footer")
  func quitLeavesText() throws {
    let file = try temporaryFolder().file("a.txt", (1...50).map { "línea \($0)\n" }.joined())
    let run = try SessionHarness(["-X", file.path], keys: ["5j"])
    #expect(run.reason == .quit)
    let left = try #require(run.terminal.leftBehind)
    #expect(left.rows == 1..<22, "the header's row 0 and the footer's rows 22 and 23 left out")
    #expect(left.columns == 0..<80)
  }

  @Test("a binary file declined leaves nothing: the reader never showed")
  func declinedLeavesNothing() throws {
    let run = try SessionHarness(["-X", "/bin/ls"], keys: ["n"])
    #expect(run.session.declined)
    #expect(run.terminal.leftBehind == nil)
  }

  @Test("the terminal is handed over to no program unless v asks")
  func noHandover() throws {
    let folder = try temporaryFolder()
    let paths = [try folder.file("uno.txt", "uno\n"), try folder.file("dos.txt", "dos\n")].map(\.path)
    let run = try SessionHarness(paths, keys: [":n", "R", ":p"])
    run.expectScreens(("the second file", { $0.title.hasPrefix("dos.txt (2/2)") }), ("the first", { $0.title.hasPrefix("uno.txt (1/2)") }))
    #expect(run.terminal.handovers == 0)
  }
}
