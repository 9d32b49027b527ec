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

  @Test("-x4 (and LESS=-x4, git's way): tabs every 4 columns; -x3,10 at 3 and 10")
  func tabStops() throws {
    let file = try Journey.file("tabs.txt", Array("a\tb\tc\n12345\tx\n".utf8))
    for (arguments, environment) in [(["-x4", file.path], [:]), ([file.path], ["LESS": "-Rx4"])] {
      let session = try PtySession(arguments, environment: environment)
      let lines = try session.waitForNextFrame(after: 0)
      #expect(lines[1].hasPrefix("a   b   c"), "\(lines.prefix(3))")
      #expect(lines[2].hasPrefix("12345   x"))
      session.send("q")
      #expect(try session.waitForExit() == 0)
    }
    // -F prints a short file as the reader shows it, its tabs at -x's stops.
    let printed = try PtySession(["-F", "-x4", file.path])
    #expect(try printed.waitForExit() == 0)
    #expect(printed.screen.lines[0].hasPrefix("a   b   c"), "\(printed.screen.lines.prefix(2))")
    let given = try PtySession(["-x", "3,10", file.path])
    #expect(try given.waitForNextFrame(after: 0)[1].hasPrefix("a  b      c"))
    given.send("q")
    _ = try given.waitForExit()
  }

  @Test("-s: blank lines in a row show as one; -s typed while reading turns it off and on")
  func squeeze() throws {
    let file = try Journey.file("huecos.txt", Array("a\n\n\n\nb\n\n\nc\n".utf8))
    let session = try PtySession(["-s", file.path])
    var lines = try session.waitForNextFrame(after: 0)
    #expect(Array(lines[1...5]).map { $0.trimmingCharacters(in: .whitespaces) } == ["a", "", "b", "", "c"])
    lines = try session.type("-s")
    #expect(lines[5].hasPrefix("b"), "-s typed: every blank line again")
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }

  @Test("-j5: a line jumped to (30g, a search) lands on the fifth row; -j.5 in the middle")
  func jumpTarget() throws {
    let file = try Journey.file("cien.txt", Self.numbered(100))
    let session = try PtySession(["-j5", file.path])
    try session.waitForNextFrame(after: 0)
    var lines = try session.type("30g")
    #expect(lines[5].hasPrefix("línea 30"), "\(lines.prefix(6))")
    // The search starts on the target row: line 30's, so 60 is the first match after it.
    lines = try session.type("/línea 6\r")
    #expect(lines[5].hasPrefix("línea 60"), "\(lines.prefix(6))")
    lines = try session.type("n")
    #expect(lines[5].hasPrefix("línea 61"), "\(lines.prefix(6))")
    session.send("q")
    _ = try session.waitForExit()

    let middle = try PtySession(["-j.5", file.path])
    try middle.waitForNextFrame(after: 0)
    lines = try middle.type("50g")
    // 22 text rows: less's screen of 23 with its prompt row, the middle its 11th row.
    #expect(lines[11].hasPrefix("línea 50"), "\(lines)")
    middle.send("q")
    _ = try middle.waitForExit()
  }

  @Test("-x and -j typed while reading ask for their values, as less's: tabs every 4, line jumps to the fifth row")
  func valuesTypedWhileReading() throws {
    let text = "a\tb\n" + (2...100).map { "línea \($0)" }.joined(separator: "\n") + "\n"
    let file = try Journey.file("valores.txt", Array(text.utf8))
    let session = try PtySession([file.path])
    try session.waitForNextFrame(after: 0)
    var lines = try session.type("-x")
    #expect(lines.last?.hasPrefix("Paradas de tabulación") == true, "\(lines.last ?? "")")
    lines = try session.type("4\r")
    #expect(lines[1].hasPrefix("a   b"), "\(lines[1])")
    _ = try session.type("-j5\r")
    lines = try session.type("30g")
    #expect(lines[5].hasPrefix("línea 30"), "\(lines.prefix(6))")
    lines = try session.type("-xz\r")
    #expect(lines.last?.contains("Valor no válido para --tabs: z") == true, "\(lines.last ?? "")")
    session.send("q")
    _ = try session.waitForExit()
  }
}
