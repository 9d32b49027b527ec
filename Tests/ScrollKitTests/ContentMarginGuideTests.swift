import Testing
@testable import ScrollKit

@Suite struct ContentMarginGuideTests {
  @Test("width classes: narrow under 60, regular, wide from 120", arguments: [
    (0, ContentMarginGuide.WidthClass.narrow), (59, .narrow), (60, .regular), (119, .regular),
    (120, .wide), (500, .wide),
  ])
  func widthClasses(columns: Int, expected: ContentMarginGuide.WidthClass) {
    #expect(ContentMarginGuide.WidthClass(columns: columns) == expected)
  }

  @Test("container margins by width class and side position", arguments: [
    (50, 1, 1), (100, 2, 1), (160, 6, 3),
  ])
  func containerMargins(columns: Int, outer: Int, divider: Int) {
    #expect(ContentMarginGuide.container.margin(columns: columns, position: .outer) == outer)
    #expect(ContentMarginGuide.container.margin(columns: columns, position: .divider) == divider)
  }

  @Test("margins are local: only what remains after the containers around is passed on")
  func localRemainder() {
    let insets = ContentMarginGuide.container.resolve(
      columns: 160, leading: .divider, trailing: .outer,
      applied: EdgeInsets(leading: 1, trailing: 10))
    #expect(insets.leading == 2)
    #expect(insets.trailing == 0)
  }

  @Test("a fixed margin overrides the container's, whatever the width or side")
  func fixed() {
    for columns in [10, 80, 200] {
      let insets = ContentMarginGuide.fixed(4).resolve(columns: columns, leading: .divider)
      #expect(insets.leading == 4 && insets.trailing == 4)
    }
    #expect(ContentMarginGuide.fixed(-3).margin(columns: 80, position: .outer) == 0)
  }
}

@Suite struct ScrollIndicatorTests {
  private func geometry(offset: Double, content: Double, container: Double = 10) -> ScrollGeometry {
    ScrollGeometry(
      contentOffset: Point(x: 0, y: offset), contentSize: Size(width: 80, height: content),
      containerSize: Size(width: 80, height: container))
  }

  @Test("hidden when everything fits")
  func hidden() {
    #expect(ScrollIndicator(geometry: geometry(offset: 0, content: 10), trackLength: 10) == nil)
    #expect(ScrollIndicator(geometry: geometry(offset: 0, content: 5), trackLength: 10) == nil)
  }

  @Test("the thumb's length is the visible share of the content, at least one row")
  func length() {
    #expect(ScrollIndicator(geometry: geometry(offset: 0, content: 20), trackLength: 10)?.thumbLength == 5)
    #expect(ScrollIndicator(geometry: geometry(offset: 0, content: 1000), trackLength: 10)?.thumbLength == 1)
  }

  @Test("the thumb moves from the top of the track to its bottom")
  func position() {
    let top = ScrollIndicator(geometry: geometry(offset: 0, content: 100), trackLength: 10)!
    let bottom = ScrollIndicator(geometry: geometry(offset: 90, content: 100), trackLength: 10)!
    let middle = ScrollIndicator(geometry: geometry(offset: 45, content: 100), trackLength: 10)!
    #expect(top.thumbStart == 0)
    #expect(bottom.thumbStart + bottom.thumbLength == 10)
    #expect(middle.thumbStart > 0 && middle.thumbStart + middle.thumbLength < 10)
    #expect(top.isThumb(0) && !top.isThumb(1))
  }

  @Test("the thumb touches an end only at that end")
  func endsAreExact() {
    let nearTop = ScrollIndicator(geometry: geometry(offset: 1, content: 1000), trackLength: 10)!
    let nearBottom = ScrollIndicator(geometry: geometry(offset: 989, content: 1000), trackLength: 10)!
    #expect(nearTop.thumbStart == 1)
    #expect(nearBottom.thumbStart + nearBottom.thumbLength == 9)
  }
}
