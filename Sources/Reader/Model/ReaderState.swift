import Document
import ScrollKit
import TerminalUI

/// The reader's whole state, one value: the document and what the reading has done
/// (``ReaderDocument``), and what the keys do (``Pager``). It changes only through
/// ``apply(_:)``, which every event goes through (keys, pastes, the host's ticks, the input's
/// news, the scroll view's reports) and which returns what the world is to do about it
/// (``ReaderEffect``): the shape of Bubble Tea's `Update` and of less's `commands()`. Views
/// are functions of it; nothing here draws or reads the terminal.
public struct ReaderState: Equatable {
  /// The document, its input's status, the progress latches and where the reader is.
  public internal(set) var document: ReaderDocument
  /// What the keys do: the count, the prompt, the marks, the search and the long work.
  public internal(set) var pager = Pager()
  /// What the text column was last followed for, kept only while reports of where the reader
  /// is are all that came since (see ``FollowedTextColumn``).
  private var followedColumn: FollowedTextColumn?

  /// A reader of `document`, nothing typed yet.
  public init(document: ReaderDocument) {
    self.document = document
  }

  /// Whether `other` shows the same: where the scroll view is and the progress latches
  /// aside, which the views draw from the scroll geometry, not from the state.
  public func showsTheSame(as other: ReaderState) -> Bool {
    guard pager == other.pager else { return false }
    return document.showsTheSame(as: other.document)
  }

  /// Takes `event` and returns what is to be done about it, in order: the input's requests,
  /// then the view's scrolls and actions.
  public mutating func apply(_ event: ReaderEvent) -> [ReaderEffect] {
    var view: [PagerEffect] = []
    let followed = followedColumn
    followedColumn = nil
    if let place = event.place {
      document.place = place
      if let size = place.windowSize { document.size = size }
    }
    switch event {
    case .key(let key, _):
      view = pager.apply(.key(key), in: &document)
    case .paste(let text, _):
      view = pager.apply(.paste(text), in: &document)
    case .interrupt where document.awaitedFile != nil:
      // Ctrl-C stops the wait for a file first: the reader ends, the app drops the load.
      document.awaitedFile = nil
      document.fileRequest = .stopWaiting
      view = [.terminate]
    case .interrupt:
      if !pager.interrupt(in: &document), document.settings.quitsOnInterrupt {
        view = [.passInterrupt]
      }
    case .tick:
      view = pager.apply(.tick, in: &document)
    case .helpClosed:
      pager.showsHelp = false
    case .appeared:
      // The document shows anew: its text column is derived again, before the place it
      // comes back to is scrolled to (the rows that place is in).
      document.textColumn = nil
      view = followTextColumn()
      let resumeTop = document.resumeTop
      document.resumeTop = nil
      view += pager.apply(.appear(resumingAt: resumeTop), in: &document)
    case .scrolled:
      // An input that wants no rows known ahead (a file, read whole) is not asked: counting
      // them would walk a screen of rows on every scroll for nothing.
      if document.input.lookahead > 0 {
        document.input.requests.append(.readerNeeds(rowsBelow: document.rowsBelowScreen(upTo: document.input.lookahead)))
      }
    case .bottomChanged(let isAtBottom):
      document.isAtBottom = isAtBottom
      // "Reached the end once" is a latch, kept apart from "at the bottom now".
      if isAtBottom { document.progress.reachedEnd = true }
      // less's -E: the end shown on the last file ends guia.
      if isAtBottom { view = quitAtEndOfLastFile() }
    case .percentChanged(let percent):
      document.progress.maxPercent = max(document.progress.maxPercent, percent)
    case .currentItemChanged(let item):
      // Only the open contents pane shows it (its entry in bold).
      if pager.contents != nil { pager.contents?.current = item }
    case .itemSeen(let item):
      if let item { document.progress.lastItemSeen = max(document.progress.lastItemSeen ?? item, item) }
    case .inputAttached(let lookahead):
      document.input.isAttached = true
      document.input.lookahead = lookahead
    case .inputArrived(let progress):
      document.input.didArrive(progress)
    case .inputGrew(let progress):
      if let progress { document.input.didArrive(progress) }
      document.input.growth += 1
      view = inputChanged()
    case .inputEnded:
      view = inputEnded { $0.didEnd() }
    case .inputStoppedIncomplete(let reason):
      view = inputEnded { $0.didStopIncomplete() }
      pager.announce(ReaderMessage.notKept(reason))
    case .inputFailed(let words):
      document.input.stopWaitingForEnd()
      pager.announce(words)
    case .restarted(let rows, let message):
      document.restart(with: rows.rows)
      pager.announce(message)
      view = pager.apply(.restart, in: &document)
    case .endSought(let answer):
      document.input.take(answer)
      view = pager.apply(.endSought, in: &document)
    case .announced(let words):
      pager.announce(words)
    case .shown(let files, let searchHistory, let marks):
      document.files = files
      document.searchHistory = searchHistory
      document.marks = marks
      reopen()
    case .filesChanged(let files): document.files = files
    case .resumed(let top): document.resumeTop = top
    case .searchArrived(let search): document.pendingSearch = search
    case .progressCarried(let progress): document.progress = progress
    case .fileRequestTaken: document.fileRequest = nil
    case .fileOpened:
      document.awaitedFile = nil
      document.fileRequest = .opened
      view = [.terminate]
    case .awaitingFile(let name):
      document.awaitedFile = name
      if let name { pager.announce(FileMessage.waiting(for: name)) }
    }
    // The view's events come while the document shows: the text column follows what they
    // changed (the window's size, an option, the contents pane, the line numbers' digits).
    if event.place != nil, !event.isAppearance {
      let now = FollowedTextColumn(of: document)
      if !event.isPlaceReport || followed != now { view += followTextColumn(after: view) }
      followedColumn = FollowedTextColumn(of: document)
    }
    return document.input.takeRequests().map(ReaderEffect.input) + view.map(ReaderEffect.view)
  }

