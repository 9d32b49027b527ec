import Foundation
import Testing

/// End on one line of tens of megabytes, and a paste of tens of thousands of characters into
/// the prompt: guia keeps answering keys, shows how far it is, and quits at once with `q`.
@Suite struct LongLineJourneyTests {
  /// One 64 MB line of words, no newline: written in one go from a buffer doubled in memory.
  static func longLine() throws -> URL {
    var buffer = Data("palabra larga ".utf8)
    while buffer.count < 64 << 20 { buffer.append(buffer) }
    let url = try Journey.temporaryFolder().appendingPathComponent("linea.txt")
    try buffer.write(to: url)
    return url
  }

  private func pressEnd(_ session: PtySession) throws {
    try session.waitForNextFrame(after: 0)
    session.send("G")
    try session.wait(for: "End's progress") { $0.footer.hasPrefix("Buscando el final…") }
  }

  @Test("End on a 64 MB line shows its progress and is stopped by q (the terminal restored), a key or Ctrl-C; a 40 000-character paste into the prompt searches within seconds")
  func longLine() {
    Journey.part("End on a 64 MB line shows its progress, and q quits at once with the terminal restored") {
      let shell = try Journey.Shell([try Self.longLine().path])
      try pressEnd(shell.session)
      shell.session.send("q")
      // Wrapping the whole line takes seconds (minutes in a debug build): only an End that reads
      // keys between slices ends in time.
      _ = try shell.session.waitForExit(timeout: 3)
      #expect(shell.read("status") == "0")
      #expect(shell.read("before") == shell.read("after"), "stty -g before and after")
      Reliability.add("long-line", 1)
    }
    Journey.part("a key stops End on a 64 MB line where the view was, and keys work again") {
      let session = try PtySession([try Self.longLine().path])
      try pressEnd(session)
      session.send("j")
      try session.wait(for: "End stopped", timeout: 3) { $0.footer == "Búsqueda del final interrumpida" }
      #expect(session.lines[1].hasPrefix("palabra larga"))
      try session.press("j")
      #expect(session.footer == "Quedan pasos por ver")
      session.send("q")
      #expect(try session.waitForExit(timeout: 3).exited(with: 0))
      Reliability.add("long-line", 1)
    }
    Journey.part("Ctrl-C stops End on a 64 MB line instead of ending guia") {
      let session = try PtySession([try Self.longLine().path])
      try pressEnd(session)
      kill(session.pid, SIGINT)
      try session.wait(for: "End stopped", timeout: 3) { $0.footer == "Búsqueda del final interrumpida" }
      session.send("q")
      #expect(try session.waitForExit(timeout: 3).exited(with: 0))
      Reliability.add("long-line", 1)
    }
    Journey.part("a 40 000-character paste into the prompt, then Enter, searches within seconds") {
      let text = (1...200).map { "línea \($0) con texto" }.joined(separator: "\n")
      let file = try Journey.file("texto.txt", Array((text + "\n").utf8))
      let session = try PtySession([file.path])
      try session.waitForNextFrame(after: 0)
      try session.press("/")
      // Typed one character at a time, each drawn, a paste took 31 s: quadratic in its length.
      // The bound is for the product; instrumented code (make sanitize) is several times slower,
      // and there 8 000 characters, twice the terminal's input queue, take the same path.
      let limit: Double = underSanitizer ? 120 : 10
      let count = underSanitizer ? 8_000 : 40_000
      try session.paste(String(repeating: "x", count: count) + "\r", timeout: limit)
      try session.wait(for: "the search's answer", timeout: limit) {
        $0.footer.hasPrefix("Sin coincidencias para «xxx")
      }
      session.send("q")
      #expect(try session.waitForExit(timeout: 3).exited(with: 0))
      Reliability.add("long-line", 1)
    }
  }

}
