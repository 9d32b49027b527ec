import Foundation
import Testing

/// A file that looks binary (less's guess) is asked about before it shows, as less asks:
/// `y` shows it, `q` quits, any other key leaves it unseen; `-f` shows it at once.
@Suite struct BinaryFileJourneyTests {
  static let question = "«/bin/ls» puede ser un archivo binario. ¿Verlo de todos modos?"

  @Test("guia /bin/ls: the question on an empty screen; n ends guia with status 1, the terminal restored")
  func declined() throws {
    let shell = try Journey.Shell(["/bin/ls"])
    let lines = try shell.session.wait(forText: Self.question)
    #expect(lines.last?.hasPrefix(Self.question) == true, "\(lines)")
    #expect(lines.dropLast().allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "nothing of the file: \(lines)")
    #expect(!shell.session.rawLines.joined().contains("^@"))
    shell.session.send("n")
    _ = try shell.session.waitForExit()
    #expect(shell.read("status") == "1")
    #expect(shell.read("before") == shell.read("after"), "the terminal as it was")
  }

  @Test("y shows it anyway, as placeholders; -f shows it without asking; q at the question quits with 0")
  func shownAnyway() throws {
    let session = try PtySession(["/bin/ls"])
    try session.wait(forText: Self.question)
    session.send("y")
    let lines = try session.wait(for: "the file") { Journey.title($0.lines).hasPrefix("ls") }
    #expect(lines.joined().contains("^@") || lines.joined().contains("ELF"), "\(lines)")
    session.send("q")
    #expect(try session.waitForExit() == 0)

    let forced = try PtySession(["-f", "/bin/ls"])
    let shown = try forced.waitForNextFrame(after: 0)
    #expect(Journey.title(shown).hasPrefix("ls"), "\(shown)")
    #expect(!shown.joined().contains("binario"))
    forced.send("q")
    #expect(try forced.waitForExit() == 0)

    let quitting = try PtySession(["/bin/ls"])
    try quitting.wait(forText: Self.question)
    quitting.send("q")
    #expect(try quitting.waitForExit() == 0)
  }

  @Test("guia /bin/ls notas.txt, n: on to the next file, as less; a text file is never asked about")
  func nextFile() throws {
    let file = try Journey.file("notas.txt", Array("Paso 1: abrir la caja\n".utf8))
    let session = try PtySession(["/bin/ls", file.path])
    try session.wait(forText: Self.question)
    session.send("n")
    let lines = try session.wait(forText: "Paso 1: abrir la caja")
    #expect(Journey.title(lines).hasPrefix("notas.txt"), "\(lines)")
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }
}
