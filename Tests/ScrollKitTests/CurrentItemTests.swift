import Testing
@testable import ScrollKit

@Suite struct CurrentItemTests {
  /// A document as its rows: `padding` rows, then `count` items of `height` rows with `gap`
  /// rows between them, then `trailing` rows.
  private struct Layout: CustomStringConvertible {
    var padding: Int, count: Int, height: Int, gap: Int, trailing: Int
    var items: [Range<Int>] {
      (0..<count).map { index in
        let start = padding + index * (height + gap)
        return start..<(start + height)
      }
    }
    var rowCount: Int { padding + count * height + max(0, count - 1) * gap + trailing }
    var description: String { "padding \(padding), \(count)×\(height) gap \(gap), trailing \(trailing)" }
  }

  private static var layouts: [Layout] {
    var layouts: [Layout] = []
    for padding in 0...2 {
      for count in 0...4 {
        for height in 1...3 {
          for gap in 0...2 {
            for trailing in 0...2 {
              layouts.append(Layout(padding: padding, count: count, height: height, gap: gap, trailing: trailing))
            }
          }
        }
      }
    }
    return layouts
  }

  /// The rule read row by row, the way a reader reads the screen: the step of the row at the
  /// top; a row of no step goes with the next heading if it is on screen, else with the step
  /// above it; at the bottom, the last heading on screen.
  private func expected(_ layout: Layout, top: Int, height: Int, atBottom: Bool) -> Int? {
    let items = layout.items
    var owner = [Int?](repeating: nil, count: layout.rowCount)
    for (index, rows) in items.enumerated() { for row in rows { owner[row] = index } }
    let screen = top..<min(layout.rowCount, top + height)
    let headings = items.indices.filter { screen.contains(items[$0].lowerBound) }
    if atBottom, let last = headings.last { return last }
    if top < owner.count, let holder = owner[top] { return holder }
    if let next = (top..<owner.count).first(where: { owner[$0] != nil }), screen.contains(next) {
      return owner[next]
    }
    return (0..<min(top, owner.count)).last { owner[$0] != nil }.flatMap { owner[$0] }
  }

  @Test("every layout, container height and offset: the rule as a reader reads the screen")
  func exhaustive() {
    for layout in Self.layouts {
      let total = layout.rowCount
      for height in 1...(total + 1) {
        for top in 0...max(0, total - height) {
          let atBottom = top + height >= total
          let found = CurrentItem.index(
            of: layout.items, visibleRows: top..<min(total, top + height), isAtBottom: atBottom)
          let wanted = expected(layout, top: top, height: height, atBottom: atBottom)
          #expect(found == wanted, "\(layout), height \(height), top \(top)")
        }
      }
    }
  }

  @Test("at the bottom the last heading on screen is the current item, wherever the top is")
  func bottomNamesTheLastVisibleHeading() {
    // The guide at 80x24: a padding row, eight steps of two rows and one gap, 21 rows shown.
    let guide = Layout(padding: 1, count: 8, height: 2, gap: 1, trailing: 1).items
    #expect(CurrentItem.index(of: guide, visibleRows: 4..<25, isAtBottom: true) == 7)
    #expect(CurrentItem.index(of: guide, visibleRows: 4..<25, isAtBottom: false) == 1)
    // A last step longer than the screen: no heading shows, the top row's step is current.
    let long = [0..<3, 3..<40]
    #expect(CurrentItem.index(of: long, visibleRows: 20..<30, isAtBottom: true) == 1)
  }

  @Test("a gap row counts for the next step when its heading shows, else the one before")
  func gapRows() {
    let items = [1..<3, 4..<6]
    #expect(CurrentItem.index(of: items, visibleRows: 0..<2, isAtBottom: false) == 0)
    #expect(CurrentItem.index(of: items, visibleRows: 3..<5, isAtBottom: false) == 1)
    #expect(CurrentItem.index(of: items, visibleRows: 3..<4, isAtBottom: false) == 0)
    #expect(CurrentItem.index(of: items, visibleRows: 0..<1, isAtBottom: false) == nil)
    #expect(CurrentItem.index(of: [], visibleRows: 0..<10, isAtBottom: true) == nil)
  }

