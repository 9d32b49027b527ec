import Foundation
import Testing

/// Bracketed paste, asked of a terminal whose terminfo has it (`BE`, `BD`): a paste is one
/// event, never keys, and the mode is the terminal's again when guia leaves it.
@Suite("bracketed paste journeys")
struct BracketedPasteJourneyTests {
  private func text(_ session: PtySession) -> String { String(decoding: session.output, as: UTF8.self) }

  @Test("xterm: on at start, off at exit; a paste of 500 000 characters into / is one event, its q's not keys")
  func pasteIsOneEvent() throws {
    let session = try PtySession()
    try session.wait(forText: "Paso 1")
    #expect(text(session).contains("\u{1B}[?2004h"), "bracketed paste asked for")
    _ = try session.press("/")
    let pasted = String(repeating: "q", count: 499_999) + "Z"
    session.send("\u{1B}[200~" + pasted + "\u{1B}[201~")
    // The prompt keeps the paste's first 64 KiB (InputDecoder.pasteLimit): its end, q's.
    try session.wait(for: "the paste in the prompt", timeout: 60) {
      $0.footer.hasPrefix("/qqqq") && $0.footer.count > 70
    }
    session.send("\u{1B}")
    try session.wait(for: "the prompt closed") { $0.footer == "Quedan pasos por ver" }
    session.send("q")
    #expect(try session.waitForExit() == 0)
    let output = text(session)
    let on = output.range(of: "\u{1B}[?2004h", options: .backwards)
    let off = output.range(of: "\u{1B}[?2004l", options: .backwards)
    #expect(off != nil && on.map { $0.lowerBound < off!.lowerBound } ?? false, "the mode is off when guia ends")
  }

  @Test("v: the mode is off while the editor runs and on again after it")
  func editorOutside() throws {
    let folder = try Journey.temporaryFolder()
    let file = folder.appendingPathComponent("doc.txt")
    try Data("texto\n".utf8).write(to: file)
    let seen = folder.appendingPathComponent("seen")
    let editor = try PreprocessorJourneyTests.script("editor.sh", "echo ran > '\(seen.path)'", in: folder)
    let session = try PtySession([file.path], environment: ["VISUAL": editor])
    try session.wait(forText: "texto")
    let before = session.output.count
    session.send("v")
    try session.wait(for: "the editor run and guia back") { _ in FileManager.default.fileExists(atPath: seen.path) }
    try session.wait(for: "the mode on again") {
      String(decoding: $0.output[before...], as: UTF8.self).contains("\u{1B}[?2004h")
    }
    let after = String(decoding: session.output[before...], as: UTF8.self)
    let off = try #require(after.range(of: "\u{1B}[?2004l"))
    #expect(off.lowerBound < after.range(of: "\u{1B}[?2004h")!.lowerBound)
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }

  @Test("a terminal whose terminfo lacks BE (vt100) is never asked")
  func notAsked() throws {
    let session = try PtySession(environment: ["TERM": "vt100"])
    try session.wait(forText: "Paso 1")
    session.send("q")
    #expect(try session.waitForExit() == 0)
    #expect(!text(session).contains("2004"))
  }
}
