import Testing

@testable import Document

/// A chopped row is at most 65 536 cells, and a tab of `-x100000` fills one: one wrap of a
/// line of such tabs made every row of its window at once, 1.9 GB for 30 KB of tabs (issue 48,
/// §3). The cells one wrap makes are bounded, the rest wrapped from the next row's start.
struct ChoppedRowCellsTests {
  private static func chopped(stops: String, width: Int = 80, wraps: Bool = false) throws -> LayoutOptions {
    var options = LayoutOptions(width: width, wrapsLines: wraps)
    options.tabStops = try #require(TabStops(stops))
    return options
  }

  @Test("-x100000 -S on a line of 500 tabs: one wrap makes a few rows' cells, not 500 rows of 65 536; every row still comes, each starting at its x")
  func wideTabsChopped() throws {
    let line = Array(String(repeating: "x\t", count: 500).utf8) + [0x0A]
    let rows = TextRows(source: InMemoryByteSource(line), options: try Self.chopped(stops: "100000"))
    let (first, after, _) = rows.wrapper.wrap(from: 0)
    let cells = first.reduce(0) { $0 + $1.line.width }
    #expect(cells <= 4 * LayoutOptions.unwrappedWidth, "one wrap made \(first.count) rows, \(cells) cells")
    #expect(after > 0 && after < line.count)
    let all = rows.rows(from: 0, limit: 1_000)
    #expect(all.count == 500)
    #expect(all.map(\.position) == Array(stride(from: 0, to: 1_000, by: 2)))
    #expect(all.allSatisfy { $0.line.text.hasPrefix("x ") && $0.line.width == LayoutOptions.unwrappedWidth })
  }

  @Test("a line cut by its cells wraps as it would whole: -x16 at 40 columns, every row a, a, a to the edge, six bytes apart")
  func cutWrapsAsWhole() throws {
    let line = Array(String(repeating: "a\t", count: 3_000).utf8) + [0x0A]
    let rows = TextRows(source: InMemoryByteSource(line), options: try Self.chopped(stops: "16", width: 40, wraps: true), window: 256)
    let (first, _, _) = rows.wrapper.wrap(from: 0)
    #expect(first.count <= 20, "the window's 256 bytes were not cut by their cells")
    let row = "a" + String(repeating: " ", count: 15) + "a" + String(repeating: " ", count: 15) + "a" + String(repeating: " ", count: 7)
    let all = rows.rows(from: 0, limit: 2_000)
    #expect(all.count == 1_000)
    #expect(all.allSatisfy { $0.line.text == row })
    #expect(all.map(\.position) == Array(stride(from: 0, to: 6_000, by: 6)))
  }

  @Test("the widest tab of -x9,17 is 9 cells; of -x100000, 100 000")
  func widest() throws {
    #expect(try #require(TabStops("9,17")).widest == 9)
    #expect(try #require(TabStops("100000")).widest == 100_000)
    #expect(TabStops.standard.widest == 8)
  }
}
