import Foundation
import ScrollKit
import Testing

@testable import GuiaApp

/// A file that looks binary (less's guess) is asked about before it shows, as less asks:
/// `y` shows it, `q` quits, any other key leaves it unseen; `-f` shows it at once (the exit
/// status and the terminal restored in the real binary: EndToEndTests' BinaryFileJourneyTests).
@MainActor
@Suite struct BinaryFileSessionTests {
  static let question = "«/bin/ls» puede ser un archivo binario. ¿Verlo de todos modos?"

  @Test("guia /bin/ls: the question on an empty screen; n leaves it unseen and guia ends, declined (status 1)")
  func declined() throws {
    let run = try SessionHarness(["/bin/ls"], keys: ["n"])
    let lines = try #require(run.screens.first)
    #expect(lines.last?.hasPrefix(Self.question) == true, "\(lines)")
    #expect(lines.dropLast().allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "nothing of the file: \(lines)")
    #expect(!run.screens.contains { $0.title.hasPrefix("ls") }, "the file showed")
    #expect(run.reason == .quit)
    #expect(run.session.declined)
  }

  @Test("y shows it anyway, as placeholders; -f shows it without asking; q at the question quits, not declined")
  func shownAnyway() throws {
    let shown = try SessionHarness(["/bin/ls"], keys: ["y"])
    let lines = try #require(shown.screens.last)
    #expect(lines.title.hasPrefix("ls"), "\(lines)")
    #expect(lines.joined().contains("^@") || lines.joined().contains("ELF"), "\(lines)")
    #expect(!shown.session.declined)

    let forced = try SessionHarness(["-f", "/bin/ls"], keys: [])
    let first = try #require(forced.screens.first)
    #expect(first.title.hasPrefix("ls"), "\(first)")
    #expect(!first.joined().contains("binario"))

    let quitting = try SessionHarness(["/bin/ls"], keys: ["q"])
    #expect(quitting.screens.first?.last?.hasPrefix(Self.question) == true)
    #expect(!quitting.screens.contains { $0.title.hasPrefix("ls") }, "the file showed")
    #expect(quitting.reason == .quit)
    #expect(!quitting.session.declined, "q quits with status 0")
  }

  @Test("guia /bin/ls notas.txt, n: on to the next file, as less; a text file is never asked about")
  func nextFile() throws {
    let file = try temporaryFolder().file("notas.txt", "Paso 1: abrir la caja\n")
    let run = try SessionHarness(["/bin/ls", file.path], keys: ["n"])
    #expect(run.screens.first?.last?.hasPrefix(Self.question) == true)
    let lines = run.expectScreens(("the next file", { $0.contains { $0.contains("Paso 1: abrir la caja") } }))
    #expect(lines.first?.title.hasPrefix("notas.txt") == true, "\(lines)")
    #expect(!run.screens.contains { $0.joined().contains("binario") && $0.title.hasPrefix("notas") })
    #expect(!run.session.declined)
  }

  @Test("a long name: the question wraps over the last rows, as less wraps it, and is read whole")
  func longNameWraps() throws {
    let folder = try temporaryFolder().appendingPathComponent(String(repeating: "carpeta-muy-larga/", count: 4))
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("libc.so.6")
    try Data([0x7F, 0x45, 0x4C, 0x46, 0, 0, 0, 0, 1, 2, 3, 0, 0, 0]).write(to: file)
    let run = try SessionHarness([file.path], keys: ["n"], size: CellSize(width: 60, height: 10))
    let lines = try #require(run.screens.first)
    let shown = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    #expect(shown.hasSuffix("¿Verlo de todos modos?"), "\(lines)")
    #expect(shown.contains("libc.so.6"), "\(lines)")
  }
}
