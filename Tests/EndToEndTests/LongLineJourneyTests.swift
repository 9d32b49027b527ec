import Foundation
import Testing

/// End on one line of megabytes, and a paste of tens of thousands of characters into
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

  @Test("a single 10 MB line: shown at once, End reaches its end, memory stays bounded; End on a 64 MB line shows its progress and is stopped by q (the terminal restored), a key or Ctrl-C; a 40 000-character paste into the prompt searches within seconds")
  func longLine() {
    Journey.part("a single 10 MB line: shown at once, End reaches its end, memory stays bounded") {
      // Under the sanitizers (instrumented code, several times slower) 512 KiB test the same
      // paths: 8 pages of 64 KiB, 16 of End's 32 KiB slices; the plain run takes the full 10 MB.
      let size = underSanitizer ? 1 << 19 : 10 << 20
      var bytes = [UInt8]()
      bytes.reserveCapacity(size)
      let words = Array("pieza tornillo estante ".utf8)
      while bytes.count < size { bytes += words }
      bytes += Array("fin\n".utf8)
      let file = try Journey.file("una-linea.txt", bytes)
      let session = try PtySession([file.path])
      let first = try session.waitForNextFrame(after: 0)
      #expect(first[1].hasPrefix("pieza tornillo estante"))
      // Finding the line's last rows wraps all 10 MB once, a slice at a time with its progress
      // in the footer's row (about 2 s in a release build, far more in the debug build the tests
      // use); later moves reuse the row starts.
      session.send("G")
      let end = try session.wait(for: "the end", timeout: 120) { $0.footer == "Fin de la guía" }
      #expect(end[21].hasSuffix("fin"))
      try session.press("k")
      #expect(session.footer == "Quedan pasos por ver")
      let peak = session.peakMemoryKB
      #expect(underSanitizer || (peak > 0 && peak < 64 * 1024), "peak RSS \(peak) kB")
    }
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
