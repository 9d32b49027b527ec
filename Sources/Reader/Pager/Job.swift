import Document

/// The pager's one piece of long work, advanced a slice at a time by the host's ticks
/// (``Pager/advanceJob(_:)``): a key stops it, except following, which ends on any key but
/// `F` and lets the key through.
public enum Job {
  /// A search for the next match, wrapping around the document's end once.
  case search(RunningSearch)
  /// The filter (`&`) looking at the lines.
  case filter(RunningFilter)
  /// The search for a line without a match (`^N`).
  case lineSearch(RunningLineSearch)
  /// End on its way to the bottom, while the rows there are found.
  case end(EndMove)
  /// Following the end as text arrives (`F`); with `matchFrom`, ESC-F's watch for the last
  /// search in what arrives from that position on.
  case follow(matchFrom: Int?)
  /// A jump to a line not read yet (`NG`, `N%` on a pipe still open), waiting for it.
  case jump(PendingJump)
  /// A jump made near the end of input still arriving (a match in a man page as it comes),
  /// whose row could not reach the top for want of rows below it: once a screen of them has
  /// come, it is made again, as less fills its screen. Any key ends it and does what it does.
  case fill(below: Int)

  /// Whether a key stops it rather than doing what it otherwise does.
  public var isWorking: Bool {
    switch self {
    case .follow, .fill: false
    default: true
    }
  }

  /// Whether it follows the end of a growing document.
  public var isFollowing: Bool {
    if case .follow = self { return true }
    return false
  }
}

extension Job: Equatable {
  /// Work that reads rows is never equal to other work: each slice moves it on, and a pager
  /// that holds it is written again on each tick anyway.
  public static func == (lhs: Job, rhs: Job) -> Bool {
    switch (lhs, rhs) {
    case (.end(let left), .end(let right)): return left == right
    case (.follow(let left), .follow(let right)): return left == right
    case (.jump(let left), .jump(let right)): return left == right
    case (.fill(let left), .fill(let right)): return left == right
    default: return false
    }
  }
}

/// End on its way to the bottom, while the rows there are found a slice at a time (the end
/// of a 64 MB line).
public struct EndMove: Hashable, Sendable {
  /// Whether its progress has been shown in the footer's row.
  var isShown = false
}

/// The filter (`&`) looking at the lines a slice at a time: the rows it filters and where
/// the top row was in them.
public struct RunningFilter {
  /// The rows filtered (the document's own, never a filter's).
  public let rows: any DocumentRows
  /// How far the scan has looked, and what it kept.
  public var scan: FilterScan
  /// The top row's position in `rows` when the filter was typed.
  public let top: Int
}
