import Foundation
import Testing

/// Nothing lost: a followed file that is truncated and rewritten is read again from its start,
/// and input that cannot be kept whole is said to be incomplete, never claimed to have ended.
@Suite struct InputKeptReliabilityTests {
  private static func lines(_ word: String, _ range: ClosedRange<Int>) -> Data {
    Data(range.map { "\(word) \($0)\n" }.joined().utf8)
  }

  @Test("a followed file truncated and rewritten (copytruncate): said in the footer's row, read again from the start",
        arguments: [30, 60, 10])
  func truncatedWhileFollowed(newLines: Int) throws {
    let file = try Journey.file("app.log", [UInt8](Self.lines("vieja", 1...30)))
    let session = try PtySession([file.path], rows: 40)
    try session.wait(forText: "vieja 30")
    try session.press("F")
    try session.wait(for: "following") { $0.lines[0].contains("Siguiendo") }
    // As logrotate's copytruncate leaves it: cut to nothing, then the program writes on. The
    // new text may be as long as the old ("nueva" and "vieja" have the same length), so the
    // size alone cannot tell.
    let writer = try FileHandle(forWritingTo: file)
    try writer.truncate(atOffset: 0)
    writer.write(Self.lines("nueva", 1...newLines))
    try writer.close()
    let lines = try session.wait(for: "the truncation said") {
      $0.footer == "Archivo truncado: se lee de nuevo desde el principio"
    }
    let shown = Journey.scrollArea(lines).filter { !$0.isEmpty }
    #expect(!shown.contains { $0.hasPrefix("vieja") }, "no stale mix: \(shown)")
    let visible = min(newLines, 37)
    #expect(shown == (newLines - visible + 1...newLines).map { "nueva \($0)" })
    #expect(lines[0].contains("Siguiendo"), "still following")
    // From the top: the new file's first line, and only the new file.
    let top = try session.press("g")
    #expect(top[1] == "nueva 1")
    #expect(session.footer == (newLines <= 37 ? "Fin de la guía" : "Quedan pasos por ver"))
    Reliability.add("truncations", 1)
    session.send("q")
    #expect(try session.waitForExit().exited(with: 0))
  }

  @Test("a file rewritten while not followed: End reads it again from the start")
  func rewrittenThenEnd() throws {
    let file = try Journey.file("app.log", [UInt8](Self.lines("vieja", 1...30)))
    let session = try PtySession([file.path])
    try session.wait(forText: "vieja 1")
    try Self.lines("nueva", 1...50).write(to: file)
    let lines = try session.press("G")
    #expect(lines[21] == "nueva 50")
    #expect(session.footer == "Archivo truncado: se lee de nuevo desde el principio")
    #expect(!Journey.scrollArea(lines).contains { $0.hasPrefix("vieja") })
    Reliability.add("truncations", 1)
  }
}
