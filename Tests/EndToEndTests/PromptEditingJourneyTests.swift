import Foundation
import Testing

/// The footer's prompts edited as less's command line: the cursor moved with the arrows,
/// Home and End, Delete at it, Ctrl-U to empty the line.
@Suite("prompt editing journeys")
struct PromptEditingJourneyTests {
  @Test("/ornillo, Home, t: the pattern mended at its start finds tornillo; the cursor cell reversed")
  func mendAtStart() throws {
    let session = try PtySession()
    try session.waitForNextFrame(after: 0)
    _ = try session.type("/ornillo")
    try session.press("\u{1B}[H")
    var lines = try session.type("t")
    #expect(lines.last?.hasPrefix("/tornillo") == true, "\(lines.last ?? "")")
    // The cursor sits on the "o" after the mended "t", in reverse video.
    let row = session.rawLines.count - 1
    #expect(session.screen.cell(row: row, column: 2).reverse)
    lines = try session.press("\r")
    #expect(lines.dropLast().contains { $0.contains("tornillo") })
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }

  @Test("Left, Delete, Backspace at the cursor; Ctrl-U empties the line, a second Ctrl-U closes it")
  func deleteAndKill() throws {
    let session = try PtySession()
    try session.waitForNextFrame(after: 0)
    _ = try session.type("/abcd")
    try session.press("\u{1B}[D")
    try session.press("\u{1B}[D")
    try session.press("\u{1B}[3~")
    var lines = try session.press("\u{7F}")
    #expect(lines.last?.trimmingCharacters(in: .whitespaces) == "/ad", "\(lines.last ?? "")")
    lines = try session.press("\u{15}")
    #expect(lines.last?.trimmingCharacters(in: .whitespaces) == "/")
    lines = try session.press("\u{15}")
    #expect(session.footer == "Quedan pasos por ver", "\(lines.last ?? "")")
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }

  @Test("the search history kept between runs (as less's .lesshst): Up recalls the last run's pattern; LESSHISTFILE=- keeps none")
  func historyAcrossRuns() throws {
    let home = try Journey.temporaryFolder()
    let first = try PtySession(environment: ["HOME": home.path, "LESSHISTFILE": ""])
    try first.waitForNextFrame(after: 0)
    _ = try first.type("/tornillo\r")
    first.send("q")
    #expect(try first.waitForExit() == 0)
    let file = home.appendingPathComponent(".local/state/guia/lesshst").path
    #expect(try String(contentsOfFile: file, encoding: .utf8) == ".less-history-file:\n.search\n\"tornillo\n")

    let second = try PtySession(environment: ["HOME": home.path, "LESSHISTFILE": ""])
    try second.waitForNextFrame(after: 0)
    _ = try second.type("/")
    let lines = try second.press("\u{1B}[A")
    #expect(lines.last?.hasPrefix("/tornillo") == true, "\(lines.last ?? "")")
    // Esc alone (its frame waited for), then q: sent at once they would be ESC-q.
    try second.press("\u{1B}")
    second.send("q")
    _ = try second.waitForExit()

    // LESSHISTFILE names the file (less's own may be shared); - keeps none.
    let named = home.appendingPathComponent("compartido").path
    for (value, written) in [(named, true), ("-", false)] {
      let session = try PtySession(environment: ["HOME": home.path, "LESSHISTFILE": value])
      try session.waitForNextFrame(after: 0)
      _ = try session.type("/tuerca\r")
      session.send("q")
      _ = try session.waitForExit()
      if written { #expect(try String(contentsOfFile: named, encoding: .utf8).contains("\"tuerca\n")) }
    }
    #expect(try !String(contentsOfFile: file, encoding: .utf8).contains("tuerca"), "LESSHISTFILE=- wrote guia's file")
  }

  @Test(":e with a space first, a wildcard and Tab: every file the pattern matches is added, the first read")
  func examineExpands() throws {
    let folder = try Journey.temporaryFolder()
    for (name, text) in [("uno.txt", "primero\n"), ("dos.txt", "segundo\n"), ("notas-largas.md", "# Notas\n")] {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    let first = try Journey.file("inicio.txt", Array("inicio\n".utf8))
    let session = try PtySession([first.path])
    try session.waitForNextFrame(after: 0)
    // Tab completes the name typed: notas-largas.md, the only one beginning so.
    _ = try session.type(":e \(folder.path)/not")
    var lines = try session.press("\t")
    #expect(lines.last?.contains("notas-largas.md") == true, "\(lines.last ?? "")")
    try session.press("\u{15}")
    _ = try session.type("\(folder.path)/*.txt\r")
    lines = try session.wait(forText: "segundo")
    #expect(Journey.title(lines).hasPrefix("dos.txt (2/3)"), "\(lines.first ?? "")")
    _ = try session.type(":n")
    try session.wait(forText: "primero")
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }

  @Test("--incsearch: the view follows the pattern's first match as it is typed; Esc goes back; Enter stays")
  func incrementalSearch() throws {
    let file = try Journey.file("cien.txt", Array((1...100).map { "línea \($0)" }.joined(separator: "\n").appending("\n").utf8))
    let session = try PtySession(["--incsearch", file.path])
    try session.waitForNextFrame(after: 0)
    var lines = try session.type("/línea 7")
    #expect(lines[1].trimmingCharacters(in: .whitespaces) == "línea 7", "\(lines.prefix(2))")
    lines = try session.type("0")
    #expect(lines[1].trimmingCharacters(in: .whitespaces) == "línea 70", "\(lines.prefix(2))")
    lines = try session.press("\u{1B}")
    #expect(lines[1].trimmingCharacters(in: .whitespaces) == "línea 1", "Esc: back where it was")
    _ = try session.type("/línea 42")
    lines = try session.press("\r")
    #expect(lines[1].trimmingCharacters(in: .whitespaces) == "línea 42")
    session.send("q")
    #expect(try session.waitForExit() == 0)

    // Without it, the view stays until Enter, as before.
    let plain = try PtySession([file.path])
    try plain.waitForNextFrame(after: 0)
    lines = try plain.type("/línea 70")
    #expect(lines[1].trimmingCharacters(in: .whitespaces) == "línea 1")
    plain.send("\u{1B}")
    _ = try plain.waitForNextFrame()
    plain.send("q")
    _ = try plain.waitForExit()
  }
}
