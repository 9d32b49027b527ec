import Reader
import ScrollKit
import Testing

/// Search as the pty journey typed it, on a reader of a 300-line file: the prompt in the
/// footer's row, the match at the top in reverse video, n and N, and the messages.
@MainActor
@Suite struct SearchJourneyTests {
  /// A file of `count` numbered lines (`0000001 línea de prueba`), as the journeys write one.
  static func numbered(_ count: Int) -> String {
    (1...count).map { String(repeating: "0", count: 7 - String($0).count) + "\($0) línea de prueba\n" }.joined()
  }

  @Test("/pattern finds the line, highlights it; n, wrap and not-found messages")
  func searchInFile() {
    let reader = ReaderHarness(plain: Self.numbered(300), title: "numeros.txt", size: CellSize(width: 80, height: 24))
    reader.send("/0000150")
    #expect(reader.rows[23] == "/0000150", "the prompt uses the footer's row")
    reader.send("\r")
    #expect(reader.rows[1] == "0000150 línea de prueba")
    #expect(reader.screen.rows[1][0].style.contains(.reverse), "the match is highlighted")
    #expect(!reader.screen.rows[1][8].style.contains(.reverse))
    #expect(reader.footer.hasPrefix("Quedan pasos por ver ") && reader.footer.hasSuffix(" 1/1"))

    reader.send("/PRUEBA\r")
    #expect(reader.footer == "Sin coincidencias para «PRUEBA»", "a capital letter matches exactly")
    reader.send("j")
    #expect(reader.footer == "Quedan pasos por ver", "any key takes the message away")

    // ^W: around the other end, as less's modifier (without it the search stops at the start).
    reader.send("?\u{17}0000002 \r")
    #expect(reader.rows[1] == "0000002 línea de prueba")
    reader.send("n")
    #expect(reader.footer.hasPrefix("La búsqueda siguió desde el final "))
    #expect(reader.footer.hasSuffix(" 1/1"), "one line holds 0000002 and a space")
    reader.send("G")
    #expect(reader.footer == "Fin de la guía")
  }
}
