/// A scroll a key asks for, whatever the key: what ``ScrollKeys`` gives a key and what
/// ``GuiaUIHost/perform(_:)`` does to the scroll view with focus (else the first).
public enum ScrollCommand: Hashable, Sendable, CaseIterable {
  /// One row towards the end.
  case lineDown
  /// One row towards the start.
  case lineUp
  /// A page towards the end.
  case pageDown
  /// A page towards the start.
  case pageUp
  /// Half a page towards the end.
  case halfPageDown
  /// Half a page towards the start.
  case halfPageUp
  /// To the top edge.
  case top
  /// To the bottom edge.
  case bottom
  /// A few columns towards the leading edge.
  case scrollLeft
  /// A few columns towards the trailing edge.
  case scrollRight
}
