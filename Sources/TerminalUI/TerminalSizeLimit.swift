import ScrollKit

extension CellSize {
  /// The largest size guia draws: ncurses keeps sizes in shorts (a window of 32768 columns
  /// crashed it) and allocates every cell, three times over; a larger window is drawn in
  /// its top-left part.
  public static let largestTerminal = CellSize(width: 2048, height: 512)

  /// This size, at most ``largestTerminal`` on each axis.
  public var limitedToTerminal: CellSize {
    CellSize(width: min(width, Self.largestTerminal.width), height: min(height, Self.largestTerminal.height))
  }
}
