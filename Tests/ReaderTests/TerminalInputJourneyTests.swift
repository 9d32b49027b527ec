import Reader
import ScrollKit
import Testing

/// Keys as the pty journey typed them at the reader: Esc alone. (Unknown sequences, pastes,
/// Ctrl-C, resize storms and hang-ups reach guia through its terminal: those stay journeys,
/// EndToEndTests.TerminalInputJourneyTests.)
@MainActor
@Suite struct TerminalInputJourneyTests {
  @Test("Esc alone does not quit (as in less); it still closes the prompt and the contents pane")
  func escapeDoesNotQuit() {
    let reader = ReaderHarness(guideWith: .journey, size: CellSize(width: 80, height: 24))
    #expect(!reader.hasQuit(after: reader.send("\u{1B}")))
    reader.send("/")
    reader.send("x")
    #expect(reader.footer == "/x")
    reader.send("\u{1B}")
    #expect(reader.footer == "Quedan pasos por ver", "Esc closed the prompt")
    reader.send("t")
    let open = reader.rows
    reader.send("\u{1B}")
    #expect(reader.rows != open, "Esc closed the pane")
    #expect(reader.send("q") == .exit(.quit))
  }
}
