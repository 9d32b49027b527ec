import Foundation
import Testing

/// less's secure mode (`LESSSECURE`), as an administrator sets it for a restricted user:
/// nothing runs, nothing else opens, nothing is kept, Ctrl-Z ignored (an unknown feature's
/// message and status: GuiaAppTests.CommandLineErrorTests).
@Suite("secure mode journeys")
struct SecureModeJourneyTests {
  @Test("LESSSECURE=1: v and :e are refused with a message; LESSOPEN never runs; no history file is written")
  func secure() throws {
    let folder = try Journey.temporaryFolder()
    let file = folder.appendingPathComponent("doc.txt")
    try Data((1...60).map { "línea \($0)\n" }.joined().utf8).write(to: file)
    let ran = folder.appendingPathComponent("ran")
    let marker = try PreprocessorJourneyTests.script("marca.sh", "echo \"$0 $@\" >> '\(ran.path)'", in: folder)
    let history = folder.appendingPathComponent("lesshst")
    let session = try PtySession(
      [file.path],
      environment: ["LESSSECURE": "1", "VISUAL": marker, "LESSOPEN": "|\(marker) %s", "LESSHISTFILE": history.path])
    try session.wait(forText: "línea 1")
    session.send("v")
    try session.wait(for: "v refused") { $0.footer.contains("Orden no disponible") }
    session.send(":e")
    try session.wait(for: ":e refused") { $0.footer.contains("Orden no disponible") }
    _ = try session.press("/")
    _ = try session.type("línea 4")
    session.send("\r")
    try session.wait(for: "the search's line at the top") { $0.lines[1] == "línea 4" }
    session.send("q")
    #expect(try session.waitForExit() == 0)
    #expect(!FileManager.default.fileExists(atPath: ran.path), "the editor or LESSOPEN ran")
    #expect(!FileManager.default.fileExists(atPath: history.path), "the history was written")
    Reliability.add("secure", 3)
  }

  @Test("LESSSECURE_ALLOW=examine: :e opens the name as typed, wildcards not expanded; v still refused")
  func allowExamine() throws {
    let folder = try Journey.temporaryFolder()
    let first = folder.appendingPathComponent("uno.txt")
    try Data("el primero\n".utf8).write(to: first)
    try Data("el segundo\n".utf8).write(to: folder.appendingPathComponent("dos.txt"))
    let session = try PtySession([first.path], environment: ["LESSSECURE": "1", "LESSSECURE_ALLOW": "examine"])
    try session.wait(forText: "el primero")
    session.send(":e")
    try session.wait(for: "the examine prompt") { $0.footer.hasPrefix("Examinar:") }
    _ = try session.type(folder.path + "/d*.txt")
    session.send("\r")
    try session.wait(for: "the pattern taken as a name") { $0.footer.contains("d*.txt") && !$0.footer.hasPrefix("Examinar") }
    #expect(!session.lines.contains("el segundo"), "the wildcard was expanded")
    session.send("v")
    try session.wait(for: "v refused") { $0.footer.contains("Orden no disponible") }
    session.send("q")
    #expect(try session.waitForExit() == 0)
    Reliability.add("secure", 2)
  }

  @Test("LESSSECURE=1: Ctrl-Z does not suspend guia (less ignores SIGTSTP); keys still answer")
  func noSuspend() throws {
    let shell = try Journey.Shell(script: #"LESSSECURE=1 "$@"; echo $? > "$D/status""#)
    try shell.session.wait(forText: "Paso 1")
    shell.session.send("\u{1A}")
    try shell.session.press("G")
    try shell.session.wait(for: "guia answers after Ctrl-Z") { $0.footer == "Fin de la guía" }
    shell.session.send("q")
    try shell.session.wait(for: "the status") { _ in shell.read("status") != nil }
    #expect(shell.read("status") == "0", "a suspended job would have given the shell 148")
    Reliability.add("secure", 1)
  }
}
