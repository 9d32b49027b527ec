import ScrollKit
import TerminalUI

/// How far the moving keys go, as less keeps it: a count before `d` or `u`, `z` or `w`, Left
/// or Right becomes their size from then on; before a line or page key it is a number of rows
/// for that key only.
struct MotionSizes: Equatable {
  /// The rows `z` and `w` move, once a count set them (a screen until then).
  var windowRows: Int?
  /// The rows `d` and `u` move, once a count set them (half a screen until then).
  var halfWindowRows: Int?
  /// The columns Left and Right move, once a count set them (half a screen until then).
  var shiftColumns: Int?

  /// What a moving command does in a text area of `visibleRows` rows and `textWidth`
  /// columns: a scroll, or a sideways shift of this many columns (negative: left; the
  /// largest `Int32` for the last column). `nil` for a command that does not move.
  enum Motion: Equatable {
    case scroll(ScrollAmount, ScrollDirection)
    case shift(Int)
  }

  /// The motion of `command` with `count` typed before it, keeping the count as the size of
  /// `d`, `u`, `z`, `w`, Left and Right.
  mutating func motion(of command: Command, count: Int?, visibleRows: Int, textWidth: Int) -> Motion? {
    switch command {
    case .lineDown: return .scroll(.rows(count ?? 1), .forward)
    case .lineUp: return .scroll(.rows(count ?? 1), .backward)
    case .pageDown: return .scroll(count.map { .rows($0) } ?? .page, .forward)
    case .pageUp: return .scroll(count.map { .rows($0) } ?? .page, .backward)
    case .halfPageDown, .halfPageUp:
      if let count { halfWindowRows = count }
      // less's half screen: (its screen's rows + 1) / 2, the prompt's row counted; guia's
      // text area is less's screen without that row.
      let rows = halfWindowRows ?? max(1, (visibleRows + 2) / 2)
      return .scroll(.rows(rows), command == .halfPageDown ? .forward : .backward)
    case .windowDown, .windowUp:
      if let count { windowRows = count }
      return .scroll(windowRows.map { .rows($0) } ?? .page, command == .windowDown ? .forward : .backward)
    case .firstColumn: return .shift(-Int(Int32.max))
    case .lastColumn: return .shift(Int(Int32.max))
    case .scrollLeft, .scrollRight:
      if let count { shiftColumns = count }
      let columns = shiftColumns ?? max(1, textWidth / 2)
      return .shift(command == .scrollLeft ? -columns : columns)
    default: return nil
    }
  }
}
