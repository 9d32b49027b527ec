import Foundation
import Testing

/// Input that asks for unbounded work: nesting thousands of levels deep, searches through
/// gigabytes and lines of tens of megabytes. guia shows a first frame, keeps answering keys,
/// and quits with the terminal restored.
@Suite struct BoundedWorkJourneyTests {
  @Test("nesting thousands of levels deep opens, shows a frame and quits with the terminal restored",
        arguments: [
          ("quotes", String(repeating: ">", count: 17_000) + " fondo"),
          ("lists", String(repeating: "- ", count: 20_000) + "fondo"),
          ("emphasis", String(repeating: "_", count: 100_000) + "fondo" + String(repeating: "_", count: 100_000)),
          ("images", String(repeating: "![", count: 50_000) + "fondo" + String(repeating: "](b)", count: 50_000)),
          ("html", String(repeating: "<b>", count: 8_200) + "fondo" + String(repeating: "</b>", count: 8_200)),
        ])
  func deepNesting(family: String, markdown: String) throws {
    let file = try Journey.file("\(family).md", Array((markdown + "\n").utf8))
    let shell = try Journey.Shell([file.path])
    try shell.session.wait(forText: "fondo", timeout: 30)
    shell.session.send("q")
    _ = try shell.session.waitForExit()
    #expect(shell.read("status") == "0")
    #expect(shell.read("before") == shell.read("after"), "stty -g before and after")
    Reliability.add("nesting", 1)
  }

  @Test("HTML tags nested 8 200 deep print (standard output a pipe), as they open (a SIGSEGV before)",
        arguments: ["b", "strong", "i", "em", "kbd", "del"])
  func deepHTMLPrinted(tag: String) throws {
    let markdown = String(repeating: "<\(tag)>", count: 8_200) + "fondo" + String(repeating: "</\(tag)>", count: 8_200)
    let file = try Journey.file("\(tag).md", Array((markdown + "\n").utf8))
    let result = try CommandLineTests.runBytes([file.path])
    #expect(result.status == 0)
    #expect(String(decoding: result.stdout, as: UTF8.self).contains("fondo"))
    Reliability.add("nesting", 1)
  }
}

/// Searches through more than a slice can read: progress in the footer's row, stopped by any
/// key or Ctrl-C, memory bounded whatever the length of the line.
@Suite struct LongSearchJourneyTests {
  /// A sparse file of `size` NUL bytes: one line as long as the file, made at once.
  static func sparseFile(_ size: Int) throws -> URL {
    let url = try Journey.file("ceros", [])
    #expect(truncate(url.path, off_t(size)) == 0)
    return url
  }

  private func startSearch(_ session: PtySession) throws {
    try session.waitForNextFrame(after: 0)
    try session.press("/")
    session.send("pieza\r")
    try session.wait(for: "the search's progress") { $0.footer.hasPrefix("Buscando…") }
  }

  @Test("a search through 4 GB shows its progress, and a key stops it, guia still answering")
  func keyStopsSearch() throws {
    let session = try PtySession(["-f", try Self.sparseFile(4 << 30).path])
    try startSearch(session)
    session.send("j")
    try session.wait(for: "the search stopped") { $0.footer == "Búsqueda interrumpida" }
    // Keys work as before once it has stopped.
    try session.press("j")
    #expect(session.footer == "Quedan pasos por ver")
    // AddressSanitizer's shadow memory and quarantine raise RSS; the bound is for the product.
    #expect(underSanitizer || session.peakMemoryKB < 100 * 1024, "peak RSS \(session.peakMemoryKB) kB")
    session.send("q")
    #expect(try session.waitForExit().exited(with: 0))
    Reliability.add("long-work", 1)
  }

  @Test("Ctrl-C stops a running search instead of ending guia")
  func interruptStopsSearch() throws {
    let session = try PtySession(["-f", try Self.sparseFile(4 << 30).path])
    try startSearch(session)
    kill(session.pid, SIGINT)
    try session.wait(for: "the search stopped") { $0.footer == "Búsqueda interrumpida" }
    session.send("q")
    #expect(try session.waitForExit().exited(with: 0))
    Reliability.add("long-work", 1)
  }

  @Test("q quits while a search runs")
  func quitDuringSearch() throws {
    let session = try PtySession(["-f", try Self.sparseFile(4 << 30).path])
    try startSearch(session)
    session.send("q")
    // The search alone would take minutes here: only a search that reads keys ends in time.
    #expect(try session.waitForExit(timeout: 5).exited(with: 0))
    Reliability.add("long-work", 1)
  }

  @Test("searching a 64 MB line to its end keeps memory under 100 MB")
  func longLineMemory() throws {
    let session = try PtySession(["-f", try Self.sparseFile(64 << 20).path])
    try session.waitForNextFrame(after: 0)
    try session.press("/")
    session.send("x\r")
    try session.wait(for: "no match", timeout: 60) { $0.footer == "Sin coincidencias para «x»" }
    let peak = session.peakMemoryKB
    #expect(underSanitizer || (peak > 0 && peak < 100 * 1024), "peak RSS \(peak) kB")
    session.send("q")
    #expect(try session.waitForExit().exited(with: 0))
    Reliability.add("long-work", 1)
  }
}
