import Foundation
import Testing

/// less's options that change what the reader does, as a less user writes them in `LESS` or
/// on the command line: `-e`, `-E`, `-x`, `-s`, `-j`.
@Suite("less options journeys")
struct LessOptionsJourneyTests {
  static func numbered(_ count: Int) -> [UInt8] {
    Array((1...count).map { "línea \($0)" }.joined(separator: "\n").appending("\n").utf8)
  }

  @Test("-e: a forward key at the end quits (G, then Space); without it the reader stays")
  func quitAtSecondEnd() throws {
    let file = try Journey.file("cien.txt", Self.numbered(100))
    let session = try PtySession(["-e", file.path])
    try session.waitForNextFrame(after: 0)
    try session.press("G")
    #expect(session.footer == "Fin de la guía")
    session.send(" ")
    #expect(try session.waitForExit() == 0)

    let staying = try PtySession([file.path])
    try staying.waitForNextFrame(after: 0)
    try staying.press("G")
    try staying.press(" ")
    try staying.press("k")
    #expect(staying.footer == "Quedan pasos por ver", "Space at the end quit without -e")
    staying.send("q")
    #expect(try staying.waitForExit() == 0)
  }

  @Test("-E: the end reached by Space quits at once; LESS=-E the same; a short file quits on opening")
  func quitAtFirstEnd() throws {
    let file = try Journey.file("cuarenta.txt", Self.numbered(40))
    for (arguments, environment) in [(["-E", file.path], [:]), ([file.path], ["LESS": "-E"])] {
      let session = try PtySession(arguments, environment: environment)
      try session.waitForNextFrame(after: 0)
      try session.press("j")
      #expect(session.lines[1].hasPrefix("línea 2"), "\(session.lines.prefix(2))")
      session.send(" ")
      #expect(try session.waitForExit() == 0)
    }
    let short = try Journey.file("corto.txt", Self.numbered(3))
    let session = try PtySession(["-E", short.path])
    #expect(try session.waitForExit() == 0)
  }

  @Test("-e with two files: Space at the end of the first opens the second; at the end of the last, quits")
  func quitAtEndGoesOn() throws {
    let first = try Journey.file("uno.txt", Self.numbered(30))
    let second = try Journey.file("dos.txt", Array("otra\n".utf8))
    let session = try PtySession(["-e", first.path, second.path])
    try session.waitForNextFrame(after: 0)
    try session.press("G")
    session.send(" ")
    try session.wait(forText: "dos.txt (2/2)")
    #expect(session.lines[1].hasPrefix("otra"))
    session.send(" ")
    #expect(try session.waitForExit() == 0)
  }
}
