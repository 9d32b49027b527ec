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
  /// - Complexity: O(n) in the number of items.
  public static func index(
    of items: [Range<Int>], visibleRows: Range<Int>, isAtBottom: Bool
  ) -> Int? {
    if isAtBottom, let last = items.lastIndex(where: { visibleRows.contains($0.lowerBound) }) {
      return last
    }
    let top = visibleRows.lowerBound
    if let holder = items.firstIndex(where: { $0.contains(top) }) { return holder }
    if let next = items.firstIndex(where: { $0.lowerBound > top }),
      visibleRows.contains(items[next].lowerBound)
    {
      return next
    }
    return items.lastIndex { $0.lowerBound <= top }
  }

  /// The index of the current item in `geometry`, whose rows are one unit high (the rows of a
  /// laid-out document, the units of ``ScrollVisibility``).
  public static func index(of items: [Range<Int>], in geometry: ScrollGeometry) -> Int? {
    index(of: items, visibleRows: geometry.visibleRows, isAtBottom: geometry.isAtBottom)
  }
}
