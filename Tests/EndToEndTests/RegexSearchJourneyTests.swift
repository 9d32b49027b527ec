import Foundation
import Testing

/// Search as less's in the real binary: through a man page's overstrike as man writes it, and
/// a search of a million lines stopped by Ctrl-C with guia still running (the counter, the
/// matches lit while typing, ESC-u: ReaderTests.RegexSearchJourneyTests).
@Suite("Regex search journeys")
struct RegexSearchJourneyTests {
  /// The text of the cells of `row` in reverse video.
  private func lit(_ session: PtySession, row: Int) -> String {
    (0..<session.screen.columns).map { session.screen.cell(row: row, column: $0) }
      .filter(\.reverse).map(\.text).joined()
  }

  @Test("man ls, overstrike kept, in a file: /^ +-l +use finds the bold option and lights it")
  func manPageSearch() throws {
    // A file, not man's pipe: a search covers what has arrived of a pipe (ManPageJourneyTests
    // shows the pipe itself).
    let page = try Subprocess.run(
      ["man", "ls"], environment: ["MAN_KEEP_FORMATTING": "1", "MANWIDTH": "76"], capturesOutput: true)
    #expect(page.contains("\u{8}"), "man kept its overstrike")
    let session = try PtySession([try Journey.file("ls.1.txt", Array(page.utf8)).path])
    try session.waitForNextFrame(after: 0)
    try session.press("/")
    try session.type("^ +-l +use")
    session.send("\r")
    let found = try session.wait(for: "the -l option") { $0.footer.hasSuffix("1/1") }
    #expect(found[1].trimmingCharacters(in: .whitespaces).hasPrefix("-l"), "\(found[1])")
    let dash = try #require(found[1].firstIndex(of: "-")).utf16Offset(in: found[1])
    let cell = session.screen.cell(row: 1, column: dash)
    #expect(cell.bold && cell.reverse, "the bold -l, lit: found through its overstrike")
    #expect(lit(session, row: 1).contains("-l"))
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }

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
