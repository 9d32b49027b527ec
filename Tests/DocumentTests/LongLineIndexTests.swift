import ScrollKit
import Testing
@testable import Document

/// A source that counts the bytes read from it: the work a move costs.
private final class CountingByteSource: ByteSource {
  let base: InMemoryByteSource
  var bytesRead = 0

  init(_ bytes: [UInt8]) { base = InMemoryByteSource(bytes) }

  var count: Int { base.count }

  func bytes(in range: Range<Int>) -> [UInt8] {
    let bytes = base.bytes(in: range)
    bytesRead += bytes.count
    return bytes
  }
}

@Suite struct LongLineIndexTests {
  /// Random text of words, long lines, wide characters and a few newlines.
  private func randomText(length: Int, using generator: inout some RandomNumberGenerator) -> String {
    let pieces = ["palabra", " ", "日本語", "、", "a", "\t", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "ñ", " ", "-"]
    var text = ""
    while text.utf8.count < length {
      text += Int.random(in: 0..<40, using: &generator) == 0 ? "\n" : pieces.randomElement(using: &generator)!
    }
    return text
  }

  @Test("row starts found a slice at a time are the rows wrapped at once, for random texts and widths")
  func slicesMatchWrappingAtOnce() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<12 {
      let text = randomText(length: Int.random(in: 500...6000, using: &generator), using: &generator)
      let width = Int.random(in: 1...50, using: &generator)
      let bytes = Array(text.utf8)
      let atOnce = TextRows(source: InMemoryByteSource(bytes), width: width, window: 256)
      let forward = atOnce.positions(from: 0, limit: 100_000)
      #expect(atOnce.positions(before: atOnce.endPosition, limit: 100_000) == forward)
      let sliced = TextRows(source: InMemoryByteSource(bytes), width: width, window: 256)
      let budget = Int.random(in: 1...300, using: &generator)
      var slices = 0
      while sliced.prepareRows(before: sliced.endPosition, limit: 100_000, budget: budget) != nil {
        slices += 1
        if slices > 100_000 {
          Issue.record("the preparation does not end")
          break
        }
      }
      #expect(sliced.positions(before: sliced.endPosition, limit: 100_000) == forward)
      for _ in 0..<20 {
        let offset = Int.random(in: 0...bytes.count, using: &generator)
        let expected = atOnce.rowStart(containing: offset)
        var done = false
        var calls = 0
        while !done, calls < 100_000 {
          var small = budget
          if let row = sliced.rowStarts.rowStart(containing: offset, budget: &small) {
            #expect(row == expected)
            done = true
          }
          calls += 1
        }
        #expect(done)
      }
    }
  }

  @Test("a slice of preparation reads about its budget, and reports its share growing")
  func slicesAreBounded() {
    let line = Array(String(repeating: "palabra ", count: 25_000).utf8)
    let source = CountingByteSource(line)
    let rows = TextRows(source: source, width: 80)
    var last = -1.0
    var slices = 0
    while let share = rows.prepareRows(before: rows.endPosition, limit: 24, budget: 1 << 15) {
      #expect(source.bytesRead <= 3 << 16)
      #expect(share >= last)
      last = share
      source.bytesRead = 0
      slices += 1
    }
    #expect(slices > 5)
  }

  @Test("after End on a long line, k costs the rows on screen, not the line")
  func walkingBackAfterEndIsBounded() {
    let line = Array(String(repeating: "palabra ", count: 50_000).utf8)  // 400 KB, one line
    let source = CountingByteSource(line)
    let rows = TextRows(source: source, width: 80)
    var state = LazyScrollState(rows: rows, containerSize: Size(width: 80, height: 24))
    state.scrollTo(edge: .bottom, in: rows)
    #expect(state.isAtBottom)
    for _ in 0..<5 {
      source.bytesRead = 0
      let before = state.top
      state.scroll(.rows(1), .backward, in: rows)
      #expect(state.top < before)
      _ = rows.lines(from: state.top, limit: 24)
      #expect(source.bytesRead <= 4 * rows.window)
    }
  }

  @Test("a match deep in a long line is located a slice at a time")
  func searchLocatesInSlices() throws {
    let text = String(repeating: "palabra ", count: 25_000) + "aguja"
    let source = CountingByteSource(Array(text.utf8))
    let rows = TextRows(source: source, width: 80)
    let pattern = try #require(SearchPattern("aguja"))
    var search = RowSearch(pattern: pattern, direction: .forward, from: 0, before: rows.endPosition)
    var calls = 0
    while !search.isFinished {
      source.bytesRead = 0
      rows.continueSearch(&search, budget: 1 << 15)
      #expect(source.bytesRead <= 4 << 16)
      calls += 1
    }
    #expect(calls > 3)
    let expected = TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 80)
      .rowStart(containing: text.utf8.count - 5)
    #expect(search.foundRow == expected)
  }
}
