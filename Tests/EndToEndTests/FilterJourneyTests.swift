import Foundation
import Testing

/// less's `&pattern` in the real binary: a log filtered to its errors, their line numbers the
/// file's, the footer at the filtered end, `&!`, and `&` Enter back to every line.
@Suite("Filter journeys")
struct FilterJourneyTests {
  private func log() throws -> URL {
    let lines = (1...2_000).map { number in
      number % 37 == 0
        ? "2026-12-02 10:\(String(format: "%02d", number % 60)) ERROR disco \(number) lleno"
        : "2026-12-02 10:\(String(format: "%02d", number % 60)) INFO petición \(number) servida"
    }
    return try Journey.file("servidor.log", Array((lines.joined(separator: "\n") + "\n").utf8))
  }

  @Test("&ERROR with -N: only the errors, numbered as in the file; G reaches their end; & Enter shows every line")
  func filtersErrors() throws {
    let session = try PtySession(["-N", try log().path])
    try session.wait(for: "the log") { $0.lines[1].hasPrefix("      1 2026-12-02") }
    session.send("&ERROR\r")
    let filtered = try session.wait(for: "the errors") { $0.lines[1].contains("ERROR disco 37 lleno") }
    Snapshots.expectMatchesGolden(filtered, named: "filter-80x24", session: session)
    #expect(filtered[1].hasPrefix("     37 "))
    #expect(filtered[2].hasPrefix("     74 "))
    #expect(session.footer == "54 líneas con «ERROR» · & y Enter: todas")
    #expect(filtered[0].contains("&ERROR"))
    session.send("G")
    try session.wait(for: "the filtered end") { $0.footer == "Fin de la guía" && $0.lines[$0.lines.count - 3].contains("ERROR disco 1998 lleno") }
    session.send("&\r")
    try session.wait(for: "every line") { $0.footer == "Todas las líneas" && !$0.lines[0].contains("&ERROR") }
    #expect(session.lines[1].contains("petición") || session.lines[1].contains("ERROR"))
    session.send("g&!INFO\r")
    try session.wait(for: "the lines without INFO") { $0.lines[1].contains("ERROR disco 37 lleno") && $0.footer.hasPrefix("54 líneas sin «INFO»") }
    session.send("&\rg/\u{0E}INFO\r")
    try session.wait(for: "the first line without INFO") { $0.lines[1].hasPrefix("     37 ") && $0.lines[1].contains("ERROR") }
    session.send("n")
    try session.wait(for: "the next one") { $0.lines[1].hasPrefix("     74 ") }
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }
}
