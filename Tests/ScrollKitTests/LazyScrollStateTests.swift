import Testing
@testable import ScrollKit

/// Rows numbered 0..<count, with positions spaced by `stride` so positions are not indices.
private struct NumberedRows: RowSequence {
  var count: Int
  var stride = 10
  var startPosition: Int { 0 }
  var endPosition: Int { count * stride }
  func positions(from position: Int, limit: Int) -> [Int] {
    let first = (max(0, position) + stride - 1) / stride
    return (first..<min(count, first + max(0, limit))).map { $0 * stride }
  }
  func positions(before position: Int, limit: Int) -> [Int] {
    let end = min(count, (max(0, position) + stride - 1) / stride)
    return (max(0, end - limit)..<end).map { $0 * stride }
  }
  func estimatedRowIndex(of position: Int) -> Double { Double(position / stride) }
  var estimatedRowCount: Double { Double(count) }
}

/// The same rows, but with estimates that are wrong by a factor, as a file's may be.
private struct BadlyEstimatedRows: RowSequence {
  var rows: NumberedRows
  var factor: Double
  var startPosition: Int { rows.startPosition }
  var endPosition: Int { rows.endPosition }
  func positions(from position: Int, limit: Int) -> [Int] { rows.positions(from: position, limit: limit) }
  func positions(before position: Int, limit: Int) -> [Int] { rows.positions(before: position, limit: limit) }
  func estimatedRowIndex(of position: Int) -> Double { rows.estimatedRowIndex(of: position) * factor }
  var estimatedRowCount: Double { rows.estimatedRowCount * factor }
}

/// The same rows, counting how many rows the walks forward read.
private final class CountingRows: RowSequence {
  let rows: NumberedRows
  var rowsReadForward = 0
  init(_ rows: NumberedRows) { self.rows = rows }
  var startPosition: Int { rows.startPosition }
  var endPosition: Int { rows.endPosition }
  func positions(from position: Int, limit: Int) -> [Int] {
    let positions = rows.positions(from: position, limit: limit)
    rowsReadForward += positions.count
    return positions
  }
  func positions(before position: Int, limit: Int) -> [Int] { rows.positions(before: position, limit: limit) }
  func estimatedRowIndex(of position: Int) -> Double { rows.estimatedRowIndex(of: position) }
  var estimatedRowCount: Double { rows.estimatedRowCount }
}

@Suite struct LazyScrollStateTests {
  private func container(_ height: Double) -> Size { Size(width: 80, height: height) }

  @Test("a one-row scroll reads the rows from the new top once: two rows to move, a screen to measure")
  func oneRowScrollReadsAScreenOnce() {
    let rows = CountingRows(NumberedRows(count: 1000))
    var state = LazyScrollState(rows: rows, containerSize: container(22))
    rows.rowsReadForward = 0
    state.scroll(.rows(1), .forward, in: rows)
    #expect(state.top == 10)
    #expect(rows.rowsReadForward == 2 + 23, "the move's two rows, then the 22 + 1 below the new top")
  }

  @Test("with exact rows, every move gives ScrollState's geometry", arguments: [0, 1, 5, 9, 10, 11, 37])
  func matchesEagerState(count: Int) {
    let rows = NumberedRows(count: count)
    for height in [1.0, 4, 10] {
      var lazy = LazyScrollState(rows: rows, containerSize: container(height))
      var eager = ScrollState(
        contentSize: Size(width: 80, height: Double(count)), containerSize: container(height))
      #expect(lazy.geometry == eager.geometry)
      let moves: [(ScrollAmount, ScrollDirection)] = [
        (.rows(1), .forward), (.page, .forward), (.halfPage, .forward), (.rows(3), .backward),
        (.page, .forward), (.page, .forward), (.rows(1), .backward), (.halfPage, .backward),
        (.rows(100), .forward), (.rows(1), .backward), (.page, .backward), (.rows(100), .backward),
      ]
      for (amount, direction) in moves {
        lazy.scroll(amount, direction, in: rows)
        eager.scroll(amount, direction)
        #expect(lazy.geometry == eager.geometry, "\(count) rows, height \(height), \(amount) \(direction)")
        #expect(lazy.isAtBottom == eager.isAtBottom)
      }
      lazy.scrollTo(edge: .bottom, in: rows)
      eager.scrollTo(edge: .bottom)
      #expect(lazy.geometry == eager.geometry)
    }
  }