  /// Reader states are equal when their documents and pagers are: what the text column was
  /// last followed for is a memo, not state.
  public static func == (lhs: ReaderState, rhs: ReaderState) -> Bool {
    lhs.document == rhs.document && lhs.pager == rhs.pager
  }

  /// Where the reader's columns go in a window `columns` wide, as the state has them now:
  /// the contents pane while it is open, the line numbers' and the status column's gutter,
  /// the indicator's column, and the text's column between them.
  func layout(columns: Int) -> ReaderLayout {
    let settings = document.settings
    let rows = document.rows
    return ReaderLayout(
      columns: columns, showsIndicator: settings.showsIndicator(isPlainText: rows.textRows != nil),
      showsPane: pager.contents != nil,
      // Measured only while the pane shows: a large document has thousands of headings.
      paneContentWidth: pager.contents == nil ? 0 : rows.items.map { DisplayWidth.of($0.title) }.max() ?? 0,
      showsLineNumbers: settings.showsLineNumbers,
      showsStatusColumn: settings.showsStatusColumn,
      lineNumberColumns: ReaderLayout.lineNumberColumns(lineNumberLimit: rows.lineNumberLimit))
  }

  /// Lays the rows out again when the text column the window, the settings and the pane
  /// make differs from the one they were last laid out for; nothing before the view has
  /// reported the window's size, nor while the help screen shows instead of the document.
  ///
  /// `effects` are what the event asked of the view before: a top it asked for (a search's
  /// match, a jump) is the top the rows keep, not the viewport's, which has not moved yet.
  private mutating func followTextColumn(after effects: [PagerEffect] = []) -> [PagerEffect] {
    guard document.size.width > 0, !pager.showsHelp else { return [] }
    let layout = layout(columns: document.size.width)
    let besideDivider = layout.pane != nil
    let column = TextColumnKey(
      width: layout.textWidth, besideDivider: besideDivider,
      options: document.options(forWidth: layout.textWidth, besideDivider: besideDivider))
    guard column != document.textColumn else { return [] }
    document.textColumn = column
    let asked = effects.compactMap { effect -> Int? in if case .scrollToRow(let top) = effect { top } else { nil } }.last
    return relayout(width: column.width, besideDivider: besideDivider, keeping: asked ?? document.viewport.top)
  }

