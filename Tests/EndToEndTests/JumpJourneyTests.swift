import Foundation
import Testing

/// less's jumps in the real binary: `10G`, `50%`, a mark and `''`, and `=`.
///
/// A count or a mark's letter is a key of its own, which may draw a frame of its own: each
/// step waits for the screen it leads to, never for "the next frame".
@Suite("Jump journeys")
struct JumpJourneyTests {
  @Test("10G, 50%, m a, G, ' a, '' and = on a 1 000-line file; 10G against a golden")
  func jumps() throws {
    let text = (1...1000).map { "línea \($0) de mil" }.joined(separator: "\n") + "\n"
    let file = try Journey.file("mil.txt", Array(text.utf8))
    let session = try PtySession([file.path])
    try session.waitForNextFrame(after: 0)
    session.send("10G")
    let tenth = try session.wait(for: "line 10 at the top") { $0.lines[1] == "línea 10 de mil" }
    Snapshots.expectMatchesGolden(tenth, named: "jumps-80x24-10G", session: session)
    session.send("50%")
    let half = try session.wait(for: "the middle") { $0.lines[1].hasPrefix("línea 50") }
    session.send("ma")
    try session.wait(for: "the mark set") { $0.footer.hasPrefix("Marca «a» puesta") }
    session.send("G")
    try session.wait(for: "the end") { $0.footer == "Fin de la guía" }
    session.send("'a")
    try session.wait(for: "back at the mark") { $0.lines[1] == half[1] }
    session.send("''")
    try session.wait(for: "the end again") { $0.footer == "Fin de la guía" }
    session.send("=")
    try session.wait(for: "the answer to =") { $0.footer.hasPrefix("mil.txt · líneas") }
    #expect(session.footer.hasPrefix("mil.txt · líneas 980-1 000/1 000 · byte 17 514/17 893 · 100 %"), "\(session.footer)")
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }

  @Test("ESC-Ctrl-F < > brings the > that closes the top row's < to the bottom; ESC-Ctrl-B < > goes back")
  func bracketsOfOnesChoice() throws {
    let text = "<sección\n" + (1...60).map { "  atributo\($0)=\"\($0)\"" }.joined(separator: "\n") + "\n> fin\n"
    let file = try Journey.file("etiqueta.xml", Array(text.utf8))
    let session = try PtySession([file.path])
    try session.wait(for: "the file") { $0.lines[1] == "<sección" }
    session.send("\u{1B} ")
    try session.wait(for: "ESC-Space: a page down") { $0.lines[1].hasPrefix("  atributo21=") }
    session.send("g")
    try session.wait(for: "the top") { $0.lines[1] == "<sección" }
    session.send("\u{1B}\u{06}<>")
    try session.wait(for: "the > at the bottom") { $0.lines[$0.lines.count - 3] == "> fin" }
    session.send("\u{1B}\u{02}<>")
    try session.wait(for: "back at the <") { $0.lines[1] == "<sección" }
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }
}
