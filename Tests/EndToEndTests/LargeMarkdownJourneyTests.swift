import Foundation
import Testing

/// A Markdown file of 10 MB read as Markdown, laid out around what is shown (issue 28): the
/// first screen, End, a search that lands in the middle and back, each answered without the
/// document ever laid out whole, and memory below what the whole layout took (418 MB on this document).
@Suite("large Markdown journeys")
struct LargeMarkdownJourneyTests {
  private var sections: Int { underSanitizer ? 2_000 : 75_000 }

  private func document() throws -> URL {
    var text = "# Manual grande\n\n"
    for section in 0..<sections {
      text += "## Sección \(section)\n\nPárrafo \(section) del manual, con texto que se parte en filas"
      text += section == sections / 2 ? " y la AGUJA escondida.\n\n" : " como cualquier otro.\n\n"
      text += "- paso \(section)\n- `código \(section)`\n\n"
    }
    return try Journey.file("grande.md", Array(text.utf8))
  }

  @Test("10 MB of Markdown: first screen, End, a search to the middle, g; peak memory under 300 MB (418 MB laid out whole)")
  func largeMarkdown() throws {
    let file = try document()
    let session = try PtySession([file.path])
    try session.wait(forText: "Sección 0", timeout: 60)
    _ = try session.press("G")
    try session.wait(forText: "Sección \(sections - 1)")
    session.send("g")
    try session.wait(forText: "Sección 0")
    session.send("/AGUJA\r")
    try session.wait(forText: "la AGUJA")
    #expect(session.lines.contains { $0.contains("Párrafo \(sections / 2) ") })
    session.send("k")
    try session.wait(forText: "Sección \(sections / 2)")
    let peak = session.peakMemoryKB
    #expect(underSanitizer || (peak > 0 && peak < 300 * 1024), "peak RSS \(peak) kB")
    session.send("q")
    #expect(try session.waitForExit().exited(with: 0))
  }
}
