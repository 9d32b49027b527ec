import Foundation
import Testing

@testable import GuiaApp

/// Ctrl-L (and Ctrl-R) draw the whole screen again: another program may have written over it,
/// and guia does not know which cells (the terminal's side of a whole repaint, fg after Ctrl-Z,
/// is TerminalHygieneTests').
@MainActor
@Suite struct RepaintSessionTests {
  @Test("Ctrl-L after another program wrote over the screen: the terminal shows guia's screen again", arguments: ["\u{0C}", "\u{12}"])
  func repaint(key: String) throws {
    let folder = try temporaryFolder()
    let file = try folder.file("numeros.txt", (1...100).map { String(format: "%07d línea de prueba\n", $0) }.joined())
    let harness = try SessionHarness(
      [file.path], steps: [.writtenFromOutside("\u{1B}[5;1HBASURA DE OTRO PROGRAMA"), .keys(key)])
    let shown = harness.terminal.shownLines
    #expect(!shown.contains { $0.contains("BASURA") }, "\(shown)")
    #expect(shown == harness.lines)
    #expect(harness.lines == harness.screens.first, "the screen as it was")
    #expect(harness.lines[4].hasPrefix("0000004 línea de prueba"), "\(harness.lines.prefix(5))")
  }
}
