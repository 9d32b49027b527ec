import Foundation
import Testing

/// guia's output to a pipe, as cat's and less's: a file named that cannot be read is said on
/// standard error and the others are still written, the status 66 at the end (the reader's
/// side, the next file shown: GuiaAppTests' MultiFileSessionTests).
@Suite struct UnreadableFileOutputTests {
  @Test("guia falta.txt b.txt | cat: b.txt written, the missing file said on standard error, status 66")
  func unreadableFileAmongOthers() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guia-unread-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("línea de b\n".utf8).write(to: folder.appendingPathComponent("b.txt"))
    let script = #""$BIN" falta.txt b.txt > out 2> err; echo $? > status"#
    try Subprocess.run(
      ["sh", "-c", "cd \"$D\" && " + script], environment: ["BIN": PtySession.binary, "D": folder.path])
    func read(_ name: String) throws -> String {
      try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    #expect(try read("out") == "línea de b\n")
    let errors = try read("err")
    #expect(errors.contains("falta.txt"), "\(errors)")
    #expect(try read("status") == "66\n")
  }
}
