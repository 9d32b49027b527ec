import Testing
@testable import ScrollKit

@Suite struct ScrollStateTests {
  private func state(content: Double = 100, container: Double = 20) -> ScrollState {
    ScrollState(
      contentSize: Size(width: 80, height: content), containerSize: Size(width: 80, height: container))
  }

  @Test("starts at the top")
  func startsAtTop() {
    let s = state()
    #expect(s.offsetY == 0)
    #expect(s.isAtTop)
    #expect(!s.isAtBottom)
  }

  @Test("row moves stop at both ends")
  func rowMovesClamp() {
    var s = state()
    s.scroll(.rows(1), .backward)
    #expect(s.offsetY == 0)
    s.scroll(.rows(1), .forward)
    #expect(s.offsetY == 1)
    s.scroll(.rows(1000), .forward)
    #expect(s.offsetY == 80)
    #expect(s.isAtBottom)
  }

  @Test("page and half-page moves cover the container's height")
  func pageMoves() {
    var s = state()
    s.scroll(.page, .forward)
    #expect(s.offsetY == 20)
    s.scroll(.halfPage, .forward)
    #expect(s.offsetY == 30)
    s.scroll(.halfPage, .backward)
    s.scroll(.page, .backward)
    #expect(s.offsetY == 0)
    var tiny = state(container: 1)
    tiny.scroll(.halfPage, .forward)
    #expect(tiny.offsetY == 1, "half a one-row page is still one row")
  }

  @Test("top and bottom edges")
  func edges() {
    var s = state()
    s.scrollTo(edge: .bottom)
    #expect(s.offsetY == 80)
    s.scrollTo(edge: .top)
    #expect(s.offsetY == 0)
  }

  @Test("scrollTo clamps out-of-range offsets")
  func scrollToClamps() {
    var s = state()
    s.scrollTo(y: -5)
    #expect(s.offsetY == 0)
    s.scrollTo(y: 500)
    #expect(s.offsetY == 80)
  }

  @Test("growing the container while at the bottom re-clamps: never past the bottom")
  func growingContainerReclamps() {
    var s = state()
    s.scrollTo(edge: .bottom)
    s.relayout(
      contentSize: Size(width: 80, height: 100), containerSize: Size(width: 80, height: 50),
      keepingOffsetY: 80)
    #expect(s.offsetY == 50)
    #expect(s.isAtBottom)
  }

  @Test("a reader at the bottom stays at the bottom across a relayout")
  func bottomStaysBottom() {
    var s = state()
    s.scrollTo(edge: .bottom)
    s.relayout(
      contentSize: Size(width: 40, height: 180), containerSize: Size(width: 40, height: 10),
      keepingOffsetY: 3)
    #expect(s.offsetY == 170)
    #expect(s.isAtBottom)
  }

  @Test("a reader elsewhere keeps the given line first across a relayout")
  func positionKept() {
    var s = state()
    s.scrollTo(y: 30)
    s.relayout(
      contentSize: Size(width: 40, height: 180), containerSize: Size(width: 40, height: 10),
      keepingOffsetY: 55)
    #expect(s.offsetY == 55)
    #expect(!s.isAtBottom)
  }

  @Test("content that fits is at the bottom and cannot move")
  func fittingContent() {
    var s = state(content: 10, container: 20)
    #expect(s.isAtBottom)
    s.scroll(.page, .forward)
    #expect(s.offsetY == 0)
  }

  @Test("insets change keeps the offset in range")
  func insetsChange() {
    var s = state()
    s.setContentInsets(EdgeInsets(top: 2, bottom: 3))
    s.scrollTo(edge: .top)
    #expect(s.offsetY == -2)
    s.scrollTo(edge: .bottom)
    #expect(s.offsetY == 83)
    s.setContentInsets(.zero)
    #expect(s.offsetY == 80)
  }
}
