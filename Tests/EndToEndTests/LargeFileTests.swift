import Foundation
import Testing

/// Numbered plain text for the journeys (every move leaves the right rows and a one-row scroll
/// writes about one row: ByteBudgetTests).
enum LargeFileTests {
  /// `count` numbered lines, short enough not to wrap at 80 columns.
  static func numberedFile(_ count: Int) throws -> URL {
    var text = ""
    text.reserveCapacity(count * 30)
    for n in 1...count { text += String(format: "%07d línea de prueba\n", n) }
    return try Journey.file("numeros.txt", Array(text.utf8))
  }

  /// Expects the scroll area to show the numbered file's 21 lines from line `top + 1`.
  static func expectRows(_ session: PtySession, top: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    let expected = (top..<(top + 21)).map { String(format: "%07d línea de prueba", $0 + 1) }
    #expect((Journey.scrollArea(session.lines)) == expected, sourceLocation: sourceLocation)
  }
}

/// Input that is hostile by its shape: one enormous line.
@Suite struct UnusualInputTests {
  @Test("a single 10 MB line: shown at once, End reaches its end, memory stays bounded; /proc/meminfo and /proc/cpuinfo, whose size says 0: read to their end of file, as less shows them")
  func unusualFiles() throws {
    Journey.part("10 MB line") {
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
    Journey.part("/proc") {
      for path in ["/proc/meminfo", "/proc/cpuinfo"] {
        let first = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")[0]
        let label = String(first.prefix { $0 != ":" && $0 != "\t" })
        let session = try PtySession([path])
        let lines = try session.wait(forText: label)
        #expect(Journey.title(lines).contains(path.split(separator: "/").last!))
        // Both are longer than a screen here; an unread file never claims its end.
        session.send("G")
        try session.wait(for: "the end of \(path)") { $0.footer == "Fin de la guía" }
        session.send("q")
        #expect(try session.waitForExit() == 0)
      }
    }
  }
}
