import Document
import GuiaUI
import ScrollKit
import TerminalUI

/// The pager's long work and the search it shares: the last search and its match count, and
/// the one ``Job`` (a search, the filter, a search for a line without a match, End, following)
/// started by a key and advanced a slice per tick. A value of the pager's: its commands
/// change it and queue ``PagerStep``s, which the pager takes and carries out (a jump notes
/// where it started; a file request asks the app).
public struct LongWork: Equatable {
  /// The last search run: highlighted, and where `n` and `N` go from.
  public internal(set) var search: ActiveSearch?
  /// Whether the footer's row shows the match counter: from a search or `n` to the next key.
  var showsMatchCounter = false
  /// The long work running, if any.
  public internal(set) var job: Job?
  /// The matches a count before `n` or `N` (`3n`) still has to pass before the view moves.
  var repeatsLeft = 0
  /// The restarts of the rows (a file truncated) End and the view have moved for.
  var restartsTaken = 0
  /// Whether End waits for the input's answer: a restart found meanwhile is End's to move for.
  var isSeekingEnd = false
  /// The steps asked for while a command runs; taken by the pager before it returns.
  private var steps: [PagerStep] = []

  /// The steps asked for since the last call, leaving none.
  mutating func take() -> [PagerStep] {
    defer { steps.removeAll() }
    return steps
  }

  /// Whether work runs a slice per tick that a key stops: a search, a filter, End on its way.
  public var isWorking: Bool { job?.isWorking ?? false }

  /// Whether the view follows the end as text arrives (`F`, as `less +F` or `tail -f`).
  public var isFollowing: Bool { job?.isFollowing ?? false }

  /// Whether matches are being counted: the host ticks for it.
  public var isCounting: Bool { search?.count.map { !$0.isFinished } ?? false }

  /// Whether the pager wants ticks now: long work (but work waiting for input, which moves
  /// when the input does: ``PagerEvent/inputChange``), a count of matches, or a file followed.
  public var wantsTicks: Bool { (job != nil && !isWaitingForInput) || isCounting }

  /// The counter for the footer's row (`3/17`; `3/17+` while `moreMayArrive`), while it shows.
  public func matchCounter(moreMayArrive: Bool) -> String? {
    showsMatchCounter ? search?.counterLabel(moreMayArrive: moreMayArrive) : nil
  }

  /// Whether the job waits for input still arriving (a search through all that came, a jump
  /// to a line not read yet): it moves on when the input grows or ends, not on ticks.
  var isWaitingForInput: Bool {
    switch job {
    case .search(let running): running.isWaitingForInput
    case .filter(let running): running.scan.isFinished
    case .jump, .fill: true
    default: false
    }
  }
}

extension LongWork {
  // MARK: Ticks

  /// Runs the slice the host's tick is for: of the job, or a look at a followed file; then,
  /// when nothing else runs, a slice of the match count.
  mutating func advance(_ context: inout ReaderDocument) {
    if var running = job {
      let slice = running.advance(&context)
      job = running
      switch slice {
      case .progress(let words): steps.append(.message(words))
      case .needsInput: readOn(&context)
      case .waiting: if case .follow(let from?) = running { watchFollowed(from: from, &context) }
      case .finished(let position): finish(running, at: position, &context)
      }
    }
    if !isWorking, isCounting { search?.continueCounting(in: context.rows) }
  }

  /// What a job that ended leaves: a match gone to, the rows filtered, the bottom.
  private mutating func finish(_ done: Job, at position: Int?, _ context: inout ReaderDocument) {
    job = nil
    context.input.stopReadingOn()
    switch done {
    case .search(let running): finishSearch(running, &context)
    case .filter(let running): finishFilter(running, &context)
    case .lineSearch(let running):
      if let found = running.foundRow { search?.lastMatch = found }
      steps += running.ending(pattern: search?.pattern.text ?? "")
    case .end(let move):
      if move.isShown { steps.append(.message(nil)) }
      steps.append(.effect(.scrollToEdge(.bottom)))
    case .fill: if let position { steps.append(.effect(.scrollToRow(position))) }
    case .jump:
      guard let position else { return }
      steps.append(.message(nil))
      steps.append(.jump(position))
    case .follow: break
    }
  }

