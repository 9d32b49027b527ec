import Foundation
import Testing

/// Nothing hangs guia (issue 30): a back-reference that glibc matches in cubic time stops for
/// a key, Ctrl-C or SIGTERM at once, and a pattern that would take gigabytes to compile is
/// refused with a message: the terminal's contract (keys and signals while the match runs,
/// the process's memory). The refusal's words are also `RegularExpressionLimitsTests`'.
@Suite struct NoHangJourneyTests {
  private static func line(of count: Int) throws -> URL {
    try Journey.file("aes.txt", Array((String(repeating: "a", count: count) + "\n").utf8))
  }

  @Test("patterns that would hang: a{1,32767} refused with a message, memory untouched; Ctrl-C stops /(a*)\\1b on a line of 3 000 a, guia goes on; :e of a FIFO nobody writes opens at once; q during the search quits at once, status 0; SIGTERM and SIGHUP during such a filter end guia at once, 128+N, the terminal restored")
  func noHang() throws {
    Journey.part("keys") {
      let file = try Self.line(of: 3_000)
      // The text of the FIFO's R (the file read replaced by one) is GuiaAppTests'
      // FifoReloadReliabilitySessionTests: no terminal needed.
      let fifo = try Journey.temporaryFolder().appendingPathComponent("rx.txt")
      #expect(mkfifo(fifo.path, 0o600) == 0)
      let session = try PtySession([file.path])
      try session.waitForNextFrame(after: 0)
      Journey.part("a{1,32767}") {
        session.send("/a{1,32767}\r")
        try session.wait(for: "the refusal", timeout: 5) { $0.footer.contains("Patrón no válido") }
        #expect(session.footer.contains("too costly"), "\(session.footer)")
        #expect(underSanitizer || session.peakMemoryKB < 200 * 1024, "peak RSS \(session.peakMemoryKB) kB")
        Reliability.add("no-hang", 1)
      }
      Journey.part("Ctrl-C") {
        session.send("/(a*)\\1b\r")
        // Long enough for the match to be under way; a key before it would stop the search first.
        session.watch(for: 0.3)
        session.send(Journey.Keys.control("c"))
        try session.wait(for: "the search stopped", timeout: 5) { $0.footer.contains("Búsqueda interrumpida") }
        try session.press("j")
      }
      Journey.part(":e of a FIFO") {
        // Opened without waiting for a writer, read on the loader's thread.
        session.send(":e" + fifo.path + "\r")
        try session.wait(for: "the FIFO as a file of its own", timeout: 5) { $0.lines[0].contains("rx.txt") && $0.lines[1] == "~" }
        session.send(":p")
        try session.wait(for: "the line of a again", timeout: 5) { $0.lines[0].contains("aes.txt") }
        Reliability.add("no-hang", 1)
      }
      session.send("/(a*)\\1b\r")
      session.watch(for: 0.3)
      session.send("q")
      #expect(try session.waitForExit(timeout: 5) == 0)
      Reliability.add("no-hang", 1)
    }
    Journey.each([SIGTERM, SIGHUP]) { signal in
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
  }
}
