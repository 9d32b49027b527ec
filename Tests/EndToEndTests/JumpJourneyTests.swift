import Foundation
import Testing

/// less's jumps in the real binary: `10G`, `50%`, a mark and `''`, and `=`.
@Suite("Jump journeys")
struct JumpJourneyTests {
  @Test("10G, 50%, m a, G, ' a, '' and = on a 1 000-line file; 10G against a golden")
  func jumps() throws {
    let text = (1...1000).map { "línea \($0) de mil" }.joined(separator: "\n") + "\n"
    let file = try Journey.file("mil.txt", Array(text.utf8))
    let session = try PtySession([file.path])
    try session.waitForNextFrame(after: 0)
    session.send("10")
    let tenth = try session.press("G")
    #expect(tenth[1] == "línea 10 de mil")
    Snapshots.expectMatchesGolden(tenth, named: "jumps-80x24-10G", session: session)
    session.send("50")
    let half = try session.press("%")
    #expect(half[1].hasPrefix("línea 49") || half[1].hasPrefix("línea 50"), "\(half[1])")
    session.send("m")
    let marked = try session.press("a")
    #expect(session.footer.hasPrefix("Marca «a» puesta"), "\(marked.last ?? "")")
    try session.press("G")
    try session.wait(for: "the end") { $0.footer == "Fin de la guía" }
    session.send("'")
    let back = try session.press("a")
    #expect(back[1] == half[1])
    session.send("'")
    try session.press("'")
    try session.wait(for: "the end again") { $0.footer == "Fin de la guía" }
    let info = try session.press("=")
    #expect(session.footer.hasPrefix("mil.txt · líneas 980-1 000/1 000 · byte 17 514/17 893 · 100 %"), "\(info.last ?? "")")
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }
}
