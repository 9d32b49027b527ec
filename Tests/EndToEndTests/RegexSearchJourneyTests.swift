import Foundation
import Testing

/// Search as less's in the real binary: a search of a million lines stopped by Ctrl-C with guia
/// still running (the counter, the matches lit while typing, ESC-u:
/// ReaderTests.RegexSearchJourneyTests; through a man page's overstrike:
/// GuiaAppTests.ManPageSearchSessionTests).
@Suite("Regex search journeys")
struct RegexSearchJourneyTests {
  /// A million numbered lines (24 MB).
  static func millionLines() throws -> URL {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(24_000_000)
    for n in 1...1_000_000 { bytes += Array(String(format: "%07d línea de prueba\n", n).utf8) }
    return try Journey.file("millon.txt", bytes)
  }

  @Test("a regex search through a million lines shows progress and Ctrl-C stops it; guia goes on")
  func interruptedMillionLines() throws {
    let session = try PtySession([try Self.millionLines().path])
    try session.waitForNextFrame(after: 0)
    try session.press("/")
    try session.type("^no hay tal [0-9]+$")
    session.send("\r")
    try session.wait(for: "the search's progress", timeout: 30) { $0.footer.hasPrefix("Buscando…") }
    kill(session.pid, SIGINT)
    let stopped = try session.wait(for: "the search stopped") { $0.footer == "Búsqueda interrumpida" }
    Snapshots.expectMatchesGolden(stopped, named: "regex-search-80x24-interrupted", session: session)
    try session.press("j")
    #expect(session.lines[1] == "0000002 línea de prueba", "guia still answers")
    #expect(session.footer == "Quedan pasos por ver")
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }
}
