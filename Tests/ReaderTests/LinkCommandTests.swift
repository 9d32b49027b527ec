import Document
@testable import Reader
import Testing
import TerminalUI

/// less's OSC 8 link commands: `^O^N`, `^O^P`, `^O^O`.
@MainActor
struct LinkCommandTests {
  static func reader() -> Reading {
    var text = ""
    for number in 1...60 {
      text += number % 20 == 5
        ? "línea \(number) \u{1B}]8;;https://example.com/\(number)\u{1B}\\enlace \(number)\u{1B}]8;;\u{1B}\\\n"
        : "línea \(number)\n"
    }
    return Reading(rows: TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 80), title: "links.txt")
  }

  @Test("^O^N chooses the first link on screen without moving; the next one off screen comes to the top")
  func nextLink() {
    var reader = Self.reader()
    #expect(reader.press([.control("o"), .control("n")]).isEmpty)
    #expect(reader.pager.selectedLink == LinkSelection(row: reader.rows.rowPosition(ofLine: 5), index: 0))
    let moved = reader.press([.control("o"), .control("n")])
    #expect(moved == [.scrollToRow(reader.rows.rowPosition(ofLine: 25))])
    reader.move(to: reader.rows.rowPosition(ofLine: 25))
    reader.press([.control("o"), .control("o")])
    reader.move(to: 0)
    #expect(reader.pager.message == ReaderMessage.linkAddress("https://example.com/25"))
    #expect(reader.press([.control("o"), .control("p")]).isEmpty, "line 5 is on screen at the top")
  }

  @Test("^O^N and ^O^P say the link chosen and wait (less's prompt_message: error(\"Link: %s\")): Space dismisses it")
  func chosenLinkIsSaid() {
    var reader = Self.reader()
    reader.press([.control("o"), .control("n")])
    #expect(reader.pager.message == ReaderMessage.linkAddress("https://example.com/5"))
    #expect(reader.press([.character(" ")]).isEmpty, "the Space that reads the message does not page down")
    #expect(reader.pager.message == nil)
    reader.press([.control("o"), .control("n")])
    reader.move(to: reader.rows.rowPosition(ofLine: 25))
    reader.press([.control("o"), .control("p")])
    #expect(reader.pager.message == ReaderMessage.linkAddress("https://example.com/5"))
    #expect(reader.press([.character("j")]) == [.scroll(.rows(1), .forward)], "another key is a command")
  }

  @Test("^O then a key: never taken as a command of its own (^O^N is not ^N, one row down)")
  func prefix() {
    var reader = Reading()
    #expect(reader.press([.control("o"), .control("n")]).isEmpty)
    #expect(reader.pager.message == ReaderMessage.noMoreLinks)
  }
}
