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

  @Test("the last step can be visible while the reader is not at the bottom")
  func lastStepVisibleIsNotBottom() {
    // A last step at rows 20..<22, then 3 rows of space before the end (content 25).
    let g = geometry(offset: 14, content: 25, container: 10)
    #expect(ScrollVisibility.isVisible(item(20, 2), in: g))
    #expect(!g.isAtBottom)
    #expect(geometry(offset: 15, content: 25, container: 10).isAtBottom)
  }
}
