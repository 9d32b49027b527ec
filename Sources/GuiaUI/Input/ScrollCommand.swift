import ScrollKit

/// A scroll a key asks for, whatever the key: what ``ScrollKeys`` gives a key and what
/// ``GuiaUIHost/perform(_:)`` does to the scroll view with focus (else the first one that
/// scrolls that way).
public enum ScrollCommand: Hashable, Sendable {
  /// Down or up by `amount`: rows, half the view's height, or its height.
  case scroll(ScrollAmount, ScrollDirection)
  /// To the top or the bottom edge.
  case edge(VerticalEdge)
  /// Sideways by a number of columns, towards the trailing edge (negative: the leading one).
  case columns(Int)
}