  /// Has the input read on for the lines the job needs, saying so in the footer's row.
  private mutating func readOn(_ context: inout ReaderDocument) {
    context.input.readOn()
    steps.append(.message(ReaderMessage.readingOn(lines: context.input.arriving?.lines ?? 0)))
  }

  /// After a jump to `position` on input still arriving: when too few rows have come below
  /// it to fill the screen, reads on for them, quietly, and makes the jump again once they
  /// have (see ``Job/fill(below:)``).
  mutating func fillScreen(below position: Int, _ context: inout ReaderDocument) {
    guard job == nil, context.input.mayGrow,
      context.rows.positions(from: position, limit: context.visibleRows).count < context.visibleRows
    else { return }
    job = .fill(below: position)
    context.input.readOn()
  }

  /// Ends a wait to fill the screen below a jump: a key moved the reader on.
  mutating func endFill(_ context: inout ReaderDocument) {
    guard case .fill = job else { return }
    job = nil
    context.input.stopReadingOn()
  }

  /// A jump to a line that may not have been read yet: at once when it has, else once it
  /// comes (the input read on meanwhile).
  mutating func jump(to pending: PendingJump, _ context: inout ReaderDocument) {
    job = .jump(pending)
    advance(&context)
  }

  /// Stops the long work, if any; the view stays where it is.
  mutating func stopWork(_ context: inout ReaderDocument) {
    repeatsLeft = 0
    switch job {
    case .search, .lineSearch: steps.append(.message(SearchMessage.interrupted))
    case .end: steps.append(.message(ReaderMessage.endInterrupted))
    case .filter(let running) where running.scan.isFinished:
      // Stopped while it waited for more input: the lines kept of all that came show.
      finishFilter(running, &context)
    case .filter: steps.append(.message(FilterMessage.interrupted))
    case .jump: steps.append(.message(ReaderMessage.readingInterrupted))
    case .fill: job = nil
    case .follow, nil: break
    }
    if isWorking { job = nil }
    context.input.stopWaitingForEnd()
    context.input.stopReadingOn()
  }

  // MARK: Searches

  /// Runs the search typed in `typed`.
  mutating func runSearch(_ typed: SearchPrompt, _ context: inout ReaderDocument) {
    repeatsLeft = 0
    let pattern: SearchPattern?
    do {
      pattern = try typed.pattern(caseMatching: context.settings.searchCase)
    } catch {
      steps.append(.waitingMessage(SearchMessage.invalidPattern(error.reason)))
      return
    }
    if typed.isFilter { return startFilter(pattern, inverted: typed.isInverted, &context) }
    guard let pattern else {
      // `/` ^K Enter: the last pattern lit again where the reader is, as less keeps it.
      if typed.keepsPosition {
        search?.isHighlighted = true
        return
      }
      return repeatSearch(reversed: typed.direction != search?.direction, &context)
    }
    if search?.pattern != pattern || search?.isInverted != typed.isInverted {
      search = ActiveSearch(pattern: pattern, direction: typed.direction)
      search?.isInverted = typed.isInverted
    } else {
      search?.direction = typed.direction
    }
    search?.spansFiles = (typed.spansFiles || typed.startsAtFirstFile) && !typed.isInverted
    search?.wrapsAround = typed.wrapsAround
    if typed.startsAtFirstFile, !typed.isInverted, !typed.keepsPosition {
      steps.append(.file(.search(fileSearch(pattern, typed.direction, startsAtEdge: true, &context))))
      return
    }
    if typed.keepsPosition {
      search?.isHighlighted = true
      return
    }
    find(pattern, typed.direction, spanningFiles: search?.spansFiles ?? false, isNew: true, &context)
  }

  /// `n` (the search's direction) or `N` (the other); `ESC-n`, `ESC-N` (`spanningFiles`)
  /// go on through the next files past this one's end.
  mutating func repeatSearch(
    reversed: Bool, spanningFiles: Bool = false, count: Int = 1, _ context: inout ReaderDocument
  ) {
    // As less's `3n`: the third match on, the view moved once.
    repeatsLeft = max(0, count - 1)
    guard let last = search else {
      steps.append(.waitingMessage(SearchMessage.noSearch))
      return
    }
    search?.isHighlighted = true
    let direction: ScrollDirection = reversed
      ? (last.direction == .forward ? .backward : .forward) : last.direction
    find(last.pattern, direction, spanningFiles: spanningFiles || last.spansFiles, &context)
  }

