import Reader
import ScrollKit
import Testing

/// less's jumps as the pty journey typed them: `10G`, `50%`, a mark and `''`, `=`, and the
/// brackets of one's choice.
@MainActor
@Suite("Jump journeys")
struct JumpJourneyTests {
  private let size = CellSize(width: 80, height: 24)

  @Test("10G, 50%, m a, G, ' a, '' and = on a 1 000-line file; 10G against a golden")
  func jumps() {
    let text = (1...1000).map { "línea \($0) de mil" }.joined(separator: "\n") + "\n"
    let reader = ReaderHarness(plain: text, title: "mil.txt", size: size)
    reader.send("10G")
    #expect(reader.rows[1] == "línea 10 de mil")
    JourneyGolden.expect(reader.rows, matches: "jumps-80x24-10G")
    reader.send("50%")
    let half = reader.rows
    #expect(half[1].hasPrefix("línea 50"))
    reader.send("ma")
    #expect(reader.footer.hasPrefix("Marca «a» puesta"))
    reader.send("G")
    #expect(reader.footer == "Fin de la guía")
    reader.send("'a")
    #expect(reader.rows[1] == half[1], "back at the mark")
    reader.send("''")
    #expect(reader.footer == "Fin de la guía", "the end again")
    reader.send("=")
    #expect(reader.footer.hasPrefix("mil.txt · líneas 980-1 000/1 000 · byte 17 893/17 893 · 100 %"), "\(reader.footer)")
    #expect(reader.send("q") == .exit(.quit))
  }

  @Test("ESC-Ctrl-F < > brings the > that closes the top row's < to the bottom; ESC-Ctrl-B < > goes back")
  func bracketsOfOnesChoice() {
    let text = "<sección\n" + (1...60).map { "  atributo\($0)=\"\($0)\"" }.joined(separator: "\n") + "\n> fin\n"
    let reader = ReaderHarness(plain: text, title: "etiqueta.xml", size: size)
    #expect(reader.rows[1] == "<sección")
    reader.send("\u{1B} ")
    #expect(reader.rows[1].hasPrefix("  atributo21="), "ESC-Space: a page down")
    reader.send("g")
    #expect(reader.rows[1] == "<sección")
    reader.send("\u{1B}\u{06}<>")
    #expect(reader.rows[reader.rows.count - 3] == "> fin", "the > at the bottom")
    reader.send("\u{1B}\u{02}<>")
    #expect(reader.rows[1] == "<sección", "back at the <")
    #expect(reader.send("q") == .exit(.quit))
  }
}
