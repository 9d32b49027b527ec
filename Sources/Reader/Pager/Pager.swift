import Document
import GuiaUI
import ScrollKit
import TerminalUI

/// The pager: what the reader's keys do, as a value with one writer. A key, a tick, a
/// paste or a change of the document comes in with the viewport the scroll view laid out
/// last; the pager changes itself and the document's model and returns the scrolls and
/// actions it asks for (``PagerEffect``), which the view performs. Nothing here draws.
///
/// Its parts are values of their own: the count and the half-typed command
/// (``KeyInterpreter``), the marks, the prompt, the last search and its count
/// (``ActiveSearch``), the contents pane's selection, and the one ``Job`` that runs long
/// work a slice per tick.
public struct Pager: Equatable {
  /// The count and the command half typed.
  var keys = KeyInterpreter()
  /// How far `d`, `u`, `z`, `w`, Left and Right go, once a count set it.
  var motionSizes = MotionSizes()
  /// Whether the help screen (`h`, `H`) shows instead of the document.
  public internal(set) var showsHelp = false
  /// The top row to come back to when the help screen closes.
  var topBeforeHelp: Int?
  /// The line being typed in the footer's row.
  public internal(set) var prompt: Prompt?
  /// The last search, its count, and the long work running.
  public internal(set) var work = LongWork()
  /// The OSC 8 link chosen with `^O^N` or `^O^P`, shown in reverse video.
  public internal(set) var selectedLink: LinkSelection?
  /// The contents pane, while it is open (`t`).
  public internal(set) var contents: ContentsSelection?
  /// The words in the footer's row until the next key.
  var footer = FooterMessage()
  /// A message in the footer's row until the next key, such as the `-S` confirmation.
  public internal(set) var message: LocalizedStringKey? {
    get { footer.text }
    set { footer = FooterMessage(newValue) }
  }
  /// The effects asked for while a command runs; taken before it returns.
  var queued: [PagerEffect] = []

  /// A pager with nothing typed, marked or running.
  public init() {}
}

extension Pager {
  // MARK: Keys

  /// Runs what `event` means in `context` (see ``PagerEvent``) and returns what the view is
  /// to do.
  public mutating func apply(_ event: PagerEvent, in context: inout ReaderDocument) -> [PagerEffect] {
    switch event {
    case .key(let key): respond(to: key, in: &context)
    case .paste(let text): if prompt != nil { respond(to: .paste(text), in: &context) }
    case .tick: work.advance(&context)
    case .reflow(let top, let wasAtBottom): work.didReflow(keeping: top, wasAtBottom: wasAtBottom, &context)
    case .restart: work.didRestart(&context)
    case .inputChange:
      if work.isWaitingForInput { work.advance(&context) }
      // The counter shown counts on through what came (its whole lines), or to the end.
      if work.showsMatchCounter, !work.isWorking {
        work.search?.startCounting(in: context.rows, mayGrow: context.input.mayGrow)
      }
    case .endArrival: work.moveToBottom(&context)
    case .endSought: work.endSought(&context)
    case .appear(let resumeTop):
      if let top = topBeforeHelp ?? resumeTop {
        topBeforeHelp = nil
        perform(.scrollToRow(top))
      }
      work.startPendingSearch(&context)
      // Its first slice now, before a key can come and stop it: the screen that shows this
      // file shows the match, when it is near. A move to the next file it asks for ends the
      // loop once this frame is drawn.
      if work.isWorking { work.advance(&context) }
    }
    return effects(&context)
  }

  /// Whether Ctrl-C stops something: long work, the prompt, following (as in less).
  /// Otherwise guia ends by the signal.
  mutating func interrupt(in context: inout ReaderDocument) -> Bool {
    keys.reset()
    if work.isWorking || context.input.isWaitingForEnd {
      work.stopWork(&context)
      carryOut(work.take(), &context)
      return true
    }
    if prompt != nil {
      prompt = nil
      return true
    }
    if work.isFollowing {
      work.job = nil
      return true
    }
    return false
  }