  /// Starts a search for `pattern` from the top row (or the last match while it is on
  /// screen), wrapping around the document's end once, or past it into the next files; its
  /// first slice runs now.
  mutating func find(
    _ pattern: SearchPattern, _ direction: ScrollDirection, spanningFiles: Bool = false,
    isNew: Bool = false, after match: Int? = nil, _ context: inout ReaderDocument
  ) {
    let rows = context.rows
    let start = SearchStart(in: context, isNew: isNew, after: match, lastMatch: search?.lastMatch)
    if search?.isInverted == true {
      job = .lineSearch(
        RunningLineSearch(
          rows: rows, pattern: pattern, direction: direction, from: start.position,
          includesStart: start.includesPosition, wraps: search?.wrapsAround ?? false))
    } else {
      let spansFiles = spanningFiles && (context.files?.paths.count ?? 1) > 1
      job = .search(
        RunningSearch(
          pattern, direction, from: start.position, in: rows, includesStart: start.includesPosition,
          mayGrow: context.input.mayGrow,
          wraps: search?.wrapsAround ?? false, hop: spansFiles ? fileSearch(pattern, direction, &context) : nil))
    }
    advance(&context)
  }

  /// A search spanning files that reached this file: the whole file is searched, from its
  /// start (its end, going back); nothing found, on to the next file.
  mutating func startPendingSearch(_ context: inout ReaderDocument) {
    guard let pending = context.pendingSearch else { return }
    context.pendingSearch = nil
    search = ActiveSearch(pattern: pending.pattern, direction: pending.direction)
    search?.spansFiles = true
    var next = pending
    next.startsAtEdge = false
    job = .search(RunningSearch(wholeOf: context.rows, pending.pattern, pending.direction, hop: next))
  }

  private func fileSearch(
    _ pattern: SearchPattern, _ direction: ScrollDirection, startsAtEdge: Bool = false,
    _ context: inout ReaderDocument
  ) -> FileSearch {
    FileSearch(
      pattern: pattern, direction: direction, origin: context.files?.current ?? 0,
      startsAtEdge: startsAtEdge)
  }

  private mutating func finishSearch(_ running: RunningSearch, _ context: inout ReaderDocument) {
    job = nil
    steps.append(.message(nil))
    guard let found = running.foundRow else {
      if let hop = running.hop {
        return steps.append(hop.stepWithoutMatch(in: context.files ?? FileList([context.title ?? ""])))
      }
      steps.append(.waitingMessage(SearchMessage.notFound(running.scan.pattern.text)))
      return
    }
    if repeatsLeft > 0 {
      // `3n`: this match passed, on to the next from it, the view not moved yet.
      repeatsLeft -= 1
      search?.lastMatch = found
      return find(running.scan.pattern, running.scan.direction, after: found, &context)
    }
    if running.isWrapped { steps.append(.message(running.wrapMessage)) }
    search?.lastMatch = found
    search?.isHighlighted = true
    showsMatchCounter = true
    search?.startCounting(in: context.rows, mayGrow: context.input.mayGrow)
    steps.append(.jump(context.lineStart(keepingOnScreen: found)))
    steps.append(.revealMatch(found))
  }

  // MARK: Filter

  /// `&pattern` Enter: only the lines that match show (those that do not when `inverted`),
  /// the top row's line kept at the top, or the next one kept; `&` Enter alone shows every
  /// line again.
  private mutating func startFilter(_ pattern: SearchPattern?, inverted: Bool, _ context: inout ReaderDocument) {
    let top = context.viewport.top ?? context.rows.startPosition
    let (rows, position) = context.rows.unfiltered(keeping: top) ?? (context.rows, top)
    guard let pattern else {
      guard context.rows.lineFilter != nil else { return }
      show(rows, at: position, &context)
      steps.append(.message(FilterMessage.off))
      return
    }
    job = .filter(RunningFilter(LineFilter(pattern: pattern, isInverted: inverted), of: rows, top: position))
    advance(&context)
  }

  private mutating func finishFilter(_ running: RunningFilter, _ context: inout ReaderDocument) {
    job = nil
    if let (rows, position) = running.kept { show(rows, at: position, &context) }
    steps.append(.message(running.outcome))
  }

