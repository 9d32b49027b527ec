/// Which item (a guide's step, a document's heading) the header names: the rule that keeps the
/// header in agreement with the footer.
///
/// - The item holding the top row is the current one: what the reader reads first.
/// - A row that no item holds (the padding before the first item, the gap between two) counts
///   for the item whose heading comes next, when that heading is on screen, and otherwise for
///   the item before it.
/// - At the bottom, the last item whose heading is on screen is the current one instead: a
///   reader told `Fin de la guía` has every step on screen before them, the last one included
///   (the header says `Paso 8/8`, not the step that happens to be at the top).
public enum CurrentItem {
  /// The index of the current item, or `nil` when there is none.
  ///
  /// - Parameters:
  ///   - items: The rows of each item, top to bottom, not overlapping; an item's first row is
  ///     its heading.
  ///   - visibleRows: The rows on screen.
  ///   - isAtBottom: Whether the reader is at the bottom (the footer's rule).
  /// - Complexity: O(log n) in the number of items: a scroll through a document of thousands
  ///   of headings looks at a few of them.
  // Inlinable: specialised where it is called, for the caller's collection (a lazy map over
  // the items), its reads are direct rather than a protocol witness each.
  @inlinable
  public static func index<Items: RandomAccessCollection<Range<Int>>>(
    of items: Items, visibleRows: Range<Int>, isAtBottom: Bool
  ) -> Int? where Items.Index == Int {
    let top = visibleRows.lowerBound
    // The items that start at or before the top, and those that start on screen.
    let atOrAbove = firstIndex(in: items) { $0.lowerBound > top }
    let onScreenEnd = firstIndex(in: items) { $0.lowerBound >= visibleRows.upperBound }
    if isAtBottom, onScreenEnd > items.startIndex,
      visibleRows.contains(items[onScreenEnd - 1].lowerBound)
    {
      return onScreenEnd - 1
    }
    if atOrAbove > items.startIndex, items[atOrAbove - 1].contains(top) { return atOrAbove - 1 }
    if atOrAbove < items.endIndex, visibleRows.contains(items[atOrAbove].lowerBound) { return atOrAbove }
    return atOrAbove > items.startIndex ? atOrAbove - 1 : nil
  }

  /// The index of the current item in `geometry`, whose rows are one unit high (the rows of a
  /// laid-out document, the units of ``ScrollVisibility``).
  public static func index(of items: [Range<Int>], in geometry: ScrollGeometry) -> Int? {
    index(of: items, visibleRows: geometry.visibleRows, isAtBottom: geometry.isAtBottom)
  }

  /// The indices of `items` (top to bottom, not overlapping) that have a row in `rows`.
  /// - Complexity: O(log n).
  @inlinable
  public static func indices<Items: RandomAccessCollection<Range<Int>>>(
    of items: Items, meeting rows: Range<Int>
  ) -> Range<Int> where Items.Index == Int {
    let first = firstIndex(in: items) { $0.upperBound > rows.lowerBound }
    let end = firstIndex(in: items) { $0.lowerBound >= rows.upperBound }
    return first..<max(first, end)
  }

  /// The first index whose item `isPast` says yes to, for a property false then true down
  /// the items.
  @inlinable
  static func firstIndex<Items: RandomAccessCollection<Range<Int>>>(
    in items: Items, where isPast: (Range<Int>) -> Bool
  ) -> Int where Items.Index == Int {
    var low = items.startIndex
    var high = items.endIndex
    while low < high {
      let middle = (low + high) / 2
      if isPast(items[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
