import Testing
import ScrollKit

@Suite struct ListWindowTests {
  @Test("for every small list, height, window and selection: the selection is shown, the window moves least, no blank rows hide entries")
  func everySmallCase() {
    for count in 0...12 {
      for height in 0...8 {
        for start in 0...max(0, count - height) {
          for selection in 0..<max(1, count) {
            let before = ListWindow(first: start)
            let after = before.revealing(selection, height: height, count: count)
            let shown = after.visible(height: height, count: count)
            let context = "count \(count) height \(height) first \(start) selection \(selection)"
            guard height > 0, count > 0 else {
              #expect(shown.isEmpty, "\(context)")
              continue
            }
            #expect(shown.contains(selection), "\(context)")
            #expect(shown.count == min(height, count), "\(context)")
            #expect(after.first <= max(0, count - height), "\(context)")
            if before.visible(height: height, count: count).contains(selection) {
              #expect(after == before, "a visible selection moves nothing: \(context)")
            } else {
              #expect(
                selection == shown.lowerBound || selection == shown.upperBound - 1,
                "the window moves just far enough: \(context)")
            }
          }
        }
      }
    }
  }

  @Test("61 headings on 20 rows: Down past the last row scrolls by one, End shows the last 20")
  func contentsPaneExample() {
    var window = ListWindow()
    for selection in 0..<20 {
      window.reveal(selection, height: 20, count: 61)
      #expect(window.first == 0)
    }
    window.reveal(20, height: 20, count: 61)
    #expect(window.visible(height: 20, count: 61) == 1..<21)
    window.reveal(60, height: 20, count: 61)
    #expect(window.visible(height: 20, count: 61) == 41..<61)
    window.reveal(40, height: 20, count: 61)
    #expect(window.first == 40)
  }

  @Test("a shorter window (a resize) keeps the selection and the end in view")
  func shrinking() {
    var window = ListWindow(first: 41)
    window.reveal(60, height: 5, count: 61)
    #expect(window.visible(height: 5, count: 61) == 56..<61)
    window.reveal(60, height: 30, count: 61)
    #expect(window.visible(height: 30, count: 61) == 31..<61)
  }

  @Test("the indicator's thumb is at the top, the bottom, and absent when all fits")
  func indicator() {
    #expect(ListWindow().indicator(height: 20, count: 10) == nil)
    let top = ListWindow().indicator(height: 20, count: 61)
    #expect(top?.thumbStart == 0)
    let bottom = ListWindow(first: 41).indicator(height: 20, count: 61)
    #expect(bottom.map { $0.thumbStart + $0.thumbLength } == 20)
  }
}
