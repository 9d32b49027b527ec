import Document
import Reader
import ScrollKit
import Testing

/// Colours in a document as the pty journey showed them: SGR drawn as styles, and
/// `--show-escapes` showing the sequences as text. (`NO_COLOR`, which the terminal's strings
/// obey, and the colours of git, ls and grep through a pipe stay journeys:
/// EndToEndTests.ColorJourneyTests.)
@MainActor
@Suite("Colour journeys")
struct ColorJourneyTests {
  private let text = "\u{1B}[1;31mrojo\u{1B}[0m y \u{1B}[32mverde\u{1B}[m\n"
  private let size = CellSize(width: 80, height: 24)

  @Test("SGR colours drawn as styles; --show-escapes shows the sequences as text")
  func colorsAndShowEscapes() {
    let colored = ReaderHarness(plain: text, title: "colores.txt", size: size)
    #expect(colored.rows[1] == "rojo y verde")
    var screen = colored.screen
    #expect(screen.rows[1][0].style.foreground == .palette(1))
    #expect(screen.rows[1][0].style.contains(.bold))
    #expect(screen.rows[1][7].style.foreground == .palette(2))

    var settings = ReaderSettings.journey
    settings.escapes = .placeholders
    let shown = ReaderHarness(plain: text, title: "colores.txt", size: size, settings: settings)
    #expect(shown.rows[1].hasPrefix("^[[1;31mrojo^[[0m y ^[[32mverde^[[m"))
    screen = shown.screen
    #expect(screen.rows[1][0].style.contains(.reverse))
    #expect(screen.rows[1][8].style.foreground == nil)
  }
}
