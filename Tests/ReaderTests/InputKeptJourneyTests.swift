import Reader
import ScrollKit
import Testing

/// Nothing lost, as the pty journeys changed a file under the reader: a followed file
/// truncated and rewritten is read again from its start; a file that grew or was rewritten
/// while nobody followed it shows its new text at End. (Spools that cannot keep their input
/// stay journeys: EndToEndTests.InputKeptReliabilityTests.)
@MainActor
@Suite struct InputKeptJourneyTests {
  private static func lines(_ word: String, _ range: ClosedRange<Int>) -> String {
    range.map { "\(word) \($0)\n" }.joined()
  }

  @Test("a followed file truncated and rewritten (copytruncate): said in the footer's row, read again from the start",
        arguments: [30, 60, 10])
  func truncatedWhileFollowed(newLines: Int) {
    let file = GrowingFile(Self.lines("vieja", 1...30))
    let reader = ReaderHarness(following: file, title: "app.log", size: CellSize(width: 80, height: 40))
    reader.send("F")
    #expect(reader.rows[0].contains("Siguiendo"), "following")
    file.rewrite(Self.lines("nueva", 1...newLines))
    reader.tick()
    #expect(reader.footer == "Archivo truncado: se lee de nuevo desde el principio", "the truncation said")
    // The rows below the end begin with less's "~".
    let shown = Array(reader.rows.dropFirst().dropLast(2)).filter { !$0.isEmpty && $0 != "~" }
    #expect(!shown.contains { $0.hasPrefix("vieja") }, "no stale mix: \(shown)")
    let visible = min(newLines, 37)
    #expect(shown == (newLines - visible + 1...newLines).map { "nueva \($0)" })
    #expect(reader.rows[0].contains("Siguiendo"), "still following")
    // From the top: the new file's first line, and only the new file.
    reader.send("g")
    #expect(reader.rows[1] == "nueva 1")
    #expect(reader.footer == (newLines <= 37 ? "Fin de la guía" : "Quedan pasos por ver"))
    #expect(reader.send("q") == .exit(.quit))
  }

  @Test("a file rewritten while not followed: End reads it again from the start")
  func rewrittenThenEnd() {
    let file = GrowingFile(Self.lines("vieja", 1...30))
    let reader = ReaderHarness(following: file, title: "app.log", size: CellSize(width: 80, height: 24))
    file.rewrite(Self.lines("nueva", 1...50))
    reader.send("G")
    reader.settle()
    #expect(reader.rows[21] == "nueva 50")
    #expect(reader.footer == "Archivo truncado: se lee de nuevo desde el principio")
    #expect(!reader.rows.dropFirst().dropLast(2).contains { $0.hasPrefix("vieja") })
  }

  @Test("a file that grew while not followed: after F, k and a new line, End shows it")
  func fileGrewWithoutFollowing() {
    let file = GrowingFile((1...30).map { "línea \($0)\n" }.joined())
    let reader = ReaderHarness(following: file, title: "registro.log", size: CellSize(width: 80, height: 24))
    reader.send("F")
    reader.send("k")
    #expect(!reader.rows[0].contains("Siguiendo"), "following stopped")
    file.write("línea 31\n")
    reader.send("\u{1B}OF")
    reader.settle()
    #expect(reader.rows[21] == "línea 31")
    #expect(reader.footer == "Fin de la guía")
  }

  @Test("a file that grew before any key: End shows the new text")
  func fileGrewUnwatched() {
    let file = GrowingFile((1...5).map { "nota \($0)\n" }.joined())
    let reader = ReaderHarness(following: file, title: "notas.txt", size: CellSize(width: 80, height: 24))
    file.write((6...40).map { "nota \($0)\n" }.joined())
    reader.send("G")
    reader.settle()
    #expect(reader.rows[21] == "nota 40")
    #expect(reader.footer == "Fin de la guía")
  }
}
