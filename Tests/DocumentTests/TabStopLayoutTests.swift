import Testing

@testable import Document

/// Tabs in plain text stop where less's `-x` says: every 8 columns by default.
struct TabStopLayoutTests {
  static func rows(_ text: String, width: Int = 40, stops: String? = nil, atWords: Bool = false) throws -> [String] {
    var options = LayoutOptions(width: width)
    if let stops { options.tabStops = try #require(TabStops(stops)) }
    options.wrapsAtWords = atWords
    let rows = TextRows(source: InMemoryByteSource(Array(text.utf8)), options: options)
    return rows.rows(from: 0, limit: 10).map { $0.line.spans.map(\.text.string).joined() }
  }

  @Test("-x4 and -x3,10 move tabs to their stops, wrapping by characters or by words; chopped too")
  func stops() throws {
    #expect(try Self.rows("a\tb\tc\n") == ["a       b       c"])
    #expect(try Self.rows("a\tb\tc\n", stops: "4") == ["a   b   c"])
    #expect(try Self.rows("a\tb\tc\td\n", stops: "3,10") == ["a  b      c      d"])
    #expect(try Self.rows("a\tb\tc\n", stops: "4", atWords: true) == ["a   b   c"])
    // A tab at a row's edge is cut there; the next row starts at its first stop again.
    #expect(try Self.rows("abcdefg\tx\n", width: 8, stops: "4") == ["abcdefg ", "x"])
    var chopped = LayoutOptions(width: 10, wrapsLines: false)
    chopped.tabStops = try #require(TabStops("2"))
    let rows = TextRows(source: InMemoryByteSource(Array("a\tb\tc\n".utf8)), options: chopped)
    #expect(rows.rows(from: 0, limit: 1).map { $0.line.spans.map(\.text.string).joined() } == ["a b c"])
  }
}