  private mutating func respond(to key: Key, in context: inout ReaderDocument) {
    if case .search = work.job, !keys.isPending, KeyMap.pager.command(for: key) == .nextMatch {
      // As less runs `n` typed during a search after it: one more match on, not a stop.
      work.repeatsLeft += 1
      return
    }
    if work.isWorking {
      // Any key stops the work, and does nothing else but quit.
      work.stopWork(&context)
      return passOnlyQuit(key)
    }
    let dismisses = footer.dismiss(by: key)
    work.showsMatchCounter = false
    if dismisses { return }
    // The prompt is taken out while a key edits it, so that its line is held once and edited
    // in place: an edit puts it back.
    if var edited = prompt {
      prompt = nil
      let outcome = edited.edit(
        key, history: context.searchHistory.patterns, completesNames: context.settings.allowedFeatures.contains(.glob))
      return carryOut(outcome, of: edited, &context)
    }
    if context.input.isWaitingForEnd {
      // Any key stops the wait, as in less, and does nothing else but quit.
      context.input.stopWaitingForEnd()
      return passOnlyQuit(key)
    }
    if work.isFollowing, key != .character("F"), key != .alt("F") { work.job = nil }
    work.endFill(&context)
    if contents != nil, !keys.isPending, handleInContents(key, &context) { return }
    switch keys.meaning(of: key, in: .pager) {
    case .pending: break
    case .option("-"): prompt = .option("")
    case .option(let letter):
      guard let option = LiveOption.lettered(letter) else { return say(ReaderMessage.unknownOption("-" + String(letter))) }
      // `-x`, `-j`: less asks for the value.
      if option.takesValue { prompt = .optionValue(option, "") } else { toggle(option, &context) }
    case .mark(let command):
      switch command.run(in: &context) {
      case .said(let words): message = words
      case .notSet(let letter): say(ReaderMessage.markNotSet(letter))
      case .jump(let top): jump(to: top, &context)
      case .file(let path, let top):
        // As less: the mark's file, at its row; `''` comes back here.
        noteJumpStart(&context)
        requestFile(.mark(file: path, top: top), &context)
      }
    case .bracketPair(let command, let open, let close, let count):
      matchBracket(
        BracketPair(open: open, close: close), forward: command == .matchClosingBracketOfPair,
        nth: count ?? 1, &context)
    case .fileCommand(let letter, let count): runFileCommand(letter, count: count, &context)
    case .linkCommand(let letter): runLinkCommand(letter, &context)
    case .command(.top, let count?), .command(.bottom, let count?):
      noteJumpStart(&context)
      work.jump(to: .line(count), &context)
    case .command(let command, let count): run(command, count: count, key: key, &context)
    }
  }

  /// A key that stopped something does nothing else but quit.
  private mutating func passOnlyQuit(_ key: Key) {
    keys.reset()
    if KeyMap.pager.command(for: key) == .quit { perform(.terminate) }
  }

