import Document
import ScrollKit

/// The last search run: what is highlighted, and where `n` and `N` go from.
public struct ActiveSearch: Hashable, Sendable {
  /// The pattern.
  public var pattern: SearchPattern
  /// The direction it was typed in (`/` forward, `?` backward).
  public var direction: ScrollDirection
  /// The row of the last match found, where the next search starts from.
  public var lastMatch: Int?
  /// Whether the matches are highlighted (`ESC-u` hides them until the next search).
  public var isHighlighted = true
  /// The matches counted so far, for the footer's `3/17`.
  public var count: MatchCount?
  /// Whether it looks for the lines without a match (less's `^N`): nothing is lit.
  public var isInverted = false
  /// Whether it goes on through the next files (less's `^E`), as `n` repeats it.
  public var spansFiles = false

  /// A search for `pattern` typed going `direction`.
  public init(pattern: SearchPattern, direction: ScrollDirection, lastMatch: Int? = nil) {
    self.pattern = pattern
    self.direction = direction
    self.lastMatch = lastMatch
  }
}
