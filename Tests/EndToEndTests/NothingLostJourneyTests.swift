import Foundation
import Testing

/// Nothing of the document is lost on the real terminal: struck-out text drawn as terminfo
/// allows, and terminals whose strings carry padding (code lines wrapped, cut and searched:
/// ReaderTests.NothingLostJourneyTests).
@Suite struct NothingLostJourneyTests {
  static let struckOut = "# Notas\n\nPor favor, ~~annoy~~ avisa antes.\n"

  @Test("what each terminal's terminfo allows: ~~annoy~~ struck out where there is smxx, its markers under TERM=screen; vt100 and vt102's padding never shown, rows right; vt100 never asked for bracketed paste")
  func terminfo() {
    Journey.part("a terminal whose terminfo lacks BE (vt100) is never asked") {
      let session = try PtySession(environment: ["TERM": "vt100"])
      try session.wait(forText: "Paso 1")
      session.send("q")
      #expect(try session.waitForExit() == 0)
      #expect(!String(decoding: session.output, as: UTF8.self).contains("2004"))
    }
    Journey.part("~~annoy~~ is struck out (SGR 9) where terminfo has smxx, with no markers") {
      let file = try Journey.file("tachado.md", Array(Self.struckOut.utf8))
      let session = try PtySession([file.path])
      let lines = try session.waitForNextFrame(after: 0)
      let row = try #require(lines.firstIndex { $0.hasPrefix("  Por favor,") })
      #expect(lines[row] == "  Por favor, annoy avisa antes.")
      let word = 13..<18
      #expect(word.allSatisfy { session.screen.cell(row: row, column: $0).strikethrough })
      #expect(!session.screen.cell(row: row, column: 12).strikethrough)
      #expect(!session.screen.cell(row: row, column: 18).strikethrough)
    }
    Journey.part("a terminal without smxx (TERM=screen) shows the markers: ~~annoy~~") {
      let file = try Journey.file("tachado.md", Array(Self.struckOut.utf8))
      let session = try PtySession([file.path], environment: ["TERM": "screen"])
      let lines = try session.waitForNextFrame(after: 0)
      #expect(lines.contains("  Por favor, ~~annoy~~ avisa antes."))
    }
    Journey.part("TERM=vt100 and vt102, whose cup, el and ri carry padding ($<5>): never shown as text, rows right after j, k and a page") {
      let text = (1...100).map { "línea \($0)" }.joined(separator: "\n") + "\n"
      let file = try Journey.file("relleno.txt", Array(text.utf8))
      for terminal in ["vt100", "vt102"] {
        let session = try PtySession([file.path], environment: ["TERM": terminal])
        var lines = try session.waitForNextFrame(after: 0)
        #expect(!session.rawLines.joined().contains("$<"), "\(terminal): \(session.rawLines)")
        #expect(lines[1] == "línea 1" && lines[21] == "línea 21")
        lines = try session.press("j")
        #expect(lines[1] == "línea 2" && lines[21] == "línea 22", "\(terminal): \(lines)")
        lines = try session.press(" ")
        #expect(lines[1] == "línea 23" && lines[21] == "línea 43", "\(terminal): \(lines)")
        lines = try session.press("k")
        #expect(lines[1] == "línea 22" && lines[21] == "línea 42", "\(terminal): \(lines)")
        #expect(!session.rawLines.joined().contains("$<"))
        session.send("q")
        #expect(try session.waitForExit() == 0)
      }
    }
  }

}