  private mutating func run(_ command: Command, count: Int?, key: Key, _ context: inout ReaderDocument) {
    if [.lineDown, .pageDown, .halfPageDown, .windowDown].contains(command), quitsMovingForward(&context) {
      return
    }
    switch motionSizes.motion(
      of: command, count: count, visibleRows: context.visibleRows, textWidth: context.viewport.textWidth)
    {
    case .scroll(let amount, let direction)?: return perform(.scroll(amount, direction))
    case .shift(let columns)?: return shift(by: columns, &context)
    case nil: break
    }
    switch command {
    case .lineDownPastEnd, .lineUpPastEnd:
      let motion = PastEndMotion(isForward: command == .lineDownPastEnd, count: count)
      if let top = context.viewport.top, let next = motion.target(from: top, in: context.rows) {
        perform(.scrollToRow(next))
      }
    case .clearHighlight: work.search?.isHighlighted = false
    case .toggleHighlight: work.search?.isHighlighted.toggle()
    case .top:
      noteJumpStart(&context)
      perform(.scrollToEdge(.top))
    case .bottom:
      noteJumpStart(&context)
      work.seekEnd(&context)
    case .percent:
      noteJumpStart(&context)
      work.jump(to: .percent(count ?? 0), &context)
    case .fileInfo: say(FileInfo.message(in: context))
    case .help:
      topBeforeHelp = context.viewport.top
      showsHelp = true
    case .toggleContents where contents != nil: contents = nil
    case .toggleContents:
      // On the current item, the text reflowed beside it.
      contents = ContentsSelection(opening: context)
      if contents == nil { message = ReaderMessage.noContents }
    case .searchForward, .searchBackward, .filter: prompt = .search(SearchPrompt(opening: command, at: context.viewport.top))
    case .nextMatch: work.repeatSearch(reversed: false, count: count ?? 1, &context)
    case .previousMatch: work.repeatSearch(reversed: true, count: count ?? 1, &context)
    case .nextMatchSpanningFiles: work.repeatSearch(reversed: false, spanningFiles: true, &context)
    case .previousMatchSpanningFiles: work.repeatSearch(reversed: true, spanningFiles: true, &context)
    case .retry:
      context.input.requests.append(.retry)
      perform(.repaint)
    case .repaint: perform(.repaint)
    // Read with the key after it (see KeyInterpreter): never a command alone.
    case .linkCommand: break
    case .matchClosingBracket, .matchOpeningBracket:
      guard case .character(let typed) = key, let pair = BracketPair.of(typed) else { return }
      matchBracket(pair, forward: typed == pair.open, nth: count ?? 1, &context)
    case .reload: requestFile(.reload, &context)
    case .edit:
      guard context.settings.allowedFeatures.contains(.edit) else { return say(ReaderMessage.notAvailable) }
      // The source line at the top: a plain file's, or the Markdown the row comes from.
      let top = context.viewport.top ?? context.rows.startPosition
      requestFile(.edit(line: context.rows.lineNumber(atRow: top)), &context)
    case .follow: work.startFollowing(untilMatch: false, &context)
    case .followUntilMatch: work.startFollowing(untilMatch: true, &context)
    case .quit: perform(.terminate)
    case .setMark, .goToMark, .fileCommand, .setBottomMark, .clearMark, .controlX, .option,
      .matchClosingBracketOfPair, .matchOpeningBracketOfPair:
      break
    // Moved above (MotionSizes).
    case .lineDown, .lineUp, .pageDown, .pageUp, .halfPageDown, .halfPageUp, .windowDown, .windowUp,
      .firstColumn, .lastColumn, .scrollLeft, .scrollRight:
      break
    }
  }

  // MARK: Effects

  /// Carries out what long work asked: its messages, its scrolls, its jumps (noted for
  /// `''`), its file requests.
  private mutating func carryOut(_ steps: [PagerStep], _ context: inout ReaderDocument) {
    for step in steps {
      switch step {
      case .message(let text): message = text
      case .waitingMessage(let text): say(text)
      case .effect(let effect): perform(effect)
      case .jump(let position):
        // Where less's -j puts it: the first row unless told otherwise.
        let top = context.top(showingAtJumpTarget: position)
        jump(to: top, &context)
        work.fillScreen(below: top, &context)
      case .file(let request): requestFile(request, &context)
      case .revealMatch(let position):
        guard let pattern = work.search?.pattern else { break }
        if context.shiftsByLayout {
          if let columns = MatchShift.layoutShift(revealing: pattern, at: position, context) { shift(by: columns, &context) }
        } else if let columns = MatchShift.scroll(revealing: pattern, at: position, context) {
          perform(.scrollColumns(columns))
        }
      }
    }
  }

  /// Words from the input or the terminal for the footer's row.
  mutating func announce(_ text: LocalizedStringKey) { message = text }

  mutating func perform(_ effect: PagerEffect) { queued.append(effect) }

  /// Shows `text` until a key, the key that dismisses it swallowed when it is Enter or Space.
  mutating func say(_ text: LocalizedStringKey) { footer = .said(text) }

  /// The effects asked for since the last call, leaving none, once the steps long work
  /// asked for are carried out.
  private mutating func effects(_ context: inout ReaderDocument) -> [PagerEffect] {
    carryOut(work.take(), &context)
    defer { queued.removeAll() }
    return queued
  }

  /// Moves the text sideways by `columns` (negative: back to the left): chopped rows scroll,
  /// wrapped plain text is shifted as less shifts it, each line's first columns left out
  /// before it wraps. Laid-out documents have no columns beyond their width.
  mutating func shift(by columns: Int, _ context: inout ReaderDocument) {
    guard context.shiftsByLayout else { return perform(.scrollColumns(columns)) }
    context.shiftWrappedText(by: columns)
  }

  /// Scrolls so that the row at `position` is at the top, remembering where the view was
  /// for `''`.
  mutating func jump(to position: Int, _ context: inout ReaderDocument) {
    noteJumpStart(&context)
    perform(.scrollToRow(position))
  }

