import Foundation
import Testing

/// `h` in the real binary: the help screen against a golden, and back to the guide.
@Suite("Help journeys")
struct HelpJourneyTests {
  @Test("h on the guide: the key table at 80x24 against a golden; Space scrolls it; q goes back")
  func helpScreen() throws {
    let session = try PtySession()
    let guide = try session.waitForNextFrame(after: 0)
    let help = try session.press("h")
    Snapshots.expectMatchesGolden(help, named: "help-80x24", session: session)
    #expect(session.footer == "Ayuda · q, h o Esc para volver")
    let next = try session.press(" ")
    #expect(next[1] != help[1], "Space did not scroll the help")
    let back = try session.press("q")
    #expect(back == guide)
    #expect(session.footer == "Quedan pasos por ver")
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }
}