  /// The reader is shown again after another file's (or for the first time): what the keys
  /// did is not kept from one showing to the next, the words said for it meanwhile are.
  private mutating func reopen() {
    let message = pager.message
    pager = Pager()
    if let message { pager.announce(message) }
    document.isAtBottom = false
  }

  /// The rows laid out again for a text column `width` wide, when its options changed: the
  /// top row kept, a reader at the bottom kept at the bottom. An option typed while reading
  /// (`-S`, a shift) keeps the top line of plain text wherever it is, as less repaints from it.
  private mutating func relayout(width: Int, besideDivider: Bool, keeping kept: Int?) -> [PagerEffect] {
    let old = document.rows.options
    let new = document.options(forWidth: width, besideDivider: besideDivider)
    let keepsTopLine = old.width == new.width && document.isPlainText
    let wasAtBottom = document.isAtBottom && !keepsTopLine
    let shift = old.wrapsLines && !new.wrapsLines && keepsTopLine ? topRowColumn() : 0
    guard let top = document.layout(width: width, besideDivider: besideDivider, keeping: kept ?? 0)
    else { return [] }
    let reflow = pager.apply(.reflow(keepingTop: top, wasAtBottom: wasAtBottom), in: &document)
    return shift > 0 ? reflow + [.scrollColumns(shift)] : reflow
  }

  /// The column in its line where the top row of wrapped plain text starts: `-S` typed with
  /// a wrapped line's later row at the top shifts the chopped lines by it, as less's
  /// `pos_rehead` sets its horizontal shift, so that the top row's text stays in view.
  private func topRowColumn() -> Int {
    guard let top = document.viewport.top, let rows = document.rows.textRows else { return 0 }
    let lineStart = rows.source.lastIndex(of: 0x0A, before: min(top, rows.source.count)).map { $0 + 1 } ?? 0
    guard lineStart < top else { return 0 }
    var column = 0
    var position = lineStart
    // A line's rows before the top, a screenful of them at a time.
    while position < top {
      let positions = rows.positions(from: position, limit: 256)
      let lines = rows.lines(from: position, limit: positions.count)
      guard !positions.isEmpty else { return column }
      for (start, line) in zip(positions, lines) {
        if start >= top { return column }
        column += line.width
        position = start
      }
      guard let next = rows.positions(from: position, limit: 2).dropFirst().first, next > position else { return column }
      position = next
    }
    return column
  }

  /// Work that waited for the input (a search through all that came, `NG` on a pipe) moves
  /// on as pages come; less's -E: input that ends with its end on screen ends guia.
  private mutating func inputChanged() -> [PagerEffect] {
    pager.apply(.inputChange, in: &document) + quitAtEndOfLastFile()
  }

  /// The input's end (or the end of what could be kept of it), as `end` records it: an End
  /// that waited for it goes on to the last line, then as any news of the input.
  private mutating func inputEnded(_ end: (inout InputStatus) -> Void) -> [PagerEffect] {
    let wasWaiting = document.input.isWaitingForEnd
    end(&document.input)
    let arrival = wasWaiting ? pager.apply(.endArrival, in: &document) : []
    return arrival + inputChanged()
  }

  /// less's `-E`: the end of the last file shown ends guia (the end of another file waits
  /// for a forward command, which goes on to the next).
  private func quitAtEndOfLastFile() -> [PagerEffect] {
    guard document.settings.quitsAtEnd == .firstTime, document.isAtEndOfInput, document.files?.hasNext != true
    else { return [] }
    return [.terminate]
  }
}

/// What a report of where the reader is (a scroll's, the latches') could change of the text
/// column: the window's width, and the rows, which may have grown (their line numbers' digits)
/// or been laid out again. Every other input of the column (the settings, the pane, the help
/// screen) changes only through events that are not such reports, and any of those clears the
/// memo: a scroll's report, two or three on every key, then derives no column (about 2 700
/// instructions each, a twentieth of a `j`).
private struct FollowedTextColumn: Equatable {
  let width: Int
  let rows: ObjectIdentifier
  let lineNumberLimit: Int

  init(of document: ReaderDocument) {
    width = document.size.width
    rows = ObjectIdentifier(document.rows)
    lineNumberLimit = document.rows.lineNumberLimit
  }
}
