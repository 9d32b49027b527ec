import Document
@testable import Reader
import Testing
import TerminalUI

/// less's `--header N[,M]`: lines kept at the top, columns kept while shifting.
@MainActor
struct HeaderTests {
  @Test("N[,M[,L]] as less reads it: lines, columns, the first line, when given; nothing else")
  func values() {
    #expect(ReaderSettingRows.headerValue("2")! == (2, nil, nil))
    #expect(ReaderSettingRows.headerValue("0,5")! == (0, 5, nil))
    #expect(ReaderSettingRows.headerValue(",3")! == (nil, 3, nil))
    #expect(ReaderSettingRows.headerValue("2,6,8")! == (2, 6, 8))
    #expect(ReaderSettingRows.headerValue("x") == nil)
    #expect(ReaderSettingRows.headerValue("-1") == nil)
  }

  @Test("the header's lines are drawn apart; the rows that scroll start after them")
  func rows() {
    var options = LayoutOptions(width: 10)
    options.headerLines = 2
    let rows = TextRows(source: InMemoryByteSource(Array("h1\nh2\nuno\ndos\n".utf8)), options: options)
    #expect(rows.headerLines(limit: 24).map(\.text) == ["h1", "h2"])
    #expect(rows.startPosition == 6)
    #expect(rows.lines(from: 0, limit: 5).map(\.text) == ["uno", "dos"])
    #expect(rows.positions(before: 10, limit: 5) == [6], "never back into the header")
  }

  @Test("--header 2 typed while reading: asked for its value, then set")
  func typed() {
    var reader = Reading()
    _ = reader.press(PagerTests.type("--hea") + [.enter])
    #expect(reader.pager.prompt == .optionValue(.header, ""))
    _ = reader.press(PagerTests.type("2,4") + [.enter])
    #expect(reader.document.settings.headerLines == 2 && reader.document.settings.headerColumns == 4)
    #expect(reader.pager.prompt == nil)
  }

  /// A reader of 100 numbered lines under a two-line header, its top `top`.
  static func headed(top line: Int) -> Reading {
    var options = LayoutOptions(width: 80)
    options.headerLines = 2
    let text = (1...100).map { "línea \($0)\n" }.joined()
    let rows = TextRows(source: InMemoryByteSource(Array(text.utf8)), options: options)
    var settings = ReaderSettings(showsIndicator: false)
    settings.headerLines = 2
    var reader = Reading(rows: rows, settings: settings, top: rows.rowPosition(ofLine: line))
    reader.move(to: rows.rowPosition(ofLine: line))
    return reader
  }

  @Test("a new search starts at less's top line, the one its header's rows cover (search_pos, -a's default)")
  func searchUnderHeader() {
    // less 7xx: position(TOP) is two lines above the first one under the header; the match
    // there is put right under the header (table-50x200, /14).
    var reader = Self.headed(top: 8)
    let line6 = reader.rows.rowPosition(ofLine: 6)
    #expect(reader.press(PagerTests.type("/línea 6") + [.enter]).contains(.scrollToRow(line6)))
    var plain = Self.headed(top: 3)
    let line10 = plain.rows.rowPosition(ofLine: 10)
    #expect(plain.press(PagerTests.type("/línea 1") + [.enter]).contains(.scrollToRow(line10)),
      "at the document's start nothing is above: the header's own lines are not searched")
  }

  @Test("--header typed while reading takes its lines from less's top line (set_header(position(TOP)))")
  func typedHeaderStartsAtTop() {
    var reader = Reading()
    reader.move(to: reader.rows.rowPosition(ofLine: 8))
    _ = reader.press(PagerTests.type("--hea") + [.enter] + PagerTests.type("2") + [.enter])
    #expect(reader.document.settings.headerStartLine == 8)
    var under = Self.headed(top: 9)
    _ = under.press(PagerTests.type("--hea") + [.enter] + PagerTests.type("2,6") + [.enter])
    #expect(under.document.settings.headerStartLine == 7, "the two lines under the old header's rows")
    #expect(under.document.settings.headerColumns == 6)
    _ = under.press(PagerTests.type("--hea") + [.enter] + PagerTests.type("1,0,3") + [.enter])
    #expect(under.document.settings.headerStartLine == 3, "the third number names the line, as less's")
    var options = LayoutOptions(width: 80)
    options.headerLines = 2
    options.headerStartLine = 8
    let text = (1...100).map { "línea \($0)\n" }.joined()
    let rows = TextRows(source: InMemoryByteSource(Array(text.utf8)), options: options)
    #expect(rows.headerLines(limit: 10).map(\.text) == ["línea 8", "línea 9"])
    #expect(rows.lines(from: 0, limit: 1).map(\.text) == ["línea 10"], "nothing before the header is shown")
  }

  @Test("chopped lines under --header N,M: Right shifts past the header's columns, which stay (table-50x200)")
  func choppedHeaderColumns() {
    var settings = ReaderSettings(showsIndicator: false)
    settings.wrapsLines = false
    settings.headerColumns = 6
    var reader = Reading(lines: 20, settings: settings)
    #expect(reader.press([.character("1"), .right]).isEmpty, "not the scroll view's columns: they would move the header's too")
    #expect(reader.document.settings.wrappedShift == 1)
    let options = TextColumn(settings: reader.document.settings, isPlainText: true).options(forWidth: 80)
    #expect(options.leadingShift == 1 && options.headerColumns == 6)
    // A match within the first screen's width brings the shift back to 0 (shift_visible),
    // though the shift had left it out.
    _ = reader.press(PagerTests.type("9999") + [.right])
    #expect(reader.document.settings.wrappedShift == 10_000)
    _ = reader.press(PagerTests.type("/línea 7") + [.enter])
    #expect(reader.document.settings.wrappedShift == 0)
  }

  @Test("header columns stay while the rest of the line shifts")
  func columns() {
    var options = LayoutOptions(width: 20)
    options.headerColumns = 3
    options.leadingShift = 2
    let rows = TextRows(source: InMemoryByteSource(Array("ID abcdefgh\n".utf8)), options: options)
    #expect(rows.lines(from: 0, limit: 2).map(\.text) == ["ID cdefgh"])
    // A wide character the shift cuts leaves its other cell blank (hdr-unicode1.lt).
    options.headerColumns = 2
    options.leadingShift = 1
    let wide = TextRows(source: InMemoryByteSource(Array("AB🐋xyz\n".utf8)), options: options)
    #expect(wide.lines(from: 0, limit: 1).map(\.text) == ["AB xyz"])
  }
}
