import Document
import GuiaUI
import TerminalUI

/// End on its way to the bottom, while the rows there are found a slice at a time (the end
/// of a 64 MB line): ``ReaderView/continueMove(scroll:visibleRows:)``.
struct EndMove: Hashable, Sendable {
  /// Whether its progress has been shown in the footer's row.
  var isShown = false
}

extension ReaderView {
  /// End: the bottom of what has arrived, and when input is still arriving, a wait for its
  /// end, which comes to the bottom again (less's `G`).
  func seekEnd(scroll: ScrollViewProxy, visibleRows: Int) {
    model.seekEnd()
    if restartsTaken != model.restarts {
      // The file started again from its start: End goes to its new bottom, not to the top.
      restartsTaken = model.restarts
      search?.lastMatch = nil
    }
    moveToBottom(scroll: scroll, visibleRows: visibleRows)
  }

  /// Moves to the bottom: at once when the rows there are at hand, otherwise after they have
  /// been found a slice per tick of the footer's timeline, with the progress in the footer's
  /// row; a key stops it where the view was.
  func moveToBottom(scroll: ScrollViewProxy, visibleRows: Int) {
    moving = EndMove()
    continueMove(scroll: scroll, visibleRows: visibleRows)
  }

  /// Runs the move to the bottom for one slice (20 ms).
  func continueMove(scroll: ScrollViewProxy, visibleRows: Int) {
    guard var move = moving else { return }
    let rows = model.rows
    let limit = max(1, visibleRows)
    var share: Double? = 0
    Slice.run(&share, step: {
      $0 = rows.prepareRows(before: rows.endPosition, limit: limit, budget: Slice.moveStep)
    }, until: { $0 == nil })
    guard let share else {
      moving = nil
      if move.isShown { message = nil }
      scroll.scrollTo(edge: .bottom)
      return
    }
    move.isShown = true
    moving = move
    message = ReaderMessage.seekingEnd(percent: min(99, Int(share * 100)))
  }

  /// Runs the slice that the footer's timeline ticked for: of the search, of End, or a look
  /// at a followed file.
  func continueLongWork(scroll: ScrollViewProxy, visibleRows: Int) {
    if running != nil {
      continueSearch(scroll: scroll)
    } else if filtering != nil {
      continueFilter(scroll: scroll)
    } else if lineSearch != nil {
      continueLineSearch(scroll: scroll)
    } else if moving != nil {
      continueMove(scroll: scroll, visibleRows: visibleRows)
    } else if isFollowing {
      _ = model.input?.refresh()
      stopFollowingAtMatch(scroll: scroll)
    }
    if running == nil, moving == nil, isCounting { continueCounting() }
  }

  /// Whether long work runs now (a search, End on its way or waiting for the input's end):
  /// a key or Ctrl-C stops it instead of doing what it otherwise does.
  var isBusy: Bool { isWorking || model.isWaitingForEnd }

  /// Whether work runs a slice per tick: a search, a filter, End on its way.
  var isWorking: Bool { running != nil || moving != nil || filtering != nil || lineSearch != nil }

  /// Stops the long work that runs now, if any; the view stays where it is.
  func interrupt() {
    if running != nil {
      running = nil
      message = SearchMessage.interrupted
    }
    if moving != nil {
      moving = nil
      message = ReaderMessage.endInterrupted
    }
    if filtering != nil {
      filtering = nil
      message = FilterMessage.interrupted
    }
    if lineSearch != nil {
      lineSearch = nil
      message = SearchMessage.interrupted
    }
    model.stopWaitingForEnd()
  }

  /// Ctrl-C: stops what is running (long work, the search prompt, following), as in less;
  /// returns whether anything was, or else guia ends.
  func stopRunning() -> Bool {
    keys.reset()
    if isBusy {
      interrupt()
      return true
    }
    if prompt != nil || examinePrompt != nil {
      prompt = nil
      examinePrompt = nil
      return true
    }
    if isFollowing {
      isFollowing = false
      return true
    }
    return false
  }

  /// `F`: goes to the end and stays there as text arrives (`less +F`, `tail -f`), until
  /// another key.
  func startFollowing(scroll: ScrollViewProxy, untilMatch: Bool = false) {
    isFollowing = true
    // ESC-F: the text that arrives from here on is searched for the last pattern.
    followMatchFrom = untilMatch && search != nil ? model.rows.endPosition : nil
    _ = model.input?.refresh()
    scroll.scrollTo(edge: .bottom)
  }

  /// ESC-F's watch, each time the followed text is looked at: a match of the last search in
  /// what arrived stops following there, at the top of the screen.
  func stopFollowingAtMatch(scroll: ScrollViewProxy) {
    guard let from = followMatchFrom, let pattern = search?.pattern else { return }
    let rows = model.rows
    guard rows.endPosition > from else { return }
    // From the row the old end was in: its line may have been written in two goes.
    let start = rows.positions(before: from, limit: 1).first ?? rows.startPosition
    guard let found = rows.firstRow(matching: pattern, from: start, before: rows.endPosition) else {
      followMatchFrom = rows.endPosition
      return
    }
    isFollowing = false
    followMatchFrom = nil
    search?.lastMatch = found
    search?.isHighlighted = true
    jump(to: found, scroll: scroll)
    message = ReaderMessage.followFound
  }
}
