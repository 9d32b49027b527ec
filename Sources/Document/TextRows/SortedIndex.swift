extension Array where Element: Comparable {
  /// In an array sorted in increasing order, the index of the last element not above
  /// `value`; `nil` when every element is above it.
  /// - Complexity: O(log n).
  func lastIndex(notAbove value: Element) -> Int? {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle] <= value { low = middle + 1 } else { high = middle }
    }
    return low > 0 ? low - 1 : nil
  }
}
