import Foundation
import Testing

/// A real man page, formatted by man-db and groff and sent to guia as its pager: the
/// backspace overstrike man sends becomes bold and underlined cells.
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

  @Test("MANPAGER=guia man ls: headings and the command bold, arguments underlined, never ^H")
  func manLs() throws {
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
}
