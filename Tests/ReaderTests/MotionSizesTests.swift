import ScrollKit
import Testing
import TerminalUI
@testable import Reader

/// How far the moving keys go, as less keeps it (its `-z`, `d`'s and Left's sizes).
@Suite struct MotionSizesTests {
  @Test("a count before a line or page key moves that many rows once")
  func countOnce() {
    var sizes = MotionSizes()
    #expect(sizes.motion(of: .lineDown, count: 5, visibleRows: 20, textWidth: 80) == .scroll(.rows(5), .forward))
    #expect(sizes.motion(of: .pageUp, count: 3, visibleRows: 20, textWidth: 80) == .scroll(.rows(3), .backward))
    #expect(sizes.motion(of: .pageUp, count: nil, visibleRows: 20, textWidth: 80) == .scroll(.page, .backward))
    #expect(sizes == MotionSizes())
  }

  @Test("a count before d, u, z, w, Left or Right is their size from then on")
  func countKept() {
    var sizes = MotionSizes()
    // less's half screen counts its prompt's row: (20 + 2) / 2.
    #expect(sizes.motion(of: .halfPageDown, count: nil, visibleRows: 20, textWidth: 80) == .scroll(.rows(11), .forward))
    #expect(sizes.motion(of: .halfPageUp, count: 4, visibleRows: 20, textWidth: 80) == .scroll(.rows(4), .backward))
    #expect(sizes.motion(of: .halfPageDown, count: nil, visibleRows: 20, textWidth: 80) == .scroll(.rows(4), .forward))
    #expect(sizes.motion(of: .windowDown, count: 7, visibleRows: 20, textWidth: 80) == .scroll(.rows(7), .forward))
    #expect(sizes.motion(of: .windowUp, count: nil, visibleRows: 20, textWidth: 80) == .scroll(.rows(7), .backward))
    #expect(sizes.motion(of: .scrollRight, count: nil, visibleRows: 20, textWidth: 80) == .shift(40))
    #expect(sizes.motion(of: .scrollLeft, count: 3, visibleRows: 20, textWidth: 80) == .shift(-3))
    #expect(sizes.motion(of: .scrollRight, count: nil, visibleRows: 20, textWidth: 80) == .shift(3))
    #expect(sizes.motion(of: .quit, count: nil, visibleRows: 20, textWidth: 80) == nil)
  }
}
