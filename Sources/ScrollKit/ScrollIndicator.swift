/// Where a vertical scroll indicator's thumb sits on its track, sized by the visible share of
/// the content (ratatui's `Scrollbar` and `ScrollbarState`).
///
/// ```
///  track  thumb
///   │
///   █  ◀─ start = fraction × (track − length)
///   █  ◀─ length = track × visible / content (at least 1)
///   │
/// ```
public struct ScrollIndicator: Hashable, Sendable {
  /// The first row of the thumb on the track.
  public let thumbStart: Int
  /// How many rows the thumb covers.
  public let thumbLength: Int
  /// The track's length, in rows.
  public let trackLength: Int

  /// The indicator for `geometry` on a track of `trackLength` rows, or `nil` when everything
  /// fits and there is nothing to indicate.
  public init?(geometry: ScrollGeometry, trackLength: Int) {
    let content = geometry.contentSize.height + geometry.contentInsets.top
      + geometry.contentInsets.bottom
    guard trackLength > 0, !geometry.fitsVertically, content > 0 else { return nil }
    let share = min(1, geometry.containerSize.height / content)
    let length = max(1, min(trackLength, Int((Double(trackLength) * share).rounded())))
    let travel = trackLength - length
    var start = Int((geometry.scrollFractionY * Double(travel)).rounded())
    // The thumb touches an end only at that end, so "at the top" and "at the bottom" show.
    if !geometry.isAtTop, start == 0, travel > 0 { start = 1 }
    if !geometry.isAtBottom, start == travel, travel > 0 { start = travel - 1 }
    thumbStart = start
    thumbLength = length
    self.trackLength = trackLength
  }

  /// Whether `row` of the track is covered by the thumb.
  public func isThumb(_ row: Int) -> Bool {
    row >= thumbStart && row < thumbStart + thumbLength
  }
}
