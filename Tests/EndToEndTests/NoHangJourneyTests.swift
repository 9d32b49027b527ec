import Foundation
import Testing

/// Nothing hangs guia (issue 30): a back-reference that glibc matches in cubic time stops for
/// a key, Ctrl-C or SIGTERM at once, and a pattern that would take gigabytes to compile is
/// refused with a message.
@Suite struct NoHangJourneyTests {
  private static func line(of count: Int) throws -> URL {
    try Journey.file("aes.txt", Array((String(repeating: "a", count: count) + "\n").utf8))
  }

  @Test("/(a*)\\1b on a line of 3 000 a, then q: guia quits at once, status 0")
  func quitDuringBackReference() throws {
    let session = try PtySession([try Self.line(of: 3_000).path])
    try session.waitForNextFrame(after: 0)
    session.send("/(a*)\\1b\r")
    // Long enough for the match to be under way; a key before it would stop the search first.
    session.watch(for: 0.3)
    session.send("q")
    #expect(try session.waitForExit(timeout: 5) == 0)
    Reliability.add("no-hang", 1)
  }

  @Test("Ctrl-C stops the back-reference search, guia goes on")
  func interruptAndTerminate() throws {
    let session = try PtySession([try Self.line(of: 3_000).path])
    try session.waitForNextFrame(after: 0)
    session.send("/(a*)\\1b\r")
    session.watch(for: 0.3)
    session.send(Journey.Keys.control("c"))
    try session.wait(for: "the search stopped", timeout: 5) { $0.footer.contains("Búsqueda interrumpida") }
    try session.press("j")
    session.send("q")
    #expect(try session.waitForExit(timeout: 5) == 0)

  }

  @Test("SIGTERM and SIGHUP during a back-reference filter end guia at once, with 128+N and the terminal restored",
        arguments: [SIGTERM, SIGHUP])
  func signalDuringMatch(signal: Int32) throws {
    let file = try Self.line(of: 3_000)
    let shell = try Journey.Shell([file.path])
    try shell.session.waitForNextFrame(after: 0)
    shell.session.send("&(a*)\\1b\r")
    shell.session.watch(for: 0.3)
    kill(try shell.guiaPid(), signal)
    _ = try shell.session.waitForExit(timeout: 5)
    #expect(shell.read("status") == "\(128 + signal)")
    #expect(shell.read("before") == shell.read("after"), "the terminal restored")
    Reliability.add("no-hang", 1)
  }

  @Test("/a{1,32767}: refused with a message, memory untouched; guia goes on")
  func costlyPattern() throws {
    let session = try PtySession([try Self.line(of: 10).path])
    try session.waitForNextFrame(after: 0)
    session.send("/a{1,32767}\r")
    try session.wait(for: "the refusal", timeout: 5) { $0.footer.contains("Patrón no válido") }
    #expect(session.footer.contains("too costly"), "\(session.footer)")
    #expect(underSanitizer || session.peakMemoryKB < 200 * 1024, "peak RSS \(session.peakMemoryKB) kB")
    session.send("q")
    #expect(try session.waitForExit() == 0)
    Reliability.add("no-hang", 1)
  }

  @Test("rm rx.txt; mkfifo rx.txt; R: a message, the text read stays, keys answer; :e of a FIFO nobody writes opens at once")
  func fifoWhereTheFileWas() throws {
    let file = try Journey.file("rx.txt", Array((1...40).map { "línea \($0)\n" }.joined().utf8))
    let session = try PtySession([file.path])
    try session.wait(forText: "línea 1")
    #expect(unlink(file.path) == 0)
    #expect(mkfifo(file.path, 0o600) == 0)
    session.send("R")
    try session.wait(for: "the message", timeout: 5) { $0.footer.contains("Ya no es un archivo normal") }
    #expect(session.lines[1] == "línea 1", "the text read stays")
    try session.press("j")
    #expect(session.lines[1] == "línea 2")
    // :e of the FIFO: opened without waiting for a writer, read on the loader's thread.
    session.send(":e" + file.path + "\r")
    try session.wait(for: "the FIFO as a file of its own", timeout: 5) { $0.lines[0].contains("rx.txt") && $0.lines[1] == "~" }
    session.send("q")
    #expect(try session.waitForExit(timeout: 5) == 0)
    Reliability.add("no-hang", 1)
  }
}
