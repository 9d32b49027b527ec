import Document
import Testing

@testable import Reader

/// `^O^O` on a `#name` link: less follows it to the line whose OSC 8 sequence has `id=name`
/// (search.c's `osc8_open`), as a man page's table of contents links its sections (osc8.lt).
@MainActor
struct LinkAnchorTests {
  /// 60 lines; line 3 links `#dos`, line 8 links `#uno`, line 40 holds the anchor `id=dos`
  /// (with another parameter before it) and line 10 the anchor `id=uno`, both without text.
  static func reader() -> Reading {
    var text = ""
    for number in 1...60 {
      switch number {
      case 3: text += "ver \u{1B}]8;;#dos\u{1B}\\la sección dos\u{1B}]8;;\u{1B}\\\n"
      case 8: text += "ver \u{1B}]8;;#uno\u{1B}\\la sección uno\u{1B}]8;;\u{1B}\\\n"
      case 10: text += "UNO\u{1B}]8;id=uno;#\u{1B}\\\u{1B}]8;;\u{1B}\\\n"
      case 40: text += "DOS\u{1B}]8;x=1:id=dos;#\u{1B}\\\u{1B}]8;;\u{1B}\\\n"
      case 50: text += "ver \u{1B}]8;;#tres\u{1B}\\la sección tres\u{1B}]8;;\u{1B}\\\n"
      default: text += "línea \(number)\n"
      }
    }
    return Reading(rows: TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 80), title: "anchors.txt")
  }

  @Test("^O^O on a #name link off screen brings the line of its id=name to the top; the link chosen stays")
  func followsOffScreen() {
    var reader = Self.reader()
    reader.press([.control("o"), .control("n")])
    let chosen = reader.pager.selectedLink
    #expect(chosen == LinkSelection(row: reader.rows.rowPosition(ofLine: 3), index: 0))
    let moved = reader.press([.control("o"), .control("o")])
    #expect(moved == [.scrollToRow(reader.rows.rowPosition(ofLine: 40))])
    #expect(reader.pager.message == nil, "less says nothing when it finds the anchor")
    #expect(reader.pager.selectedLink == chosen)
  }

  @Test("^O^O on a #name link whose anchor is on screen moves nothing")
  func anchorOnScreen() {
    var reader = Self.reader()
    reader.press([.control("o"), .control("n")])
    reader.press([.control("o"), .control("n")])
    #expect(reader.pager.selectedLink == LinkSelection(row: reader.rows.rowPosition(ofLine: 8), index: 0))
    #expect(reader.press([.control("o"), .control("o")]).isEmpty)
    #expect(reader.pager.message == nil)
  }

  @Test("^O^O on a #name link no line anchors says so, as less's \"OSC 8 link not found\"")
  func notFound() {
    var reader = Self.reader()
    reader.move(to: reader.rows.rowPosition(ofLine: 45))
    reader.press([.control("o"), .control("n")])
    #expect(reader.pager.selectedLink == LinkSelection(row: reader.rows.rowPosition(ofLine: 50), index: 0))
    #expect(reader.press([.control("o"), .control("o")]).isEmpty)
    #expect(reader.pager.message == ReaderMessage.linkTargetNotFound)
  }

  @Test("The anchor is searched from the link's line on, then from the start (less's SRCH_WRAP)")
  func wraps() {
    let anchor = "\u{1B}]8;id=uno;#\u{1B}\\\u{1B}]8;;\u{1B}\\\n"
    let text = "UNO" + anchor + "ver\nDOS" + anchor + "fin\n"
    let source = InMemoryByteSource(Array(text.utf8))
    let dos = ("UNO" + anchor + "ver\n").utf8.count
    let fin = text.utf8.count - 4
    #expect(LinkAnchor.line(named: "uno", from: dos - 4, in: source) == dos)
    #expect(LinkAnchor.line(named: "uno", from: dos + 2, in: source) == dos)
    #expect(LinkAnchor.line(named: "uno", from: fin + 1, in: source) == 0, "past the last one: round to the first")
    #expect(LinkAnchor.line(named: "un", from: 0, in: source) == nil, "a parameter is matched whole")
  }

  @Test("^O^O finding the anchor only round the end says so and waits, as less's \"Search hit bottom\"")
  func saysItWrapped() {
    var reader = Self.reader()
    reader.move(to: reader.rows.rowPosition(ofLine: 8))
    reader.press([.control("o"), .control("n")])
    #expect(reader.pager.selectedLink == LinkSelection(row: reader.rows.rowPosition(ofLine: 8), index: 0))
    #expect(reader.press([.character(" ")]).isEmpty, "the Space that reads the link's address")
    // The chosen link's line off screen: the anchor is looked for from the top, line 11.
    reader.move(to: reader.rows.rowPosition(ofLine: 11))
    #expect(reader.press([.control("o"), .control("o")]) == [.scrollToRow(reader.rows.rowPosition(ofLine: 10))])
    #expect(reader.pager.message == ReaderMessage.searchWrappedToTop)
  }

  @Test("^O^L puts the chosen link's line at the top (less's osc8_jump), saying nothing")
  func jumpsToTheLink() {
    var reader = Self.reader()
    reader.press([.control("o"), .control("n")])
    reader.press([.character(" ")])
    #expect(reader.press([.control("o"), .control("l")]) == [.scrollToRow(reader.rows.rowPosition(ofLine: 3))])
    #expect(reader.pager.message == nil)
  }
}
