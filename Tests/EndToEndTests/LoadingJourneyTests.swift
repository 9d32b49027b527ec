import Foundation
import Testing
import Reader
import TerminalUI

/// Seed 001's list loading pages, and follow mode, in a real terminal. (The loading row, a failed
/// page and r: GuiaAppTests.PagedNumbersModelTests, on the demo's own view and model.)
@Suite struct LoadingJourneyTests {
  /// Goes to the end until `text` is on screen: each End may start a page load, whose rows
  /// arrive in a later frame.
  private func loadUntil(
    _ text: String, in session: PtySession, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for _ in 0..<40 {
      if session.lines.contains(where: { $0.contains(text) }) { return }
      try session.press("G")
      if session.lines.contains(where: { $0.contains(text) }) { return }
      _ = try? session.waitForNextFrame(timeout: 5)
    }
    Issue.record("'\(text)' never showed", sourceLocation: sourceLocation)
  }

  @Test("demo numbers loads pages as the end nears, to the third page, one load at a time")
  func threePages() throws {
    let session = try PtySession(["demo", "numbers", "--latency", "0.05", "--pages", "3"])
    var lines = try session.waitForNextFrame(after: 0)
    // The header, then rows of .frame(height: 100): 6 rows, the text in the middle, inset by
    // List's 16 pt (2 columns); 20 rows of list show Number 1 to 3.
    #expect(lines[0].hasPrefix("Números"))
    #expect(lines[3] == "  Number 1")
    #expect(lines[15] == "  Number 3")
    #expect(session.footer == "Quedan pasos por ver")
    try loadUntil("No hay más números.", in: session)
    // The status row is below the list: the page that ended it is under the view, kept still.
    lines = try session.press("G")
    #expect(lines.contains("  Number 70"))
    #expect(session.footer == "Fin de la guía")
    #expect(!session.lines.joined().contains("Number 71"))
    try session.press("k")
    #expect(session.footer == "Quedan pasos por ver")
    Snapshots.save(session.lines, as: "demo-numbers-80x24-end", session: session)
  }

  @Test("tail -f of a short log through guia +F: what is appended reaches the bottom")
  func followShortPipe() throws {
    let file = try Journey.file("app.log", Array((1...5).map { "evento \($0)\n" }.joined().utf8))
    let shell = try Journey.Shell(["+F"], script: "tail -n +1 -f '\(file.path)' | \"$@\"")
    try shell.session.wait(for: "following the pipe") {
      $0.lines[0].contains("Siguiendo el final") && $0.lines.contains("evento 5")
    }
    let writer = try FileHandle(forWritingTo: file)
    writer.seekToEndOfFile()
    writer.write(Data((6...40).map { "evento \($0)\n" }.joined().utf8))
    try writer.close()
    try shell.session.wait(for: "evento 40 at the bottom") { $0.lines[21] == "evento 40" }
    #expect(shell.session.lines[1] == "evento 20")
    shell.session.send("q")
    _ = try shell.session.waitForExit()
  }

  @Test("a pipe that grows while the reader is scrolled up keeps the view and says there is more")
  func pipeScrolledUp() throws {
    let folder = try Journey.temporaryFolder()
    let fifo = folder.appendingPathComponent("tubo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let session = try PtySession([fifo])
    let writer = FileHandle(forWritingAtPath: fifo)!
    writer.write(Data((1...40).map { "fila \($0)\n" }.joined().utf8))
    try session.wait(forText: "fila 1")
    // End on a pipe still open waits for its end, counting the lines; a key stops the wait.
    session.send("G")
    try session.wait(for: "all 40 rows read") { $0.lines[0].contains("40 líneas") }
    session.send("k")
    try session.wait(for: "the wait stopped") { !$0.lines[0].contains("Leyendo hasta el final") }
    try session.press("g")
    writer.write(Data("fila 41\n".utf8))
    try session.wait(for: "the footer after growth") { $0.footer == "Quedan pasos por ver" }
    #expect(session.lines[1] == "fila 1")
    try session.press("F")
    try session.wait(for: "following the pipe") { $0.lines[21] == "fila 41" }
    writer.write(Data("fila 42\n".utf8))
    try session.wait(for: "following new rows") { $0.lines[21] == "fila 42" }
    try writer.close()
  }

  @Test("an endless pipe: the first screen shows, keys answer, reading stays bounded")
  func endlessPipe() throws {
    let shell = try Journey.Shell(script: #"yes "fila sin fin" | "$@"; echo $? > "$D/status""#)
    try shell.session.wait(forText: "fila sin fin")
    let pid = try shell.guiaPid()
    // Pages keep arriving while the reader is near the end, so wait for screens, not frames.
    for _ in 0..<5 { shell.session.send("G") }
    shell.session.send("k")
    try shell.session.wait(for: "more below") { $0.footer == "Quedan pasos por ver" }
    let peak = PtySession.peakMemoryKB(of: pid)
    #expect(underSanitizer || (peak > 0 && peak < 64 * 1024), "peak RSS \(peak) kB")
    shell.session.send("q")
    _ = try shell.session.waitForExit()
    #expect(shell.read("status") == "0")
  }
}