  @Test("at-bottom is exact even when the estimates are wrong", arguments: [0.1, 0.5, 3, 40])
  func bottomExactWithBadEstimates(factor: Double) {
    let rows = BadlyEstimatedRows(rows: NumberedRows(count: 50), factor: factor)
    var state = LazyScrollState(rows: rows, containerSize: container(10))
    var steps = 0
    while !state.isAtBottom {
      state.scroll(.rows(1), .forward, in: rows)
      steps += 1
      if steps > 100 { break }
    }
    #expect(steps == 40, "the bottom is reached exactly when the last row shows")
    state.scroll(.rows(1), .backward, in: rows)
    #expect(!state.isAtBottom)
  }

  @Test("the top row is kept across a relayout; a reader at the bottom stays there")
  func relayout() {
    let rows = NumberedRows(count: 50)
    var state = LazyScrollState(rows: rows, containerSize: container(10))
    state.scroll(.rows(7), .forward, in: rows)
    state.relayout(containerSize: container(20), in: rows, keepingTop: 70)
    #expect(state.top == 70)
    state.scrollTo(edge: .bottom, in: rows)
    state.relayout(containerSize: container(5), in: rows, keepingTop: 0)
    #expect(state.isAtBottom)
    #expect(state.top == 450)
  }

  @Test("content that grows below the reader: without following, the view stays put")
  func growth() {
    var rows = NumberedRows(count: 12)
    var state = LazyScrollState(rows: rows, containerSize: container(10))
    state.scrollTo(edge: .bottom, in: rows)
    #expect(state.isAtBottom)
    rows.count = 30
    state.relayout(containerSize: container(10), in: rows, keepingTop: state.top, followsBottom: false)
    #expect(state.top == 20)
    #expect(!state.isAtBottom)
    state.relayout(containerSize: container(10), in: rows, keepingTop: state.top, followsBottom: true)
    #expect(state.top == 20, "following applies only to a reader at the bottom")
  }

  @Test("content that fitted and grows past the container: a bottom anchor keeps its bottom, a resize its top")
  func shortContentGrows() {
    var rows = NumberedRows(count: 5)
    var state = LazyScrollState(rows: rows, containerSize: container(10))
    #expect(state.isAtBottom && state.top == 0)
    rows.count = 60
    var anchored = state
    anchored.relayout(
      containerSize: container(10), in: rows, keepingTop: anchored.top, followsBottom: true,
      anchorsBottom: true)
    #expect(anchored.top == 500 && anchored.isAtBottom, "the last row at the bottom, as a followed log")
    state.relayout(containerSize: container(10), in: rows, keepingTop: state.top, followsBottom: true)
    #expect(state.top == 0, "without the anchor the first row stays where it was")
    var short = LazyScrollState(rows: NumberedRows(count: 8), containerSize: container(10))
    short.relayout(containerSize: container(4), in: NumberedRows(count: 8), keepingTop: 0, followsBottom: true)
    #expect(short.top == 0, "a terminal made shorter shows a short document's first rows, as less")
  }
}

/// less's jumps near the end: the line at the top, blank rows below the end.
struct PastEndTests {
  @Test("a jump past the end keeps its row at the top; down stays; up moves; an edge clears it")
  func pastEnd() {
    let rows = NumberedRows(count: 30)
    var state = LazyScrollState(rows: rows, containerSize: Size(width: 80, height: 10))
    state.scrollTo(position: 250, in: rows)
    #expect(state.top == 200, "without pastEnd, as far as the end allows")
    state.scrollTo(position: 250, in: rows, pastEnd: true)
    #expect(state.top == 250 && state.isPastEnd)
    #expect(state.isAtBottom, "the end shows: at the bottom, for the seed's footer")
    state.scroll(.rows(1), .forward, in: rows)
    #expect(state.top == 250, "down at the end does nothing, as less")
    state.scroll(.rows(2), .backward, in: rows)
    #expect(state.top == 230 && state.isPastEnd)
    state.scroll(.rows(5), .backward, in: rows)
    #expect(state.top == 180 && !state.isPastEnd)
    state.scrollTo(position: 290, in: rows, pastEnd: true)
    state.scrollTo(edge: .bottom, in: rows)
    #expect(state.top == 200 && !state.isPastEnd)
  }
}
