import Document
import GuiaUI
import ScrollKit
import TerminalUI

/// The store of one reader: its state (``ReaderState``), the input it reads from, and the
/// loop that takes each event through the state's reducer and carries out what it returns.
/// The input, the views and the app post events here (``send(_:)``); nothing else writes the
/// state.
///
/// Observable as an `@Observable` model is (Observation): a view that reads ``state`` as it
/// is resolved is resolved again when it changes, and no other. It changes, for them, only
/// when what they show changed (``ReaderState/showsTheSame(as:)``): a scroll's report or a
/// progress latch changes the state and resolves nothing, as SwiftUI resolves only the
/// views that read what changed.
@MainActor
public final class ReaderModel: Observable {
  private let registrar = ObservationRegistrar()
  private var stored: ReaderState

  /// The reader's state.
  public var state: ReaderState {
    registrar.access(self, keyPath: \.state)
    return stored
  }

  /// Writes the state, telling the views that read it when what they show changed
  /// (`showsTheSame`: known when the change only reports where the reader is, the rows
  /// aside). The state is changed in place, the old one kept to compare with: one copy an
  /// event.
  private func update(showsTheSame: Bool = false, _ body: (inout ReaderState) -> Void) {
    if showsTheSame {
      // A report of where the reader is changes nothing drawn, unless the window it reports
      // changed the text column: the rows were laid out again (compared by identity, cheap).
      let rows = stored.document.rows
      body(&stored)
      if stored.document.rows !== rows { registrar.withMutation(of: self, keyPath: \.state) {} }
      return
    }
    let old = stored
    body(&stored)
    if !stored.showsTheSame(as: old) {
      // Told after the change rather than before: nothing reads the state between the two,
      // and the views it marks stale read it at the next pass.
      registrar.withMutation(of: self, keyPath: \.state) {}
    }
  }

  /// How often a followed file is checked for new text, in milliseconds.
  public nonisolated static let followInterval = 200
  /// Where the document comes from, when it can change while it is read (a pipe, a file that
  /// may grow). Its requests are the reducer's; its news come back through ``send(_:)``.
  public private(set) var input: (any ReaderInput)?
  /// Carries out the view's scrolls and actions: set by the view that shows the reader, for
  /// the scroll view it has.
  var performer: ((PagerEffect) -> Void)?
  /// Events posted while another is being taken (the input answering a request at once):
  /// taken after it, in order.
  private var pending: [ReaderEvent] = []
  private var isSending = false

  /// A reader of `rows`, laid out as `settings` say.
  public init(rows: any DocumentRows, title: String?, settings: ReaderSettings = ReaderSettings()) {
    stored = ReaderState(document: ReaderDocument(rows: rows, title: title, settings: settings))
  }

  /// A reader of `rows`, reflowed at once to the text column it shows first in a window
  /// `width` columns wide (the contents pane closed), so that its first frame lays the rows
  /// out once: text rows estimate their count from a sample of wrapped rows, and rows made at
  /// the window's width would wrap that sample again at the text column.
  public convenience init(
    rows: any DocumentRows, width: Int, title: String?, settings: ReaderSettings = ReaderSettings()
  ) {
    let options = TextColumn(settings: settings, isPlainText: rows.textRows != nil)
      .initialOptions(columns: width, lineNumberLimit: rows.lineNumberLimit)
    self.init(
      rows: rows.options == options ? rows : rows.reflowed(to: options, keeping: 0).rows,
      title: title, settings: settings)
  }

  /// A reader of `document`, laid out whole for a window `width` columns wide: at once at
  /// the options of the text column it shows first (the contents pane closed), so that its
  /// first frame lays the document out once, not twice. Rows that `mayGrow` take the
  /// document's later blocks as its input parses them (see ``LaidOutRows/append(_:)``).
  public convenience init(
    document: Document, width: Int, settings: ReaderSettings = ReaderSettings(), mayGrow: Bool = false
  ) {
    self.init(
      rows: LaidOutRows(
        document: document,
        options: TextColumn(settings: settings, isPlainText: false).initialOptions(columns: width),
        mayGrow: mayGrow),
      title: document.title, settings: settings)
  }

