import Testing
@testable import ScrollKit

@Suite struct ScrollGeometryTests {
  private func geometry(
    offset: Double = 0, content: Double, container: Double,
    top: Double = 0, bottom: Double = 0
  ) -> ScrollGeometry {
    ScrollGeometry(
      contentOffset: Point(x: 0, y: offset), contentSize: Size(width: 80, height: content),
      contentInsets: EdgeInsets(top: top, bottom: bottom),
      containerSize: Size(width: 80, height: container))
  }

  @Test("the seed's worked example: limit 640, 140 remain at offset 500")
  func seedWorkedExample() {
    let example = geometry(offset: 500, content: 1200, container: 600, bottom: 40)
    #expect(example.maxOffsetY == 640)
    #expect(example.remainingY == 140)
    #expect(!example.isAtBottom)
    #expect(geometry(offset: 640, content: 1200, container: 600, bottom: 40).isAtBottom)
  }

  @Test("content shorter than the container is at the bottom and the top from the start")
  func shortContentIsAtBottom() {
    let short = geometry(content: 10, container: 20)
    #expect(short.isAtBottom)
    #expect(short.isAtTop)
    #expect(short.fitsVertically)
    #expect(short.maxOffsetY == 0)
    #expect(short.scrollFractionY == 1)
  }

  @Test("overscroll past the bottom limit still counts as the bottom")
  func overscrollCountsAsBottom() {
    #expect(geometry(offset: 700, content: 1200, container: 600, bottom: 40).isAtBottom)
    #expect(geometry(offset: 12, content: 20, container: 10).isAtBottom)
  }

  @Test("insets move both limits")
  func insetsMoveBothLimits() {
    let plain = geometry(content: 100, container: 20)
    let inset = geometry(content: 100, container: 20, top: 3, bottom: 5)
    #expect(plain.minOffsetY == 0)
    #expect(inset.minOffsetY == -3)
    #expect(plain.maxOffsetY == 80)
    #expect(inset.maxOffsetY == 85)
    // Short content with a top inset: the bottom limit never falls before the top one.
    #expect(geometry(offset: -3, content: 5, container: 20, top: 3).maxOffsetY == -3)
    #expect(geometry(offset: -3, content: 5, container: 20, top: 3).isAtBottom)
  }

  @Test("with one row still hidden, the answer is not at bottom")
  func oneHiddenRowIsNotBottom() {
    #expect(!geometry(offset: 79, content: 100, container: 20).isAtBottom)
    #expect(geometry(offset: 80, content: 100, container: 20).isAtBottom)
    #expect(ScrollGeometry.bottomTolerance < 1)
  }

  @Test("a tolerance turns the edge into a zone")
  func toleranceZone() {
    #expect(geometry(offset: 70, content: 100, container: 20).isAtBottom(tolerance: 10))
    #expect(!geometry(offset: 69, content: 100, container: 20).isAtBottom(tolerance: 10))
  }

  /// Every small geometry: at-bottom means no whole row of content or inset is hidden below.
  @Test("at bottom exactly when no row is hidden below, for every small geometry")
  func exhaustiveSmallGeometries() {
    for content in 0...12 {
      for container in 1...8 {
        for top in 0...2 {
          for bottom in 0...2 {
            for offset in -top...(content + bottom) {
              let g = geometry(
                offset: Double(offset), content: Double(content), container: Double(container),
                top: Double(top), bottom: Double(bottom))
              let lastVisibleRow = offset + container
              let hiddenBelow = content + bottom - lastVisibleRow
              #expect(
                g.isAtBottom == (hiddenBelow <= 0),
                "content \(content) container \(container) insets \(top)/\(bottom) offset \(offset)")
              #expect(g.isAtTop == (offset <= -top))
            }
          }
        }
      }
    }
  }

  @Test("visible rect and bounds follow offset and container")
  func visibleRectAndBounds() {
    let g = geometry(offset: 5, content: 100, container: 20)
    #expect(g.visibleRect == Rect(x: 0, y: 5, width: 80, height: 20))
    #expect(g.bounds == Rect(x: 0, y: 0, width: 80, height: 20))
    #expect(g.visibleRect.maxY == 25)
  }

  @Test("scroll fraction runs from 0 at the top to 1 at the bottom")
  func scrollFraction() {
    #expect(geometry(offset: 0, content: 100, container: 20).scrollFractionY == 0)
    #expect(geometry(offset: 40, content: 100, container: 20).scrollFractionY == 0.5)
    #expect(geometry(offset: 80, content: 100, container: 20).scrollFractionY == 1)
  }
}
