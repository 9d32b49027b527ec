import Document

/// The pager's one piece of long work, advanced a slice at a time by the host's ticks
/// (``PagerEvent/tick``): a key stops it, except following, which ends on any key but
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

/// Two jobs are equal when they are the same work at the same point: a slice that moves work
/// on changes its value (a search's cursor, a filter's lines kept), so a pager holding it is
/// drawn again for its progress, and a pager is always equal to itself.
extension Job: Equatable {}

/// End on its way to the bottom, while the rows there are found a slice at a time (the end
/// of a 64 MB line).
public struct EndMove: Hashable, Sendable {
  /// Whether its progress has been shown in the footer's row.
  var isShown = false
}

/// What one slice of a job came to.
enum JobSlice: Equatable {
  /// It runs on; the footer's row says how far.
  case progress(LocalizedStringKey)
  /// It needs lines not read yet: the input is to be read on.
  case needsInput
  /// Nothing to do or say until the next tick or input (following, a screen filling).
  case waiting
  /// It ended; a jump's or a fill's row to go to.
  case finished(at: Int?)
}

extension Job {
  /// Runs one slice of the work: the slice's clock (``Slice``) for searches, the filter and
  /// End; a look at the input for work that waits on it.
  mutating func advance(_ context: inout ReaderDocument) -> JobSlice {
    let rows = context.rows
    let mayGrow = context.input.mayGrow
    switch self {
    case .search(var running):
      defer { self = .search(running) }
      running.takeInput(in: rows, mayGrow: mayGrow)
      if !running.isWaitingForInput {
        Slice.run(
          &running, step: { $0.advance(in: rows, budget: Slice.searchStep, mayGrow: mayGrow) },
          until: { $0.isFinished || $0.isWaitingForInput })
      }
      if running.isFinished { return .finished(at: nil) }
      return running.isWaitingForInput ? .needsInput : .progress(SearchMessage.progress(percent: running.percent))
    case .filter(var running):
      defer { self = .filter(running) }
      // Through input still arriving, whole lines only: the rest of the last comes later.
      running.scan.extend(to: mayGrow ? running.rows.wholeLinesEnd : running.rows.endPosition)
      Slice.run(
        &running, step: { $0.rows.continueFiltering(&$0.scan, budget: Slice.searchStep) },
        until: \.scan.isFinished)
      guard running.scan.isFinished else { return .progress(FilterMessage.progress(percent: running.scan.percent)) }
      return mayGrow ? .needsInput : .finished(at: nil)
    case .lineSearch(var running):
      defer { self = .lineSearch(running) }
      Slice.run(&running, step: { $0.advance(budget: Slice.searchStep) }, until: \.isFinished)
      return running.isFinished ? .finished(at: nil) : .progress(SearchMessage.progress(percent: running.percent))
    case .end(var move):
      let limit = context.visibleRows
      var share: Double? = 0
      Slice.run(&share, step: {
        $0 = rows.prepareRows(before: rows.endPosition, limit: limit, budget: Slice.moveStep)
      }, until: { $0 == nil })
      guard let share else { return .finished(at: nil) }
      move.isShown = true
      self = .end(move)
      return .progress(ReaderMessage.seekingEnd(percent: min(99, Int(share * 100))))
    case .fill(let position):
      let rowsBelow = rows.positions(from: position, limit: context.visibleRows).count
      return !mayGrow || rowsBelow >= context.visibleRows ? .finished(at: position) : .waiting
    case .jump(let pending):
      return pending.position(in: context).map { .finished(at: $0) } ?? .needsInput
    case .follow:
      context.input.requests.append(.refresh)
      return .waiting
    }
  }
}
