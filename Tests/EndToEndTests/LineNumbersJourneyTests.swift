import Foundation
import Testing

/// less's `-N` in the real binary: numbers before the lines at start (`-N`, `LESS=N`), a
/// wrapped line numbered once, and `-N` typed while reading.
@Suite("Line numbers")
struct LineNumbersJourneyTests {
  private func file() throws -> URL {
    let lines = (1...300).map { number in
      number == 3
        ? "línea 3, larga: " + String(repeating: "palabra ", count: 20) + "fin"
        : "línea \(number)"
    }
    return try Journey.file("numeros.txt", Array((lines.joined(separator: "\n") + "\n").utf8))
  }

  @Test("-N: seven columns of number and a space, a wrapped line numbered once; 250G shows 250 at the top")
  func numbersAtStart() throws {
    let path = try file().path
    let session = try PtySession(["-N", path])
    let first = try session.wait(for: "numbered rows") { $0.lines[1].hasPrefix("      1 línea 1") }
    Snapshots.expectMatchesGolden(first, named: "line-numbers-80x24", session: session)
    #expect(first[3].hasPrefix("      3 línea 3, larga"))
    #expect(first[4].hasPrefix("        palabra"), "the wrapped row has no number: \(first[4])")
    #expect(first[6].hasPrefix("      4 línea 4"))
    session.send("250G")
    try session.wait(for: "line 250 at the top") { $0.lines[1] == "    250 línea 250" }
    session.send("G")
    try session.wait(for: "the end") { $0.footer == "Fin de la guía" && $0.lines[$0.lines.count - 3].hasPrefix("    300 línea 300") }
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }

  @Test("LESS=N numbers the lines; -N typed while reading hides and shows them")
  func toggledWhileReading() throws {
    let path = try file().path
    let session = try PtySession([path], environment: ["LESS": "N"])
    try session.wait(for: "numbered rows") { $0.lines[1].hasPrefix("      1 línea 1") }
    session.send("-N")
    try session.wait(for: "no numbers") { $0.lines[1] == "línea 1" && $0.footer == "Sin números de línea" }
    session.send("-N")
    try session.wait(for: "numbers again") { $0.lines[1] == "      1 línea 1" && $0.footer == "Números de línea (-N)" }
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }
}
