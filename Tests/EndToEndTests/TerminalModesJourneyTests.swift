import Foundation
import Testing

/// The modes guia asks of the terminal, and gives back: the mouse's (by default the terminal's
/// alternate scroll mode, so the wheel scrolls and a drag still selects; mouse reports only with
/// `--mouse`) and bracketed paste, asked of a terminal whose terminfo has it (`BE`, `BD`): a
/// paste is one event, never keys, and the mode is the terminal's again when guia leaves it.
@Suite("terminal modes journeys")
struct TerminalModesJourneyTests {
  /// Mouse reporting modes a terminal takes a drag away from selection for.
  static let reportModes = ["\u{1B}[?1000h", "\u{1B}[?1002h", "\u{1B}[?1003h", "\u{1B}[?1006;1000h"]

  private func text(_ session: PtySession) -> String { String(decoding: session.output, as: UTF8.self) }

  @Test("the modes asked and given back: alternate scroll (1007) by default, mouse reports only with --mouse; bracketed paste on at start and off at exit, a paste of 500 000 characters one event")
  func modes() {
    Journey.part("by default: alternate scroll on (1007h), no mouse report asked, and off again on the way out") {
      let session = try PtySession()
      let top = try session.waitForNextFrame(after: 0)
      #expect(session.wrote("\u{1B}[?1007h"))
      for mode in Self.reportModes { #expect(!session.wrote(mode), "\(mode.debugDescription) sent") }
      // The wheel, as the terminal sends it in this mode: arrow keys.
      let scrolled = try session.press(Journey.Keys.down)
      #expect(scrolled[1] == top[2], "Down did not scroll one row")
      session.send("q")
      #expect(try session.waitForExit() == 0)
      #expect(session.wrote("\u{1B}[?1007l"))
    }
    Journey.part("--mouse asks for reports and reads the wheel; --no-mouse asks nothing") {
      let captured = try PtySession(["--mouse"])
      let before = try captured.waitForNextFrame(after: 0)
      #expect(Self.reportModes.contains { captured.wrote($0) }, "no mouse report asked")
      #expect(!captured.wrote("\u{1B}[?1007h"))
      let after = try captured.press(Journey.Keys.wheelDown)
      #expect(after != before, "the wheel did not scroll")
      captured.send("q")
      #expect(try captured.waitForExit() == 0)

      let none = try PtySession(["--no-mouse"])
      try none.waitForNextFrame(after: 0)
      #expect(!none.wrote("\u{1B}[?1007h"))
      for mode in Self.reportModes { #expect(!none.wrote(mode)) }
      none.send("q")
      #expect(try none.waitForExit() == 0)
    }
    Journey.part("xterm: on at start, off at exit; a paste of 500 000 characters into / is one event, its q's not keys") {
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
  }

}
