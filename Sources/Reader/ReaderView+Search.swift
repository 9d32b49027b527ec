import Document
import GuiaUI
import ScrollKit
import TerminalUI

extension ReaderView {
  /// Edits the pattern typed in the footer's row (see ``PromptEdit``); Ctrl-R and Ctrl-K
  /// toggle literal text and keeping the position; Enter runs it (an empty one repeats the
  /// last search, as in less).
  func editPrompt(_ key: Key, scroll: ScrollViewProxy, visibleRows: Int) {
    guard var current = prompt else { return }
    switch key {
    case .control("r"):
      // less's ^R: the pattern is a literal text, no regular expression.
      current.isLiteral.toggle()
      prompt = current
    case .control("k"):
      // less's ^K: the matches lit, the view left where it is.
      current.keepsPosition.toggle()
      prompt = current
    case .control("n"):
      // less's ^N: the lines without a match.
      current.isInverted.toggle()
      prompt = current
    case .character("!") where current.text.isEmpty:
      // less's `!`, as the pattern's first character, is ^N.
      current.isInverted.toggle()
      prompt = current
    case .control("e") where !current.isFilter, .character("*") where current.text.isEmpty && !current.isFilter:
      // less's ^E (or `*` first): on through the next files.
      current.spansFiles.toggle()
      prompt = current
    case .control("f") where !current.isFilter, .character("@") where current.text.isEmpty && !current.isFilter:
      // less's ^F (or `@` first): from the first file (the last, going back).
      current.startsAtFirstFile.toggle()
      prompt = current
    default:
      switch PromptEdit.apply(key, to: current.text) {
      case .edited(let text):
        current.text = text
        prompt = current
      case .closed: prompt = nil
      case .submitted: run(current, scroll: scroll, visibleRows: visibleRows)
      case .ignored: break
      }
    }
  }

  /// Runs the search typed in `current`, closing its prompt.
  private func run(_ current: SearchPrompt, scroll: ScrollViewProxy, visibleRows: Int) {
    prompt = nil
    let pattern: SearchPattern?
    do {
      pattern = try current.pattern(caseMatching: model.settings.searchCase)
    } catch {
      message = SearchMessage.invalidPattern(error.reason)
      return
    }
    if current.isFilter {
      startFilter(pattern, inverted: current.isInverted, scroll: scroll, visibleRows: visibleRows)
      return
    }
    guard let pattern else {
      repeatSearch(
        reversed: current.direction != search?.direction, scroll: scroll, visibleRows: visibleRows)
      return
    }
    if search?.pattern != pattern || search?.isInverted != current.isInverted {
      search = ActiveSearch(pattern: pattern, direction: current.direction)
      search?.isInverted = current.isInverted
    } else {
      search?.direction = current.direction
    }
    search?.spansFiles = (current.spansFiles || current.startsAtFirstFile) && !current.isInverted
    if current.startsAtFirstFile, !current.isInverted, !current.keepsPosition {
      requestFile(.search(fileSearch(pattern, current.direction, startsAtEdge: true)))
      return
    }
    if current.keepsPosition {
      search?.isHighlighted = true
      return
    }
    find(
      pattern, current.direction, scroll: scroll, visibleRows: visibleRows,
      spanningFiles: search?.spansFiles ?? false)
  }

  /// `n` (the search's direction) or `N` (the other); `ESC-n`, `ESC-N` (`spanningFiles`)
  /// go on through the next files past this one's end.
  func repeatSearch(reversed: Bool, spanningFiles: Bool = false, scroll: ScrollViewProxy, visibleRows: Int) {
    guard let search else {
      message = SearchMessage.noSearch
      return
    }
    self.search?.isHighlighted = true
    let direction: ScrollDirection = reversed
      ? (search.direction == .forward ? .backward : .forward) : search.direction
    find(
      search.pattern, direction, scroll: scroll, visibleRows: visibleRows,
      spanningFiles: spanningFiles || search.spansFiles)
  }

  /// The search `pattern` going `direction` through the files, started in this one.
  func fileSearch(_ pattern: SearchPattern, _ direction: ScrollDirection, startsAtEdge: Bool = false) -> FileSearch {
    FileSearch(pattern: pattern, direction: direction, origin: model.files?.current ?? 0, startsAtEdge: startsAtEdge)
  }

