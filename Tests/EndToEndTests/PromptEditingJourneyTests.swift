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
}