  private mutating func noteJumpStart(_ context: inout ReaderDocument) {
    if let top = context.viewport.top {
      context.marks.jumpStart = ReaderMarks.Place(file: context.files?.currentPath, position: top)
    }
  }

  // MARK: Prompts

  /// Does what the prompt's key asked (see ``Prompt/Outcome``); `edited` is the prompt as the
  /// key left it.
  private mutating func carryOut(_ outcome: Prompt.Outcome, of edited: Prompt, _ context: inout ReaderDocument) {
    switch outcome {
    case .editing:
      prompt = edited
      if case .search(let typed) = edited, context.settings.incrementalSearch, let top = typed.incrementalTop(in: context) {
        perform(.scrollToRow(top))
      }
    case .closed(let origin):
      // --incsearch moved the view as the pattern was typed: back to where it was.
      if context.settings.incrementalSearch, let origin, origin != context.viewport.top { perform(.scrollToRow(origin)) }
    case .search(let typed):
      context.searchHistory.remember(typed.text)
      work.runSearch(typed, &context)
    case .examine(let name): requestFile(.examine(name), &context)
    case .toggle(let option): toggle(option, &context)
    case .setOption(let option, let value): say(option.set(value, in: &context))
    case .message(let text): say(text)
    }
  }

  /// Turns `option` the other way, as less's `-` does, and says what it is now; the message
  /// waits for a key.
  private mutating func toggle(_ option: LiveOption, _ context: inout ReaderDocument) {
    say(option.toggle(in: &context))
  }

  // MARK: Links

  private mutating func runLinkCommand(_ letter: Character, _ context: inout ReaderDocument) {
    switch LinkSelection.command(letter, selected: selectedLink, in: context) {
    case .chosen(let link, let address, let jumpTo):
      selectedLink = link
      if let jumpTo { jump(to: jumpTo, &context) }
      say(ReaderMessage.linkAddress(address))
    case .followed(let jumpTo, let wrapped):
      if let jumpTo { jump(to: jumpTo, &context) }
      if wrapped { say(ReaderMessage.searchWrappedToTop) }
    case .message(let text): say(text)
    }
  }

  // MARK: Brackets, files, contents

  private mutating func matchBracket(_ pair: BracketPair, forward: Bool, nth: Int, _ context: inout ReaderDocument) {
    guard context.viewport.top != nil else { return }
    guard let target = pair.target(forward: forward, nth: nth, in: context) else {
      return say(ReaderMessage.noMatchingBracket(forward ? pair.open : pair.close))
    }
    jump(to: target, &context)
  }

  private mutating func runFileCommand(_ letter: Character, count: Int?, _ context: inout ReaderDocument) {
    let allowsExamine = context.settings.allowedFeatures.contains(.examine)
    switch FileCommand(letter, count: count, allowsExamine: allowsExamine) {
    case .request(let request): requestFile(request, &context)
    case .examine: prompt = .examine("")
    case .info: say(FileInfo.message(in: context))
    case .quit: perform(.terminate)
    case .notAvailable: say(ReaderMessage.notAvailable)
    case .unknown: message = FileMessage.unknownCommand(letter)
    }
  }

  /// less's `-e` and `-E`: a forward command at the end goes on to the next file, or ends
  /// guia after the last; `false` when the reader is not at the end of all its input.
  mutating func quitsMovingForward(_ context: inout ReaderDocument) -> Bool {
    guard context.settings.quitsAtEnd != .never, context.isAtEndOfInput else { return false }
    if context.files?.hasNext == true { requestFile(.next(1), &context) } else { perform(.terminate) }
    return true
  }

  /// Asks the app for another file, unless the list says there is none: the reader ends,
  /// and the app opens the file.
  mutating func requestFile(_ request: FileRequest, _ context: inout ReaderDocument) {
    do throws(FileList.Refusal) {
      try context.request(request)
      perform(.terminate)
    } catch {
      say(FileMessage.refusal(error))
    }
  }

  private mutating func handleInContents(_ key: Key, _ context: inout ReaderDocument) -> Bool {
    guard var pane = contents else { return false }
    switch pane.respond(to: key, in: context) {
    case .ignored: return false
    case .moved: contents = pane
    case .chosen(let row): jump(to: row, &context)
    case .closed: contents = nil
    }
    return true
  }
}