  /// Takes `event` through the reducer and carries out what it returns: the input's
  /// requests (whose answers, and whatever the input posts meanwhile, are taken next, in
  /// order), then the view's scrolls and actions. Returns whether the event was left to the
  /// host (Ctrl-C that stopped nothing, under `-K`).
  @discardableResult
  public func send(_ event: ReaderEvent) -> Bool {
    guard !isSending else {
      pending.append(event)
      return false
    }
    isSending = true
    defer { isSending = false }
    var passed = take(event)
    while !pending.isEmpty {
      passed = take(pending.removeFirst()) || passed
    }
    return passed
  }

  /// Takes one event through the reducer and carries out its effects; returns whether it was
  /// left to the host.
  private func take(_ event: ReaderEvent) -> Bool {
    var effects: [ReaderEffect] = []
    update(showsTheSame: event.isPlaceReport) { effects = $0.apply(event) }
    var passed = false
    for effect in effects {
      switch effect {
      case .input(let request): carryOut(request)
      case .view(.passInterrupt): passed = true
      case .view(let effect): performer?(effect)
      }
    }
    return passed
  }

  /// Attaches `input`: its requests go to it from now on.
  public func attach(_ input: any ReaderInput) {
    self.input = input
    send(.inputAttached(lookahead: input.lookahead))
  }

  private func carryOut(_ request: InputRequest) {
    switch request {
    case .readerNeeds(let rowsBelow): input?.readerNeeds(rowsBelow: rowsBelow)
    case .seekEnd: pending.append(.endSought(input?.seekEnd() ?? .known))
    case .readOn: input?.readOn()
    case .stopSeekingEnd: input?.stopSeekingEnd()
    case .retry: input?.retry()
    case .refresh: _ = input?.refresh()
    }
  }

  // MARK: Between readings

  /// The reader is about to be shown (first, or again after another file's): the files read
  /// and the search history, handed from reader to reader, are taken; what the keys did the
  /// last time it showed is not kept (``ReaderEvent/shown(files:searchHistory:)``).
  public func show(files: FileList, searchHistory: SearchHistory, marks: ReaderMarks = ReaderMarks()) {
    send(.shown(files: files, searchHistory: searchHistory, marks: marks))
  }

  /// The app's part, between two showings of the reader (not while it runs), each an event:
  /// the files read, where to come back to, a search that reached this file, what was seen of
  /// the file read before this one (a file read again).
  public func prepare(
    files: FileList? = nil, resumeTop: Int?? = nil, pendingSearch: FileSearch? = nil,
    progress: ReadingProgress? = nil
  ) {
    if let files { send(.filesChanged(files)) }
    if let resumeTop { send(.resumed(atTop: resumeTop)) }
    if let pendingSearch { send(.searchArrived(pendingSearch)) }
    if let progress { send(.progressCarried(progress)) }
  }

  /// Takes the move to another file asked for, leaving none.
  public func takeFileRequest() -> FileRequest? {
    let request = stored.document.fileRequest
    if request != nil { send(.fileRequestTaken) }
    return request
  }

  // MARK: Reading the state

  /// The rows at the text column's current width.
  public var rows: any DocumentRows { state.document.rows }
  /// How the text is laid out.
  public var settings: ReaderSettings { state.document.settings }
  /// What the reader has seen.
  public var progress: ReadingProgress { state.document.progress }
  /// Whether the reader is at the bottom now.
  public var isAtBottom: Bool { state.document.isAtBottom }
  /// The window's size, as of the last layout.
  public var size: CellSize { state.document.size }
  /// The title shown in the header row.
  public var title: String? { state.document.title }
  /// The pager.
  public var pager: Pager { state.pager }
  /// Where the reader was at the last layout.
  public var viewport: PagerViewport { state.document.viewport }
  /// The files being read.
  public var files: FileList? { state.document.files }
}
