import Testing
@testable import ScrollKit

/// Collects the actions an observer runs; a class because actions are side effects.
private final class ActionLog<Value> {
  var calls: [(Value, Value)] = []
}

@Suite struct ScrollGeometryObserverTests {
  private func view(content: Double = 30, container: Double = 10) -> ScrollModel<ScrollState> {
    ScrollModel(
      state: ScrollState(
        contentSize: Size(width: 80, height: content),
        containerSize: Size(width: 80, height: container)))
  }

  @Test("the action runs only when the transformed value changes, with old and new")
  func runsOnlyOnChange() {
    var scrollModel = view()
    let log = ActionLog<Bool>()
    scrollModel.onScrollGeometryChange(for: Bool.self, of: { $0.isAtBottom }) {
      log.calls.append(($0, $1))
    }
    #expect(log.calls.isEmpty, "no initial call without initial: true")
    for _ in 0..<19 { scrollModel.update { $0.scroll(.rows(1), .forward) } }
    #expect(log.calls.isEmpty)
    scrollModel.update { $0.scroll(.rows(1), .forward) }
    #expect(log.calls.count == 1)
    #expect(log.calls.first! == (false, true))
    scrollModel.update { $0.scroll(.rows(5), .forward) }
    #expect(log.calls.count == 1, "overscroll attempts change nothing")
    scrollModel.update { $0.scroll(.rows(1), .backward) }
    #expect(log.calls.count == 2)
    #expect(log.calls.last! == (true, false))
  }

  @Test("initial: true runs the action for the first layout, with the same value twice")
  func initialRunsOnce() {
    var scrollModel = view(content: 5)
    let log = ActionLog<Bool>()
    scrollModel.onScrollGeometryChange(for: Bool.self, of: { $0.isAtBottom }, initial: true) {
      log.calls.append(($0, $1))
    }
    #expect(log.calls.count == 1)
    #expect(log.calls.first! == (true, true))
    scrollModel.update { $0.scroll(.page, .forward) }
    #expect(log.calls.count == 1)
  }

  @Test("the transform runs after every change, scrolls and resizes alike")
  func transformRunsEveryTime() {
    var scrollModel = view()
    let log = ActionLog<Double>()
    scrollModel.onScrollGeometryChange(for: Double.self, of: { $0.contentOffset.y }) {
      log.calls.append(($0, $1))
    }
    scrollModel.update { $0.scroll(.rows(3), .forward) }
    scrollModel.update {
      $0.relayout(
        contentSize: Size(width: 40, height: 60), containerSize: Size(width: 40, height: 10),
        keepingOffsetY: 7)
    }
    #expect(log.calls.map(\.1) == [3, 7])
  }

  @Test("a resize alone can flip the value: growing the container reaches the bottom")
  func resizeFlips() {
    var scrollModel = view()
    let log = ActionLog<Bool>()
    scrollModel.onScrollGeometryChange(for: Bool.self, of: { $0.isAtBottom }) {
      log.calls.append(($0, $1))
    }
    scrollModel.update {
      $0.relayout(
        contentSize: Size(width: 80, height: 30), containerSize: Size(width: 80, height: 40),
        keepingOffsetY: 0)
    }
    #expect(log.calls.count == 1)
    #expect(log.calls.first! == (false, true))
  }

  @Test("several observers of different types each see every geometry")
  func severalObservers() {
    var scrollModel = view()
    let bottoms = ActionLog<Bool>()
    let tops = ActionLog<Bool>()
    scrollModel.onScrollGeometryChange(for: Bool.self, of: { $0.isAtBottom }) {
      bottoms.calls.append(($0, $1))
    }
    scrollModel.onScrollGeometryChange(for: Bool.self, of: { $0.isAtTop }) {
      tops.calls.append(($0, $1))
    }
    scrollModel.update { $0.scrollTo(edge: .bottom) }
    #expect(bottoms.calls.count == 1)
    #expect(tops.calls.count == 1)
  }

  @Test("scrolling top to bottom row by row flips isAtBottom exactly once")
  func oneFlipPerCrossing() {
    for content in [11.0, 25, 100] {
      var scrollModel = view(content: content)
      let log = ActionLog<Bool>()
      scrollModel.onScrollGeometryChange(for: Bool.self, of: { $0.isAtBottom }) {
        log.calls.append(($0, $1))
      }
      for _ in 0..<Int(content) { scrollModel.update { $0.scroll(.rows(1), .forward) } }
      #expect(log.calls.count == 1)
    }
  }
}