  /// A search spanning files that reached this file: the whole file is searched, from its
  /// start (its end, going back); nothing found, on to the next file.
  func startPendingSearch() {
    guard let pending = model.pendingSearch else { return }
    model.pendingSearch = nil
    search = ActiveSearch(pattern: pending.pattern, direction: pending.direction)
    search?.spansFiles = true
    let rows = model.rows
    var current = pending
    current.startsAtEdge = false
    let scan = pending.direction == .forward
      ? RowSearch(pattern: pending.pattern, direction: .forward, from: rows.startPosition, before: rows.endPosition)
      : RowSearch(pattern: pending.pattern, direction: .backward, from: rows.startPosition, before: rows.endPosition)
    running = RunningSearch(
      scan: scan, wrapped: RowSearch(pattern: pending.pattern, direction: pending.direction, from: 0, before: 0),
      wrapMessage: "")
    // Its slices run from the first tick: a move to the next file is asked for there, from
    // an event, not from the pass that shows this file.
    running?.hop = current
  }

  /// Starts a search for `pattern` in `direction` from the top row (or the last match while
  /// it is on screen), wrapping around the document's end once; its first slice runs now,
  /// the others one per tick of the footer's timeline. `top` is the top row when the rows
  /// were just laid out again (the scroll view's is then still the old rows').
  func find(
    _ pattern: SearchPattern, _ direction: ScrollDirection, scroll: ScrollViewProxy,
    visibleRows: Int, top newTop: Int? = nil, spanningFiles: Bool = false
  ) {
    let rows = model.rows
    let top = newTop ?? scroll.topRow ?? rows.startPosition
    let visible = rows.positions(from: top, limit: visibleRows)
    let from = search?.lastMatch.flatMap { visible.contains($0) ? $0 : nil } ?? top
    if search?.isInverted == true {
      lineSearch = RunningLineSearch(rows: rows, pattern: pattern, direction: direction, from: from)
      continueLineSearch(scroll: scroll)
      return
    }
    switch direction {
    case .forward:
      let next = rows.positions(from: from, limit: 2).dropFirst().first ?? rows.endPosition
      running = RunningSearch(
        scan: RowSearch(pattern: pattern, direction: .forward, from: next, before: rows.endPosition),
        wrapped: RowSearch(pattern: pattern, direction: .forward, from: rows.startPosition, before: next),
        wrapMessage: SearchMessage.wrappedToStart)
    case .backward:
      running = RunningSearch(
        scan: RowSearch(pattern: pattern, direction: .backward, from: rows.startPosition, before: from),
        wrapped: RowSearch(pattern: pattern, direction: .backward, from: from, before: rows.endPosition),
        wrapMessage: SearchMessage.wrappedToEnd)
    }
    if spanningFiles, (model.files?.paths.count ?? 1) > 1 {
      // Past this file's end the next file searches, not this one's start.
      running?.wrapped = RowSearch(pattern: pattern, direction: direction, from: 0, before: 0)
      running?.hop = fileSearch(pattern, direction)
    }
    continueSearch(scroll: scroll)
  }

  /// Runs the search for one slice (20 ms): when it ends, scrolls to the row found or says
  /// nothing matched; otherwise shows how far it got.
  func continueSearch(scroll: ScrollViewProxy) {
    guard var current = running else { return }
    let rows = model.rows
    Slice.run(&current, step: { $0.advance(in: rows, budget: Slice.searchStep) }, until: \.isFinished)
    guard current.isFinished else {
      running = current
      message = SearchMessage.progress(percent: current.percent)
      return
    }
    running = nil
    message = nil
    guard let found = current.foundRow else {
      if let hop = current.hop { return searchNextFile(hop) }
      message = SearchMessage.notFound(current.scan.pattern.text)
      return
    }
    if current.isWrapped { message = current.wrapMessage }
    search?.lastMatch = found
    search?.isHighlighted = true
    showsMatchCounter = true
    startCounting()
    jump(to: found, scroll: scroll)
  }
}
