import Document
import GuiaUI
import ScrollKit
import TerminalUI

extension ReaderView {
  /// Runs what `key` means: a scroll (with the count typed before it), an option, quit.
  func handle(
    _ key: Key, scroll: ScrollViewProxy, textWidth: Int, paneHeight: Int
  ) -> KeyPress.Result {
    // Ctrl-C is offered as a key: taken when something runs, else guia ends by the signal.
    if key == .control("c") { return stopRunning() ? .handled : .ignored }
    if isWorking {
      // Any key stops a running search, filter or End, and does nothing else but quit.
      interrupt()
      keys.reset()
      if KeyMap.pager.command(for: key) == .quit { terminate() }
      return .handled
    }
    message = nil
    showsMatchCounter = false
    if prompt != nil {
      editPrompt(key, scroll: scroll, visibleRows: paneHeight)
      return .handled
    }
    if examinePrompt != nil {
      editExaminePrompt(key)
      return .handled
    }
    if model.isWaitingForEnd {
      // Any key stops the wait, as in less, and does nothing else but quit.
      model.stopWaitingForEnd()
      keys.reset()
      if KeyMap.pager.command(for: key) == .quit { terminate() }
      return .handled
    }
    if isFollowing, key != .character("F"), key != .alt("F") {
      isFollowing = false
      followMatchFrom = nil
    }
    if contents != nil, !keys.isPending, handleInContents(key, scroll: scroll, page: max(1, paneHeight - 1)) {
      return .handled
    }
    switch keys.meaning(of: key, in: .pager) {
    case .pending: return .handled
    case .option("S"):
      model.toggleWrapping()
      message = model.settings.wrapsLines ? ReaderMessage.wrapping : ReaderMessage.chopping
    case .option("N"):
      model.toggleLineNumbers()
      message = model.settings.showsLineNumbers ? ReaderMessage.lineNumbersShown : ReaderMessage.lineNumbersHidden
    case .option: message = ReaderMessage.unknownOption
    case .setMark(let letter): setMark(letter, scroll: scroll)
    case .goToMark(let letter): goToMark(letter, scroll: scroll, visibleRows: paneHeight)
    case .setBottomMark(let letter): setBottomMark(letter, scroll: scroll, visibleRows: paneHeight)
    case .clearMark(let letter): clearMark(letter)
    case .bracketPair(let command, let open, let close, let count):
      matchBracket(
        open: open, close: close, forward: command == .matchClosingBracketOfPair, nth: count ?? 1,
        scroll: scroll, visibleRows: paneHeight)
    case .fileCommand(let letter, let count):
      runFileCommand(letter, count: count, scroll: scroll, visibleRows: paneHeight)
    case .command(.top, let count?), .command(.bottom, let count?):
      jump(to: model.rows.rowPosition(ofLine: count), scroll: scroll)
    case .command(let command, let count):
      let sideways = count ?? max(1, textWidth / 2)
      switch command {
      case .lineDown: scroll.scroll(.rows(count ?? 1), .forward)
      case .lineUp: scroll.scroll(.rows(count ?? 1), .backward)
      // As in less, a count before a page key is a number of rows.
      case .pageDown: scroll.scroll(count.map { .rows($0) } ?? .page, .forward)
      case .pageUp: scroll.scroll(count.map { .rows($0) } ?? .page, .backward)
      // As in less, a count before d, u, z or w is kept as their size from then on.
      case .halfPageDown, .halfPageUp:
        if let count { halfWindowRows = count }
        scroll.scroll(halfWindowRows.map { .rows($0) } ?? .halfPage, command == .halfPageDown ? .forward : .backward)
      case .windowDown, .windowUp:
        if let count { windowRows = count }
        scroll.scroll(windowRows.map { .rows($0) } ?? .page, command == .windowDown ? .forward : .backward)
      case .firstColumn: scroll.scroll(columns: -Int(Int32.max))
      case .lastColumn: scroll.scroll(columns: Int(Int32.max))
      case .clearHighlight: search?.isHighlighted = false
      case .top:
        noteJumpStart(scroll: scroll)
        scroll.scrollTo(edge: .top)
      case .bottom:
        noteJumpStart(scroll: scroll)
        seekEnd(scroll: scroll, visibleRows: paneHeight)
      case .percent: jump(to: model.rows.rowPosition(atPercent: count ?? 0), scroll: scroll)
      case .fileInfo: message = fileInfo(scroll: scroll, visibleRows: paneHeight)
      case .help:
        topBeforeHelp = scroll.topRow
        showsHelp = true
      case .setMark, .goToMark, .fileCommand, .setBottomMark, .clearMark, .controlX,
        .matchClosingBracketOfPair, .matchOpeningBracketOfPair:
        return .ignored
      case .scrollLeft: scroll.scroll(columns: -sideways)
      case .scrollRight: scroll.scroll(columns: sideways)
      case .toggleContents: toggleContents()
      case .searchForward: prompt = SearchPrompt(direction: .forward, text: "")
      case .searchBackward: prompt = SearchPrompt(direction: .backward, text: "")
      case .filter:
        prompt = SearchPrompt(direction: .forward, text: "")
        prompt?.isFilter = true
      case .nextMatch: repeatSearch(reversed: false, scroll: scroll, visibleRows: paneHeight)
      case .previousMatch: repeatSearch(reversed: true, scroll: scroll, visibleRows: paneHeight)
      case .nextMatchSpanningFiles:
        repeatSearch(reversed: false, spanningFiles: true, scroll: scroll, visibleRows: paneHeight)
      case .previousMatchSpanningFiles:
        repeatSearch(reversed: true, spanningFiles: true, scroll: scroll, visibleRows: paneHeight)
      case .retry:
        model.input?.retry()
        repaint()
      case .repaint: repaint()
      case .matchClosingBracket, .matchOpeningBracket:
        matchBracket(key, nth: count ?? 1, scroll: scroll, visibleRows: paneHeight)
      case .toggleHighlight: search?.isHighlighted.toggle()
      case .reload: requestFile(.reload)
      case .edit:
        // The source line at the top: a plain file's, or the Markdown the row comes from.
        let top = scroll.topRow ?? model.rows.startPosition
        requestFile(.edit(line: model.rows.lineNumber(atRow: top)))
      case .follow: startFollowing(scroll: scroll)
      case .followUntilMatch: startFollowing(scroll: scroll, untilMatch: true)
      case .quit: terminate()
      case .option: return .ignored
      }
    }
    return .handled
  }


