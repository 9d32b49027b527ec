/// Which entries of a list a window of a few rows shows, so that the selected entry is always
/// among them (the contents pane: 61 headings on 20 rows).
///
/// The window moves only when the selection would leave it, and then just far enough, as a
/// list scrolls under the keyboard: Down on the last visible entry shows one more below.
/// It never leaves blank rows after the last entry while entries above are hidden.
public struct ListWindow: Hashable, Sendable {
  /// The index of the first entry shown.
  public private(set) var first: Int

  /// Creates a window whose first entry is `first`.
  public init(first: Int = 0) {
    self.first = max(0, first)
  }

  /// Moves the window as little as possible so that entry `selection` is among the `height`
  /// entries shown out of `count`, and no further than the end allows.
  public mutating func reveal(_ selection: Int, height: Int, count: Int) {
    guard height > 0, count > 0 else {
      first = 0
      return
    }
    let selection = min(max(0, selection), count - 1)
    if selection < first { first = selection }
    if selection >= first + height { first = selection - height + 1 }
    first = min(first, max(0, count - height))
  }

  /// The window after ``reveal(_:height:count:)``.
  public func revealing(_ selection: Int, height: Int, count: Int) -> ListWindow {
    var window = self
    window.reveal(selection, height: height, count: count)
    return window
  }

  /// The indices of the entries shown on `height` rows out of `count`.
  public func visible(height: Int, count: Int) -> Range<Int> {
    let start = min(first, max(0, count))
    return start..<min(count, start + max(0, height))
  }

  /// The indicator of which part of the list is shown, on a track of `height` rows, or `nil`
  /// when every entry fits.
  public func indicator(height: Int, count: Int) -> ScrollIndicator? {
    ScrollIndicator(
      geometry: ScrollGeometry(
        contentOffset: Point(x: 0, y: Double(first)),
        contentSize: Size(width: 1, height: Double(count)),
        containerSize: Size(width: 1, height: Double(height))),
      trackLength: height)
  }
}
