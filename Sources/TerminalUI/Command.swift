/// What the reader asked for, whatever key they used (less's `A_F_LINE`, `A_GOEND`, …).
public enum Command: Hashable, Sendable, CaseIterable {
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
  /// To the first row.
  case top
  /// To the last row.
  case bottom
  /// Leave guia.
  case quit
}