  /// Opens the contents pane on the current item, or closes it; the text reflows beside it.
  func toggleContents() {
    if contents != nil {
      contents = nil
    } else if model.rows.items.isEmpty {
      message = ReaderMessage.noContents
    } else {
      contents = currentItem ?? 0
      contentsWindow = ListWindow()
    }
  }

  /// Keys for the open pane: Up and Down choose (PgUp and PgDn a paneful at a time, Home and
  /// End the first and the last), Enter jumps, Esc closes. Returns whether the key was the
  /// pane's.
  func handleInContents(_ key: Key, scroll: ScrollViewProxy, page: Int) -> Bool {
    guard let selection = contents else { return false }
    let items = model.rows.items
    let last = items.count - 1
    switch key {
    case .up, .character("k"): contents = max(0, selection - 1)
    case .down, .character("j"): contents = min(last, selection + 1)
    case .pageUp: contents = max(0, selection - page)
    case .pageDown: contents = min(last, selection + page)
    case .home: contents = 0
    case .end: contents = last
    case .enter:
      // SwiftUI's scrollTo(id, anchor: .top): the item starts at the top, as far as the end
      // allows.
      if items.indices.contains(selection) { jump(to: items[selection].rows.lowerBound, scroll: scroll) }
    case .escape: toggleContents()
    default: return false
    }
    return true
  }
}
