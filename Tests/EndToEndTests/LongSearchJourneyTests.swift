import Foundation
import Testing

/// Searches through more than a slice can read: progress in the footer's row, stopped by any
/// key or Ctrl-C, memory bounded whatever the length of the line.
@Suite struct LongSearchJourneyTests {
  /// A sparse file of `size` NUL bytes: one line as long as the file, made at once.
  static func sparseFile(_ size: Int) throws -> URL {
    let url = try Journey.file("ceros", [])
    #expect(truncate(url.path, off_t(size)) == 0)
    return url
  }

  /// Starts a search for what the file does not hold, and waits for its progress.
  private func startSearch(_ session: PtySession) throws {
    try session.press("/")
    session.send("pieza\r")
    try session.wait(for: "the search's progress") { $0.footer.hasPrefix("Buscando…") }
  }

  @Test("a search through 4 GB shows its progress and a key, Ctrl-C (SIGINT) or q stops it at once, guia still answering; a 64 MB line searched to its end: memory under 100 MB")
  func longSearches() throws {
    let session = try PtySession(["-f", try Self.sparseFile(4 << 30).path])
    try session.waitForNextFrame(after: 0)
    Journey.part("a key") {
      try startSearch(session)
      session.send("j")
      try session.wait(for: "the search stopped") { $0.footer == "Búsqueda interrumpida" }
      // Keys work as before once it has stopped.
      try session.press("j")
      #expect(session.footer == "Quedan pasos por ver")
      // AddressSanitizer's shadow memory and quarantine raise RSS; the bound is for the product.
      #expect(underSanitizer || session.peakMemoryKB < 100 * 1024, "peak RSS \(session.peakMemoryKB) kB")
      Reliability.add("long-work", 1)
    }
    Journey.part("Ctrl-C") {
      try startSearch(session)
      kill(session.pid, SIGINT)
      try session.wait(for: "the search stopped") { $0.footer == "Búsqueda interrumpida" }
      Reliability.add("long-work", 1)
    }
    try startSearch(session)
    session.send("q")
    // The search alone would take minutes here: only a search that reads keys ends in time.
    #expect(try session.waitForExit(timeout: 5).exited(with: 0))
    Reliability.add("long-work", 1)

    let line = try PtySession(["-f", try Self.sparseFile(64 << 20).path])
    try line.waitForNextFrame(after: 0)
    try line.press("/")
    line.send("x\r")
    try line.wait(for: "no match", timeout: 60) { $0.footer == "Sin coincidencias para «x»" }
    let peak = line.peakMemoryKB
    #expect(underSanitizer || (peak > 0 && peak < 100 * 1024), "peak RSS \(peak) kB")
    line.send("q")
    #expect(try line.waitForExit().exited(with: 0))
    Reliability.add("long-work", 1)
  }
}
