import Foundation
import Testing

/// Real man pages, formatted by man-db and groff and sent to guia as its pager: the
/// backspace overstrike man sends becomes bold and underlined cells; a long page is read on as
/// far as a search or `+/pattern` needs.
@Suite("Man page journeys")
struct ManPageJourneyTests {
  /// The row and column where `text` starts on the screen (ASCII rows only).
  private func position(of text: String, in lines: [String]) -> (row: Int, column: Int)? {
    for (row, line) in lines.enumerated() {
      if let range = line.range(of: text) {
        return (row, line.distance(from: line.startIndex, to: range.lowerBound))
      }
    }
    return nil
  }

  @Test("real man pages with MANPAGER=guia: man ls's overstrike bold and underlined, never ^H; man bash searched thousands of lines down; man find opened at +/^EXAMPLES")
  func manPages() {
    Journey.part("MANPAGER=guia man ls: headings and the command bold, arguments underlined, never ^H") {
      let session = try PtySession(
        ["ls"], environment: ["MANPAGER": PtySession.binary, "MANWIDTH": "76"],
        executable: "/usr/bin/man")
      let lines = try session.wait(forText: "SYNOPSIS")
      #expect(!lines.joined().contains("^H"), "a backspace reached the screen as ^H")
      let heading = try #require(position(of: "NAME", in: lines))
      // man sets LESS to its prompt, whose "(END)" once read as -N: no line numbers here.
      #expect(heading.column < 8, "NAME at column \(heading.column): the lines are numbered")
      for offset in 0..<4 {
        #expect(session.screen.cell(row: heading.row, column: heading.column + offset).bold)
      }
      // SYNOPSIS: `ls [OPTION]... [FILE]...`, the command bold and its arguments underlined.
      let argument = try #require(position(of: "OPTION", in: lines))
      let option = session.screen.cell(row: argument.row, column: argument.column)
      #expect(option.underline && option.text == "O")
      let plain = try #require(position(of: "list directory contents", in: lines))
      #expect(!session.screen.cell(row: plain.row, column: plain.column).bold)
      #expect(session.footer == "Quedan pasos por ver")
      session.send("q")
      #expect(try session.waitForExit() == 0)
    }
    Journey.part("MANPAGER=guia man bash, /^SHELL BUILTIN COMMANDS: found thousands of lines down") {
      let session = try PtySession(
        ["bash"], environment: ["MANPAGER": PtySession.binary, "MANWIDTH": "76"],
        executable: "/usr/bin/man")
      try session.wait(forText: "NAME")
      session.send("/^SHELL BUILTIN COMMANDS\r")
      try session.wait(for: "the section at the top", timeout: 60) {
        $0.lines[1].hasPrefix("SHELL BUILTIN COMMANDS")
      }
      #expect(!session.footer.contains("Sin coincidencias"))
      session.send("q")
      #expect(try session.waitForExit() == 0)
    }
    Journey.part("MANPAGER='guia +/^EXAMPLES' man find: opens at EXAMPLES") {
      let session = try PtySession(
        ["find"], environment: ["MANPAGER": "\(PtySession.binary) +/^EXAMPLES", "MANWIDTH": "76"],
        executable: "/usr/bin/man")
      try session.wait(for: "EXAMPLES at the top", timeout: 60) { $0.lines[1].hasPrefix("EXAMPLES") }
      session.send("q")
      #expect(try session.waitForExit() == 0)
    }
  }

}
