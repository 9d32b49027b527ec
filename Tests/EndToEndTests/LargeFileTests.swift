import Foundation
import Testing

/// Plain text of any size in a real terminal: the screen stays right through every kind of
/// move, a one-row scroll writes about one row, and End reaches the end of a large file.
@Suite struct LargeFileTests {
  /// `count` numbered lines, short enough not to wrap at 80 columns.
  static func numberedFile(_ count: Int) throws -> URL {
    var text = ""
    text.reserveCapacity(count * 30)
    for n in 1...count { text += String(format: "%07d línea de prueba\n", n) }
    return try Journey.file("numeros.txt", Array(text.utf8))
  }

  private func expectRows(_ session: PtySession, top: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    let expected = (top..<(top + 21)).map { String(format: "%07d línea de prueba", $0 + 1) }
    #expect((Journey.scrollArea(session.lines)) == expected, sourceLocation: sourceLocation)
  }

  @Test("every move leaves the right rows on screen, and a one-row scroll writes one row (with the indicator, a few bytes more to repair the thumb)")
  func scrollingIsExact() throws {
    let file = try Self.numberedFile(2000)
    // Without the indicator, as less shows it; the indicator's own cost is checked below.
    let session = try PtySession(["--no-indicator", file.path])
    try session.waitForNextFrame(after: 0)
    expectRows(session, top: 0)
    let moves: [(String, Int)] = [
      ("j", 1), ("j", 1), ("j", 1), (" ", 21), ("d", 11), ("k", -1), ("u", -11), ("b", -21),
      ("j", 1), ("G", 0), ("k", -1), ("j", 1), ("g", 0), ("f", 21), ("b", -21),
    ]
    var top = 0
    let bottom = 2000 - 21
    for (key, delta) in moves {
      switch key {
      case "G": top = bottom
      case "g": top = 0
      default: top = min(bottom, max(0, top + delta))
      }
      try session.press(key)
      expectRows(session, top: top)
      #expect(session.footer == (top == bottom ? "Fin de la guía" : "Quedan pasos por ver"))
    }
    // Bytes for one more row down (once the scrolling region is set): the row's text and a
    // few bytes to scroll (in a C.UTF-8 locale the í of "línea", East Asian Ambiguous, needs no
    // column move after it).
    try session.press("j")
    let written = try session.bytesWritten(pressing: "j")
    let rowText = String(format: "%07d línea de prueba", 24).utf8.count
    #expect(written <= rowText + 4, "a one-row scroll wrote \(written) bytes")
    Snapshots.save(session.lines, as: "large-file-80x24-scrolled", session: session)

    // With the indicator, a one-row scroll also repairs the thumb: a few bytes more.
    let indicated = try PtySession([file.path])
    try indicated.waitForNextFrame(after: 0)
    try indicated.press("j")
    try indicated.press("j")
    let withThumb = try indicated.bytesWritten(pressing: "j")
    #expect(withThumb <= rowText + 32, "a one-row scroll with the indicator wrote \(withThumb) bytes")
    expectRows(indicated, top: 3)
  }

}

/// Input that is hostile by its shape: one enormous line, standard input from a pipe.
@Suite struct UnusualInputTests {
  @Test("a single 10 MB line: shown at once, End reaches its end, memory stays bounded")
  func tenMegabyteLine() throws {
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

  @Test("/proc/meminfo and /proc/cpuinfo, whose size says 0: read to their end of file, as less shows them")
  func sizeSaysZero() throws {
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
