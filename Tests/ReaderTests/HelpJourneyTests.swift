import Reader
import ScrollKit
import Testing

/// `h` on the guide, as the pty journey typed it: the help screen against the golden the
/// journey recorded from the binary, and back to the guide.
@MainActor
@Suite("Help journeys")
struct HelpJourneyTests {
  @Test("h on the guide: the key table at 80x24 against a golden; Space scrolls it; q goes back")
  func helpScreen() {
    let reader = ReaderHarness(guideWith: .journey, size: CellSize(width: 80, height: 24))
    let guide = reader.rows
    reader.send("h")
    let help = reader.rows
    JourneyGolden.expect(help, matches: "help-80x24")
    #expect(reader.footer == "Ayuda · q, h o Esc para volver")
    reader.send(" ")
    #expect(reader.rows[1] != help[1], "Space did not scroll the help")
    reader.send("q")
    #expect(reader.rows == guide)
    #expect(reader.footer == "Quedan pasos por ver")
    #expect(reader.send("q") == .exit(.quit))
  }
}