  /// Shows `rows` in place of the rows shown, at `position`: a search's last match and its
  /// count belong to the old rows.
  private mutating func show(_ rows: any DocumentRows, at position: Int, _ context: inout ReaderDocument) {
    context.showFiltered(rows)
    search?.lastMatch = nil
    search?.resetCount(keepsCounting: showsMatchCounter, in: rows, mayGrow: context.input.mayGrow)
    steps.append(.effect(.scrollToRow(position)))
  }

  // MARK: End and following

  /// End: the bottom of what has arrived, and when input is still arriving, a wait for its
  /// end, which comes to the bottom again (less's `G`).
  mutating func seekEnd(_ context: inout ReaderDocument) {
    // The input first takes in what it has; its answer comes back as endSought, after it.
    isSeekingEnd = true
    context.input.seekEnd()
  }

  /// The input answered End: to the bottom of what has arrived (and, while input is still
  /// arriving, End waits for its end, which comes to the bottom again).
  mutating func endSought(_ context: inout ReaderDocument) {
    isSeekingEnd = false
    if restartsTaken != context.input.restarts {
      // The file started again from its start: End goes to its new bottom, not to the top.
      restartsTaken = context.input.restarts
      search?.lastMatch = nil
    }
    moveToBottom(&context)
  }

  /// Moves to the bottom: at once when the rows there are at hand, otherwise after they
  /// have been found a slice per tick, with the progress in the footer's row.
  mutating func moveToBottom(_ context: inout ReaderDocument) {
    job = .end(EndMove())
    advance(&context)
  }

  /// `F`: goes to the end and stays there as text arrives, until another key; ESC-F also
  /// watches what arrives for the last search.
  mutating func startFollowing(untilMatch: Bool, _ context: inout ReaderDocument) {
    job = .follow(matchFrom: untilMatch && search != nil ? context.rows.endPosition : nil)
    context.input.requests.append(.refresh)
    steps.append(.effect(.scrollToEdge(.bottom)))
  }

  /// ESC-F's watch: a match of the last search in what arrived stops following there, at
  /// the top of the screen.
  private mutating func watchFollowed(from: Int, _ context: inout ReaderDocument) {
    guard let pattern = search?.pattern else { return }
    let rows = context.rows
    guard rows.endPosition > from else { return }
    // From the row the old end was in: its line may have been written in two goes.
    let start = rows.positions(before: from, limit: 1).first ?? rows.startPosition
    guard let found = rows.firstRow(matching: pattern, from: start, before: rows.endPosition) else {
      job = .follow(matchFrom: rows.endPosition)
      return
    }
    job = nil
    search?.lastMatch = found
    search?.isHighlighted = true
    steps.append(.jump(found))
    steps.append(.message(ReaderMessage.followFound))
  }

  // MARK: The document changed

  /// The rows were laid out again (a new width, `-S`, `-N`): the top row is now at `top`; a
  /// running search's positions belonged to the old rows and it starts again.
  mutating func didReflow(keeping top: Int, wasAtBottom: Bool, _ context: inout ReaderDocument) {
    steps.append(.effect(wasAtBottom ? .scrollToEdge(.bottom) : .scrollToRow(top)))
    search?.resetCount(keepsCounting: showsMatchCounter, in: context.rows, mayGrow: context.input.mayGrow)
    if case .lineSearch = job { job = nil }
    if case .search(let running) = job {
      job = nil
      // From the top row as the reflow left it, before the scroll view has moved there.
      let place = context.place
      context.place.viewport.top = top
      find(running.scan.pattern, running.scan.direction, &context)
      context.place = place
    }
  }

  /// The document started again from its beginning (a file truncated): the top (the bottom
  /// while following); a search starts again from there.
  mutating func didRestart(_ context: inout ReaderDocument) {
    // End that found the restart goes to the bottom itself.
    guard restartsTaken != context.input.restarts, !isSeekingEnd else { return }
    restartsTaken = context.input.restarts
    steps.append(.effect(.scrollToEdge(isFollowing ? .bottom : .top)))
    search?.lastMatch = nil
    search?.resetCount(keepsCounting: showsMatchCounter, in: context.rows, mayGrow: context.input.mayGrow)
  }
}
