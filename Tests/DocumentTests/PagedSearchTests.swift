import ScrollKit
import Testing
@testable import Document

/// Search through plain text works on pages: it never asks for a whole line, finds what a
/// line-at-a-time search finds, and runs a slice at a time.
@Suite struct PagedSearchTests {
  /// Bytes in memory that remember the largest range asked for at once.
  final class MeasuredSource: ByteSource {
    let storage: [UInt8]
    var largestRead = 0
    init(_ bytes: [UInt8]) { storage = bytes }
    var count: Int { storage.count }
    func bytes(in range: Range<Int>) -> [UInt8] {
      let clipped = range.clamped(to: 0..<storage.count)
      largestRead = max(largestRead, clipped.count)
      return Array(storage[clipped])
    }
  }

  /// What a search that decodes each line whole finds: the reference.
  private func reference(_ text: String, _ pattern: SearchPattern, in rows: TextRows) -> Int? {
    var offset = 0
    for line in Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false) {
      let decoded = String(decoding: line, as: UTF8.self)
      if let match = pattern.matches(in: decoded).first {
        return rows.rowStart(containing: offset + String(decoded.prefix(match.lowerBound)).utf8.count)
      }
      offset += line.count + 1
    }
    return nil
  }

  @Test("a match at the end of a 1 MB line is found reading a page at a time")
  func longLineInPages() throws {
    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
    bytes += Array(" Tornillo fin\n".utf8)
    let source = MeasuredSource(bytes)
    let rows = TextRows(source: source, width: 80)
    let found = try #require(rows.firstRow(matching: SearchPattern("tornillo")!, from: 0, before: rows.endPosition))
    #expect(rows.lines(from: found, limit: 1)[0].text.contains("Tornillo"))
    #expect(rows.firstRow(matching: SearchPattern("TORNILLO")!, from: 0, before: rows.endPosition) == nil)
    // Pages and the window of a row, never the line (on a search that decoded lines: 1 MB).
    #expect(source.largestRead <= 1 << 17, "largest read \(source.largestRead) bytes")
  }

  @Test("smart case outside ASCII, matches across pages, backward as forward")
  func smartCaseAndPages() throws {
    let filler = String(repeating: "x", count: SourceSearch.chunk - 3)
    let text = "uno\n" + filler + "GUÍA ñandú\nÑANDÚ dos\n日本語の表示\n"
    let rows = TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 30)
    for pattern in ["guía", "GUÍA", "ñandú", "ÑANDÚ", "Ñandú", "表示", "dos", "xg", "úd"] {
      let searched = try #require(SearchPattern(pattern))
      #expect(rows.firstRow(matching: searched, from: 0, before: rows.endPosition)
        == reference(text, searched, in: rows), "\(pattern)")
    }
    let last = rows.lastRow(matching: SearchPattern("ñandú")!, before: rows.endPosition, from: 0)
    #expect(last.map { rows.lines(from: $0, limit: 1)[0].text } == "ÑANDÚ dos")
  }

  @Test("the same rows as a search that decodes whole lines, on many small texts")
  func agreesWithLineSearch() {
    let pieces = ["a", "A", "é", "É", "e\u{301}", "\n", " ", "ab", "\u{FF}", "日", "\r\n"]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<120 {
      let text = (0..<Int.random(in: 1...40, using: &generator))
        .map { _ in pieces.randomElement(using: &generator)! }.joined()
      let rows = TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 7)
      for pattern in ["a", "ab", "é", "É", "aé", " a", "日a"] {
        let searched = SearchPattern(pattern)!
        #expect(rows.firstRow(matching: searched, from: 0, before: rows.endPosition)
          == reference(text, searched, in: rows), "\(pattern) in \(Array(text.unicodeScalars))")
      }
    }
  }

  @Test("a search runs in slices: unfinished after a small budget, progress grows, same answer")
  func slices() throws {
    var text = (0..<20_000).map { "línea \($0)\n" }.joined()
    text += "la pieza\n"
    let rows = TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 80)
    let pattern = try #require(SearchPattern("pieza"))
    var search = RowSearch(pattern: pattern, direction: .forward, from: 0, before: rows.endPosition)
    var fractions: [Double] = []
    while !search.isFinished {
      rows.continueSearch(&search, budget: SourceSearch.chunk)
      fractions.append(search.fraction)
    }
    #expect(fractions.count > 3)
    #expect(fractions == fractions.sorted())
    #expect(search.foundRow == rows.firstRow(matching: pattern, from: 0, before: rows.endPosition))
    let laidOut = LaidOutRows(document: Document(plainText: Array(text.utf8), title: nil), width: 80)
    var rowSearch = RowSearch(pattern: pattern, direction: .backward, from: 0, before: laidOut.endPosition)
    var slicesRun = 0
    while !rowSearch.isFinished {
      laidOut.continueSearch(&rowSearch, budget: 1000 * BlockScan.searchCostPerRow)
      slicesRun += 1
    }
    #expect(slicesRun == 1, "the match is in the last rows")
    #expect(rowSearch.foundRow.flatMap { laidOut.line(at: $0)?.text } == "la pieza")
  }
}