  @Test("the geometry's rows: the top row to the last shown, the content's end at most")
  func visibleRowsOfGeometry() {
    let geometry = ScrollGeometry(
      contentOffset: Point(x: 0, y: 4), contentSize: Size(width: 80, height: 26),
      containerSize: Size(width: 80, height: 21))
    #expect(geometry.visibleRows == 4..<25)
    #expect(CurrentItem.index(of: [1..<3, 4..<6, 24..<26], in: geometry) == 1)
    let short = ScrollGeometry(contentSize: Size(width: 80, height: 5), containerSize: Size(width: 80, height: 21))
    #expect(short.visibleRows == 0..<5)
    #expect(CurrentItem.index(of: [1..<3, 4..<5], in: short) == 1, "content that fits is at the bottom")
  }
}

@Suite struct BottomEdgePercentTests {
  private func geometry(offset: Double, content: Double, container: Double) -> ScrollGeometry {
    ScrollGeometry(
      contentOffset: Point(x: 0, y: offset), contentSize: Size(width: 80, height: content),
      containerSize: Size(width: 80, height: container))
  }

  @Test("the bottom visible row's share of the content, as less counts it")
  func lessRule() {
    // The guide's first screen at 80x24: 21 of 26 rows shown.
    #expect(geometry(offset: 0, content: 26, container: 21).bottomEdgePercent == 80)
    #expect(geometry(offset: 0, content: 1000, container: 20).bottomEdgePercent == 2)
    #expect(geometry(offset: 480, content: 1000, container: 20).bottomEdgePercent == 50)
  }

  @Test("100 exactly when the footer says the end, and only then; never falling while scrolling down")
  func agreesWithTheFooter() {
    for content in 0...40 {
      for container in 1...45 {
        var last = 0
        for offset in 0...max(0, content - container) {
          let shown = geometry(offset: Double(offset), content: Double(content), container: Double(container))
          let percent = shown.bottomEdgePercent
          #expect((percent == 100) == shown.isAtBottom, "\(content) rows, \(container) shown, at \(offset)")
          #expect((0...100).contains(percent) && percent >= last)
          if !shown.isAtBottom {
            #expect(percent == (offset + container) * 100 / content)
          }
          last = percent
        }
      }
    }
  }

  @Test("within the bottom tolerance it is 100; a fraction of a row short of it")
  func tolerance() {
    #expect(geometry(offset: 979.6, content: 1000, container: 20).bottomEdgePercent == 100)
    #expect(geometry(offset: 979, content: 1000, container: 20).bottomEdgePercent == 99)
  }
}

/// The current item is found by binary search (a document of thousands of headings is
/// scrolled row by row): it must agree with the rule read item by item, as it was written
/// first, on every layout of items and every screen.
@Suite struct CurrentItemSearchTests {
  /// The rule, item by item (the oracle).
  private func linear(_ items: [Range<Int>], _ visible: Range<Int>, _ isAtBottom: Bool) -> Int? {
    if isAtBottom, let last = items.lastIndex(where: { visible.contains($0.lowerBound) }) { return last }
    let top = visible.lowerBound
    if let holder = items.firstIndex(where: { $0.contains(top) }) { return holder }
    if let next = items.firstIndex(where: { $0.lowerBound > top }), visible.contains(items[next].lowerBound) {
      return next
    }
    return items.lastIndex { $0.lowerBound <= top }
  }

  @Test("binary search agrees with the item-by-item rule on random items, gaps and screens")
  func agrees() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<300 {
      var items: [Range<Int>] = []
      var row = Int.random(in: 0...3, using: &generator)
      for _ in 0..<Int.random(in: 0...12, using: &generator) {
        let length = Int.random(in: 0...6, using: &generator)
        items.append(row..<(row + length))
        row += length + Int.random(in: 0...2, using: &generator)
      }
      for top in 0...(row + 2) {
        for height in [1, 3, 8] {
          for isAtBottom in [false, true] {
            let visible = top..<(top + height)
            #expect(CurrentItem.index(of: items, visibleRows: visible, isAtBottom: isAtBottom)
              == linear(items, visible, isAtBottom), "\(items) \(visible) \(isAtBottom)")
            let meeting = items.indices.filter { !items[$0].isEmpty && items[$0].overlaps(visible) }
            let found = Array(CurrentItem.indices(of: items, meeting: visible)).filter { !items[$0].isEmpty }
            #expect(found == meeting)
          }
        }
      }
    }
  }
}
