import Foundation
import Testing

/// less's secure mode (`LESSSECURE`), as an administrator sets it for a restricted user: Ctrl-Z
/// ignored, a signal the real process takes (nothing runs, nothing else opens, nothing is kept:
/// GuiaAppTests' SecureModeSessionTests; an unknown feature's message and status:
/// GuiaAppTests.CommandLineErrorTests).
@Suite("secure mode journeys")
struct SecureModeJourneyTests {
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
