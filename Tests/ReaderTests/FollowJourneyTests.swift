import Reader
import ScrollKit
import Testing

/// less's `F` and ESC-F as the pty journeys typed them, on a file that grows while it is
/// read: the new lines at the bottom while following, the view kept once stopped, a match of
/// the last search stopping the watch. (Pipes that grow over time stay journeys.)
@MainActor
@Suite struct FollowJourneyTests {
  private let size = CellSize(width: 80, height: 24)

  @Test("F follows a growing file at the bottom; stopped, the view stays put; F catches up")
  func followFile() {
    let file = GrowingFile((1...30).map { "línea \($0)\n" }.joined())
    let reader = ReaderHarness(following: file, title: "registro.log", size: size)
    reader.send("F")
    #expect(reader.rows[0].contains("Siguiendo el final"))
    file.write("línea 31\n")
    reader.tick()
    #expect(reader.rows[21] == "línea 31", "línea 31 at the bottom")
    #expect(reader.footer == "Fin de la guía")
    // Any other key stops following, even one that does not move: the reader stays at the
    // bottom, the one place where following and not following differ when text arrives.
    reader.send("j")
    #expect(!reader.rows[0].contains("Siguiendo"), "following stopped by another key")
    let shown = reader.rows
    #expect(shown[21] == "línea 31")
    file.write("línea 32\nlínea 33\n")
    // Not following: the view stays where it is, however many ticks pass.
    reader.tick(3)
    #expect(Array(reader.rows.dropFirst().dropLast(2)) == Array(shown.dropFirst().dropLast(2)))
    reader.send("F")
    reader.tick()
    #expect(reader.rows[21] == "línea 33" && reader.footer == "Fin de la guía", "End catches up")
  }

  @Test("+F on a 5-line log that gains 55 lines: the new lines come up from the bottom, as in less")
  func followShortFile() {
    let file = GrowingFile((1...5).map { "línea \($0)\n" }.joined())
    let reader = ReaderHarness(following: file, title: "corto.log", size: size)
    reader.send("F")  // +F: guia types F as the document opens
    #expect(reader.rows[0].contains("Siguiendo el final") && reader.rows[5] == "línea 5", "following")
    file.write((6...60).map { "línea \($0)\n" }.joined())
    reader.tick()
    #expect(reader.rows[21] == "línea 60", "línea 60 at the bottom")
    #expect(reader.rows[1] == "línea 40")
    #expect(reader.footer == "Fin de la guía")
    file.write("línea 61\n")
    reader.tick()
    #expect(reader.rows[21] == "línea 61", "línea 61 at the bottom")
    #expect(reader.send("q") == .exit(.quit))
  }

  @Test("ESC-F follows a growing file and stops at the first line that matches the last search")
  func followUntilMatch() {
    let file = GrowingFile((1...50).map { "entrada \($0)\n" }.joined())
    let reader = ReaderHarness(following: file, title: "registro.log", size: size)
    reader.send("/fallo\r")
    reader.settle()
    #expect(reader.footer == "Sin coincidencias para «fallo»", "no match yet")
    reader.send("\u{1B}F")
    #expect(reader.rows[0].contains("Siguiendo el final"), "following")
    file.write(
      (51...80).map { "entrada \($0)\n" }.joined() + "entrada 81: fallo del disco\n"
        + (82...120).map { "entrada \($0)\n" }.joined())
    reader.settle(limit: 50)
    #expect(reader.footer == "Coincidencia en lo que llegó: ya no se sigue el final", "stopped at the match")
    #expect(reader.rows[1] == "entrada 81: fallo del disco", "the match at the top")
    #expect(!reader.rows[0].contains("Siguiendo"), "no longer following")
    #expect(reader.send("q") == .exit(.quit))
  }
}
