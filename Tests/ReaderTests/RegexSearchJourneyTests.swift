import Reader
import ScrollKit
import Testing
import TerminalUI

/// Search as less's, as the pty journeys typed it: a regular expression with the footer's
/// counter, nothing lit while typing (without --incsearch), ESC-u, an expression that does not compile. (A man
/// page's overstrike and a million lines stopped by Ctrl-C stay journeys:
/// EndToEndTests.RegexDeafnessReliabilityTests.)
@MainActor
@Suite("Regex search journeys")
struct RegexSearchJourneyTests {
  /// The text of the cells of `row` in reverse video.
  private func lit(_ reader: ReaderHarness, row: Int) -> String {
    reader.screen.rows[row].filter { $0.style.contains(.reverse) }.map(\.text).joined()
  }

  private func reader() -> ReaderHarness {
    ReaderHarness(plain: SearchJourneyTests.numbered(300), title: "numeros.txt", size: CellSize(width: 80, height: 24))
  }

  @Test("/^000012[0-9] finds ten lines: the first lit and 1/10 in the footer's row, n goes to 2/10")
  func regexWithCounter() {
    let reader = reader()
    reader.send("/^000012[0-9] ")
    reader.settle()
    #expect(lit(reader, row: 1).isEmpty, "nothing on screen matches yet")
    reader.send("\r")
    reader.settle()
    let found = reader.rows
    #expect(reader.footer.hasSuffix("1/10"), "the first match and its number")
    JourneyGolden.expect(found, matches: "regex-search-80x24")
    #expect(found[1] == "0000120 línea de prueba")
    #expect(lit(reader, row: 1) == "0000120 ", "the match, and only it, is lit")
    #expect(lit(reader, row: 11).isEmpty, "line 130 does not match")
    reader.send("n")
    reader.settle()
    #expect(reader.rows[1].hasPrefix("0000121") && reader.footer.hasSuffix("2/10"), "the second match")
    reader.send("j")
    #expect(reader.footer == "Quedan pasos por ver", "the counter goes with the next key")
    // ESC-u: the highlights go, and come back.
    reader.send("\u{1B}u")
    #expect(lit(reader, row: 1).isEmpty && lit(reader, row: 8).isEmpty)
    reader.send("\u{1B}u")
    #expect(!lit(reader, row: 1).isEmpty)
    #expect(reader.send("q") == .exit(.quit))
  }

  @Test("the matches are not lit while the pattern is typed (as less's without --incsearch); an expression that does not compile says why")
  func incrementalAndInvalid() {
    let reader = reader()
    reader.send("/^0{5}1[05]")
    reader.settle()
    #expect(lit(reader, row: 10).isEmpty, "row 10 shows line 10, not lit before Enter")
    #expect(lit(reader, row: 15).isEmpty)
    reader.send("(\r")
    reader.settle()
    #expect(reader.footer.hasPrefix("Patrón no válido: "), "the reason")
    #expect(reader.rows[1] == "0000001 línea de prueba", "nothing moved")
    #expect(reader.send("q") == .exit(.quit))
  }
}
