import Reader
import ScrollKit
import Testing

/// The footer's prompts edited as less's command line, as the pty journeys typed them: the
/// cursor moved with the arrows, Home and End, Delete at it, Ctrl-U to empty the line, and
/// `--incsearch`.
@MainActor
@Suite("prompt editing journeys")
struct PromptEditingJourneyTests {
  private let size = CellSize(width: 80, height: 24)

  @Test("/ornillo, Home, t: the pattern mended at its start finds tornillo; the cursor cell reversed")
  func mendAtStart() {
    let reader = ReaderHarness(guideWith: .journey, size: size)
    reader.send("/ornillo")
    reader.send("\u{1B}[H")
    reader.send("t")
    #expect(reader.rows.last?.hasPrefix("/tornillo") == true, "\(reader.rows.last ?? "")")
    // The cursor sits on the "o" after the mended "t", in reverse video.
    let screen = reader.screen
    #expect(screen.rows[screen.rows.count - 1][2].style.contains(.reverse))
    reader.send("\r")
    #expect(reader.rows.dropLast().contains { $0.contains("tornillo") })
    #expect(reader.send("q") == .exit(.quit))
  }

  @Test("Left, Delete, Backspace at the cursor; Ctrl-U empties the line, a second Ctrl-U closes it")
  func deleteAndKill() {
    let reader = ReaderHarness(guideWith: .journey, size: size)
    reader.send("/abcd")
    reader.send("\u{1B}[D")
    reader.send("\u{1B}[D")
    reader.send("\u{1B}[3~")
    reader.send("\u{7F}")
    #expect(reader.rows.last?.trimmed == "/ad", "\(reader.rows.last ?? "")")
    reader.send("\u{15}")
    #expect(reader.rows.last?.trimmed == "/")
    reader.send("\u{15}")
    #expect(reader.footer == "Quedan pasos por ver", "\(reader.rows.last ?? "")")
    #expect(reader.send("q") == .exit(.quit))
  }

  @Test("--incsearch: the view follows the pattern's first match as it is typed; Esc goes back; Enter stays")
  func incrementalSearch() {
    let text = (1...100).map { "línea \($0)" }.joined(separator: "\n").appending("\n")
    var settings = ReaderSettings.journey
    settings.incrementalSearch = true
    let reader = ReaderHarness(plain: text, title: "cien.txt", size: size, settings: settings)
    reader.send("/línea 7")
    reader.settle()
    #expect(reader.rows[1].trimmed == "línea 7", "\(reader.rows.prefix(2))")
    reader.send("0")
    reader.settle()
    #expect(reader.rows[1].trimmed == "línea 70", "\(reader.rows.prefix(2))")
    reader.send("\u{1B}")
    #expect(reader.rows[1].trimmed == "línea 1", "Esc: back where it was")
    reader.send("/línea 42")
    reader.send("\r")
    #expect(reader.rows[1].trimmed == "línea 42")
    #expect(reader.send("q") == .exit(.quit))

    // Without it, the view stays until Enter, as before.
    let plain = ReaderHarness(plain: text, title: "cien.txt", size: size)
    plain.send("/línea 70")
    plain.settle()
    #expect(plain.rows[1].trimmed == "línea 1")
  }
}
