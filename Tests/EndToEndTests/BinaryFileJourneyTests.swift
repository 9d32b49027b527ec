import Foundation
import Testing

/// A file that looks binary (less's guess) is asked about before it shows, as less asks; the
/// real binary's status when the only file is declined, and the terminal restored (`y`, `q`,
/// another key, the next file and `-f`: GuiaAppTests' BinaryFileSessionTests).
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
}
