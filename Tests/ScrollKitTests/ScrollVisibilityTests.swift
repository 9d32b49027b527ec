import Testing
@testable import ScrollKit

@Suite struct ScrollVisibilityTests {
  private func geometry(offset: Double, content: Double = 100, container: Double = 10) -> ScrollGeometry {
    ScrollGeometry(
      contentOffset: Point(x: 0, y: offset), contentSize: Size(width: 80, height: content),
      containerSize: Size(width: 80, height: container))
  }

  private func item(_ y: Double, _ height: Double) -> Rect { Rect(x: 0, y: y, width: 80, height: height) }

  /// An item of 4 rows at rows 10..<14, seen through a container of 10 rows.
  @Test("the fraction of an item's rows inside the container", arguments: [
    (4.0, 1.0), (10, 1), (11, 0.75), (12, 0.5), (13, 0.25), (14, 0), (1, 0.25), (0, 0),
  ] as [(Double, Double)])
  func fractions(offset: Double, fraction: Double) {
    #expect(ScrollVisibility.fraction(of: item(10, 4), in: geometry(offset: offset)) == fraction)
  }

  @Test("visible at the threshold, not below it; the default threshold is one half")
  func thresholds() {
    let half = geometry(offset: 8)  // rows 8..<18 show 2 of the item's 4 rows at 16..<20
    #expect(ScrollVisibility.isVisible(item(16, 4), in: half))
    #expect(!ScrollVisibility.isVisible(item(16, 4), in: half, threshold: 0.75))
    #expect(ScrollVisibility.isVisible(item(16, 4), in: half, threshold: 0.25))
    #expect(ScrollVisibility.defaultThreshold == 0.5)
    #expect(ScrollVisibility.isVisible(item(12, 0), in: half), "an empty item inside counts")
    #expect(!ScrollVisibility.isVisible(item(30, 0), in: half))
  }

  @Test("the action runs when visibility flips, and on the first layout only if visible")
  func observer() {
    var visibleLog: [Bool] = []
    var hiddenLog: [Bool] = []
    var scrollModel = ScrollModel(
      state: ScrollState(contentSize: Size(width: 80, height: 40), containerSize: Size(width: 80, height: 10)))
    scrollModel.onScrollVisibilityChange(frame: { _ in Rect(x: 0, y: 2, width: 80, height: 4) }) {
      visibleLog.append($0)
    }
    scrollModel.onScrollVisibilityChange(frame: { _ in Rect(x: 0, y: 30, width: 80, height: 4) }) {
      hiddenLog.append($0)
    }
    #expect(visibleLog == [true])
    #expect(hiddenLog == [])
    for _ in 0..<30 { scrollModel.update { $0.scroll(.rows(1), .forward) } }
    #expect(visibleLog == [true, false])
    #expect(hiddenLog == [true])
  }

  @Test("the last step can be visible while the reader is not at the bottom")
  func lastStepVisibleIsNotBottom() {
    // A last step at rows 20..<22, then 3 rows of space before the end (content 25).
    let g = geometry(offset: 14, content: 25, container: 10)
    #expect(ScrollVisibility.isVisible(item(20, 2), in: g))
    #expect(!g.isAtBottom)
    #expect(geometry(offset: 15, content: 25, container: 10).isAtBottom)
  }
}

@Suite struct ScrollWrapperTests {
  @Test("the wrapper reports (x, y) on both axes, only when they change")
  func bothAxes() {
    var offsets: [Point] = []
    var state = LazyScrollState(rows: Rows(count: 50), containerSize: Size(width: 20, height: 10))
    state.setContentWidth(60)
    var wrapper = ScrollWrapper(axes: .all, state: state) { offsets.append($0) }
    #expect(offsets == [.zero])
    wrapper.update { $0.scroll(.rows(3), .forward, in: Rows(count: 50)) }
    wrapper.update { $0.scrollTo(x: 15) }
    wrapper.update { $0.scrollTo(x: 15) }
    wrapper.update { $0.scrollTo(x: 100) }
    #expect(offsets == [.zero, Point(x: 0, y: 3), Point(x: 15, y: 3), Point(x: 40, y: 3)])
  }

  @Test("an axis that is not observed is reported as zero and does not trigger")
  func verticalOnly() {
    var offsets: [Point] = []
    var state = LazyScrollState(rows: Rows(count: 50), containerSize: Size(width: 20, height: 10))
    state.setContentWidth(60)
    var wrapper = ScrollWrapper(axes: .vertical, state: state) { offsets.append($0) }
    wrapper.update { $0.scrollTo(x: 15) }
    wrapper.update { $0.scroll(.rows(2), .forward, in: Rows(count: 50)) }
    #expect(offsets == [.zero, Point(x: 0, y: 2)])
  }

  private struct Rows: RowSequence {
    var count: Int
    var startPosition: Int { 0 }
    var endPosition: Int { count }
    func positions(from position: Int, limit: Int) -> [Int] { Array(position..<min(count, position + limit)) }
    func positions(before position: Int, limit: Int) -> [Int] { Array(max(0, position - limit)..<min(position, count)) }
    func estimatedRowIndex(of position: Int) -> Double { Double(position) }
    var estimatedRowCount: Double { Double(count) }
  }
}
