@testable import Document
import Testing

/// The one binary search of sorted positions that the filter's runs, the line index and the
/// search's highlighting share, against a linear scan.
@Suite struct SortedIndexTests {
  @Test("lastIndex(notAbove:) is the last element not above the value, nil when all are above, with repeats")
  func againstLinearScan() {
    let arrays: [[Int]] = [[], [5], [1, 3, 3, 3, 7, 10], Array(stride(from: 0, to: 300, by: 7)), [2, 2, 2]]
    for array in arrays {
      for value in -2...310 {
        #expect(array.lastIndex(notAbove: value) == array.lastIndex { $0 <= value }, "\(array.prefix(6)) \(value)")
      }
    }
  }
}
