import Foundation
import Testing

/// A terminal guia cannot draw a screen on (TERM=dumb, a type terminfo does not know, none):
/// less warns and pages anyway; guia says why and writes the text, sanitised, with nothing
/// lost, and exits 0. Only a real pty shows it: guia writes the text only when its output is
/// a terminal it cannot drive (to a pipe it always writes it).
@Suite struct TerminalTypeJourneyTests {
  @Test("TERM unknown or unset: a warning, the whole text written sanitised, status 0 (dumb: ReliabilityJourneyTests)", arguments: ["no-such-terminal", ""])
  func unusableTerminalType(term: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guia-term-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("pasos.txt")
    // 60 lines: more than the screen, and an escape that must not reach the terminal raw.
    let text = (1...60).map { "Paso \($0)" }.joined(separator: "\n") + "\n\u{1B}]0;título\u{07}fin\n"
    try Data(text.utf8).write(to: file)
    let session = try PtySession([file.path], rows: 24, columns: 80, environment: ["TERM": term])
    let status = try session.waitForExit()
    #expect(status == 0, "exit status \(status)")
    let output = String(decoding: session.output, as: UTF8.self)
    #expect(output.contains("Paso 1\r\n") || output.contains("Paso 1\n"), "\(output.prefix(200))")
    #expect(output.contains("Paso 60"))
    #expect(output.contains("fin"))
    #expect(!output.contains("\u{1B}"), "an escape sequence reached the terminal")
    #expect(output.contains("sin paginar"), "no warning: \(output.suffix(300))")
  }
}
