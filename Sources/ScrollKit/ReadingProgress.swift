/// What a reader has seen so far, kept apart from where they are now.
///
/// "Reached the end" is a latch: it is set the first time the reader is at the bottom and
/// never cleared, while "at the bottom" follows every scroll (seed 000). Neither is proof of
/// reading: content that fits is at the bottom from the first frame, and content can change
/// size without anyone scrolling.
public struct ReadingProgress: Hashable, Sendable {
  /// Whether the reader has been at the bottom at least once.
  public var reachedEnd = false
  /// The furthest item (step or heading) that has been visible, by index.
  public var lastItemSeen: Int?
  /// The furthest scroll percentage reached, 0 to 100.
  public var maxPercent = 0

  /// Creates progress with nothing seen.
  public init() {}
}
