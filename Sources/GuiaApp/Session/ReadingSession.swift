#if canImport(Glibc)
  import Glibc
#endif
import Dispatch
import Document
import GuiaUI
import Reader
import TerminalUI

/// The files a run of guia reads, one reader each, on one terminal: the reader of the current
/// file runs until it quits or asks for another file (`:n`, `:p`, `:x`, `:e`, `:d`); the
/// other readers keep their place, their footer and their progress for the report.
@MainActor
final class ReadingSession {
  private(set) var files: FileList
  /// The reader of each file of ``files``, made when the file is first read.
  private(set) var readers: [ReaderModel?]
  /// What each file's report must never replace.
  private var identities: [FileIdentity?]
  /// Whether each file is to be asked about before it shows: it looks binary (less's
  /// question), and `-f` was not given.
  private var asksFirst: [Bool]
  /// Whether the reader chose not to see the only file (a binary one): guia then exits 1.
  private(set) var declined = false
  private let settings: ReaderSettings
  private let options: Options
  /// `LESSOPEN`'s command, which every file the session opens is read through, if any.
  private let preprocessor: InputPreprocessor?
  /// The patterns searched for, one history for every file: each reader takes it when it
  /// shows and gives it back when it ends.
  private(set) var searchHistory: SearchHistory
  /// Whether a file that may keep guia waiting (a FIFO, a device, anything read through
  /// `LESSOPEN`) is loaded off the main thread, the reader answering keys and signals
  /// meanwhile: guia's own session; a headless test's loads at once.
  private let loadsInBackground: Bool
  /// The move whose file is being loaded off the main thread, if any.
  private var pending: PendingOpen?
  /// The marks, one set for every file (each mark with its file), handed as the history is.
  private(set) var marks = ReaderMarks()
  /// Where the inputs' pages and the loads off the main thread come back to: the queue the
  /// terminal's event loop runs.
  private let mainQueue: any EventLoopQueue

  /// A session that reads `first` (already loaded: its errors came before the terminal
  /// opened), then the other files of `options` as the reader asks for them, each through
  /// `preprocessor`, as `first` was. `unread`: the files named before `first` that could not
  /// be read, said in its footer as less says them. `mainQueue`: the queue the terminal's event
  /// loop runs, where work done off the main thread comes back.
  init(
    first: LoadedDocument, options: Options, settings: ReaderSettings, width: Int,
    preprocessor: InputPreprocessor? = nil, searchHistory: SearchHistory = SearchHistory(),
    unread: [GuiaError] = [], loadsInBackground: Bool = false,
    mainQueue: any EventLoopQueue = DispatchMainQueue()
  ) {
    self.searchHistory = searchHistory
    self.mainQueue = mainQueue
    self.loadsInBackground = loadsInBackground
    files = FileList(options.paths.isEmpty ? [first.title ?? "-"] : options.paths)
    files.expandsNames = settings.allowedFeatures.contains(.glob)
    readers = Array(repeating: nil, count: files.paths.count)
    identities = Array(repeating: nil, count: files.paths.count)
    asksFirst = Array(repeating: false, count: files.paths.count)
    self.settings = settings
    self.options = options
    self.preprocessor = preprocessor
    readers[0] = Self.reader(of: first, width: width, settings: settings, mainQueue: mainQueue)
    identities[0] = first.identity
    asksFirst[0] = first.looksBinary && !options.forces
    if !unread.isEmpty {
      readers[0]?.send(.announced(FileMessage.cannotOpen(unread.map(\.description).joined(separator: "; "))))
    }
  }

  /// Awaits the first file off the main thread (see ``FirstLoad``): the reader of its
  /// placeholder says so and answers keys; once loaded, the file's reader replaces it, as
  /// after `:e`. Ctrl-C stops the wait, `q` quits and kills the load's command.
  func awaitFirst(_ load: FirstLoad) {
    guard let model = readers[0] else { return }
    var move = PendingOpen(
      request: .opened, files: files, readers: readers, identities: identities, asksFirst: asksFirst, model: model)
    move.cancellation = load.cancellation
    pending = move
    load.whenLoaded { [weak self] result in self?.loaded(result, by: load.cancellation) }
    model.send(.awaitingFile(load.path))
  }

  /// Shows `mistakes` (`LESS`'s) in the first reader's footer row as it opens, as less
  /// reports them before its first screen.
  func announce(_ mistakes: [GuiaError]) {
    guard let first = mistakes.first else { return }
    let words = mistakes.dropFirst().reduce(first.message) { "\($0); \($1.message)" }
    _ = readers[0]?.send(.announced(words))
  }

  /// A reader of `document` laid out at `width`, its input attached, its pages coming back on
  /// `mainQueue`.
  private static func reader(
    of document: LoadedDocument, width: Int, settings: ReaderSettings, mainQueue: any EventLoopQueue
  ) -> ReaderModel {
    // The document is laid out once, at the reader's text column (its title set by the loader).
    let model = document.markdown.map {
      ReaderModel(document: $0, width: width, settings: settings, mayGrow: document.markdownRest != nil)
    } ?? ReaderModel(rows: document.rows(width), width: width, title: document.title, settings: settings)
    if let rest = document.markdownRest {
      MarkdownInput(rest: rest, mainQueue: mainQueue).attach(to: model)
    } else if let pipe = document.pipe {
      pipe.attach(to: model, mainQueue: mainQueue)
    } else if let refresh = document.refresh {
      FileInput(check: refresh, rows: document.rows).attach(to: model)
    }
    return model
  }

  /// Runs the readers on `terminal` until one quits or a signal ends the session.
  func run(on terminal: some SharedTerminal) throws -> ExitReason {
    // A load still waiting when guia ends is stopped, its command killed.
    defer { cancelPending() }
    while true {
      guard let model = readers[files.current] else { preconditionFailure("the current file has a reader") }
      if asksFirst[files.current] {
        var answer = BinaryFileQuestion.Answer.skip
        let question = GuiaUIHost(
          root: BinaryFileQuestion(name: files.currentPath, language: settings.language) { answer = $0 })
        let reason = try question.run(on: terminal)
        guard case .quit = reason else { return reason }
        switch answer {
        case .show: asksFirst[files.current] = false
        case .quit: return .quit
        case .skip:
          // As less: on to the next file, if there is one to go to; else guia ends, status 1.
          let skipped = files
          if files.paths.count > 1 { open(.remove, from: model, width: terminal.size.width) }
          if files == skipped {
            declined = true
            return .quit
          }
        }
        continue
      }
      model.show(files: files, searchHistory: searchHistory, marks: marks)
      defer {
        searchHistory = model.state.document.searchHistory
        marks = model.state.document.marks
      }
      let host = GuiaUIHost(root: ReaderView(model: model))
      // The terminal's words (its window's size) are text from outside.
      host.onNotice = { [weak model] in model?.send(.announced(LocalizedStringKey(verbatim: DisplayText(sanitizing: $0)))) }
      let reason = try host.run(on: terminal)
      guard case .quit = reason, let request = model.takeFileRequest() else {
        if case .quit = reason {
          // -X: the text stays in the shell's screen, without the reader's header and footer.
          let area = model.state.document.textArea
          terminal.leaveBehind(rows: area.rows, columns: area.columns)
        }
        return reason
      }
      model.prepare(resumeTop: .some(model.state.document.viewport.top))
      switch request {
      case .opened: openPending(width: terminal.size.width)
      case .stopWaiting:
        if let name = pending?.files.currentPath { model.send(.announced(FileMessage.waitStopped(for: name))) }
        cancelPending()
      case .reload: reload(from: model, width: terminal.size.width)
      case .edit(let line):
        guard identities[files.current] != nil else {
          model.send(.announced(FileMessage.notAFile))
          continue
        }
        let path = files.currentPath
        terminal.runOutside { _ = Editor.edit(path, line: line) }
        reload(from: model, width: terminal.size.width)
      default: open(request, from: model, width: terminal.size.width)
      }
    }
  }

  /// Makes `request`, loading the file it leads to if it has no reader yet; a file that
  /// cannot be read leaves the list as it was and says why in `model`'s footer.
  private func open(_ request: FileRequest, from model: ReaderModel, width: Int) {
    // Another move replaces the one whose file is still awaited.
    cancelPending()
    var next = files
    do {
      try next.apply(request)
    } catch {
      model.send(.announced(FileMessage.refusal(error)))
      return
    }
    var nextReaders = readers
    var nextIdentities = identities
    var nextAsksFirst = asksFirst
    switch request {
    case .remove:
      nextReaders.remove(at: files.current)
      nextIdentities.remove(at: files.current)
      nextAsksFirst.remove(at: files.current)
    case .examine:
      // One reader to come for each file the names typed gave.
      let added = next.paths.count - files.paths.count
      nextReaders.insert(contentsOf: Array(repeating: nil, count: added), at: next.current)
      nextIdentities.insert(contentsOf: Array(repeating: nil, count: added), at: next.current)
      nextAsksFirst.insert(contentsOf: Array(repeating: false, count: added), at: next.current)
    default:
      break
    }
    let move = PendingOpen(
      request: request, files: next, readers: nextReaders, identities: nextIdentities, asksFirst: nextAsksFirst,
      model: model)
    guard nextReaders[next.current] == nil else { return finish(move, width: width) }
    if loadsInBackground, mayWait(next.currentPath), let cancellation = LoadCancellation() {
      startLoading(move, cancellation: cancellation)
      model.send(.awaitingFile(next.currentPath))
      return
    }
    let loaded = Result { () throws(GuiaError) in
      try DocumentLoader.load(next.currentPath, format: options.format, preprocessor: preprocessor)
    }
    take(loaded, for: move, width: width)
  }

  /// Whether loading `path` may wait on something outside (a FIFO's writer, a device,
  /// `LESSOPEN`'s command): anything but a regular file read as it is.
  private func mayWait(_ path: String) -> Bool {
    var status = stat()
    return preprocessor != nil || stat(path, &status) != 0 || status.st_mode & S_IFMT != S_IFREG
  }

  /// Loads `move`'s file off the main thread; once loaded, the reader that asked is told to
  /// end (``ReaderEvent/fileOpened``), and the session shows it.
  private func startLoading(_ move: PendingOpen, cancellation: LoadCancellation) {
    var move = move
    move.cancellation = cancellation
    pending = move
    let (path, format, preprocessor, mainQueue) = (move.files.currentPath, options.format, preprocessor, mainQueue)
    // A queue of its own: an overcommitting thread, so that no pipe's read waiting on the
    // global queue's few threads can hold the load back (nor the load them).
    DispatchQueue(label: "guia.load").async {
      let result = Result { () throws(GuiaError) in
        try LoadedDocumentBox(
          DocumentLoader.load(path, format: format, preprocessor: preprocessor, cancellation: cancellation))
      }
      mainQueue.post { self.loaded(result, by: cancellation) }
    }
  }

  /// Keeps what the load made with `cancellation` gave, unless another move replaced it.
  private func loaded(_ result: Result<LoadedDocumentBox, GuiaError>, by cancellation: LoadCancellation) {
    guard var move = pending, move.cancellation === cancellation, !cancellation.isCancelled else { return }
    move.loaded = result.map(\.document)
    pending = move
    move.model?.send(.fileOpened)
  }

  /// Shows the file the pending move loaded, or says why it could not be.
  private func openPending(width: Int) {
    guard let move = pending, let loaded = move.loaded else { return }
    pending = nil
    if move.request == .reload, let model = move.model {
      takeReload(loaded, from: model, width: width)
    } else {
      take(loaded, for: move, width: width)
    }
  }

  /// Stops the load still waiting, if any: its command is killed, what it gives is dropped.
  private func cancelPending() {
    pending?.cancellation?.cancel()
    pending?.model?.send(.awaitingFile(nil))
    pending = nil
  }

  /// Makes `move` with the document `loaded` gave for its file, or says in the footer of
  /// the reader that asked why it could not.
  private func take(_ loaded: Result<LoadedDocument, GuiaError>, for move: PendingOpen, width: Int) {
    var move = move
    do throws(GuiaError) {
      let document = try loaded.get()
      if let path = options.reportPath,
        let reason = FileWriter.problem(
          writing: path, documents: [document.identity].compactMap { $0 }, force: options.forces)
      {
        throw .reportFailed(path: path, reason: reason)
      }
      let current = move.files.current
      move.readers[current] = Self.reader(of: document, width: width, settings: settings, mainQueue: mainQueue)
      move.identities[current] = document.identity
      move.asksFirst[current] = document.looksBinary && !options.forces
    } catch {
      move.model?.send(.announced(FileMessage.cannotOpen(error.description)))
      return
    }
    finish(move, width: width)
  }

  /// Makes `move`, its file's reader at hand.
  private func finish(_ move: PendingOpen, width: Int) {
    let request = move.request
    files = move.files
    readers = move.readers
    identities = move.identities
    asksFirst = move.asksFirst
    if let taken = files.namesTakenWhenCut {
      readers[files.current]?.send(.announced(FileMessage.expansionCut(names: taken)))
    }
    switch request {
    case .search(let search): readers[files.current]?.prepare(pendingSearch: search)
    case .searchFailed(let search):
      readers[files.current]?.send(.announced(SearchMessage.notFound(search.pattern.text)))
    case .mark(_, let top): readers[files.current]?.prepare(resumeTop: .some(top))
    default: break
    }
  }

  /// Reads the current file again into a new reader that starts where `model` was and keeps
  /// what it has seen; standard input and the built-in guide cannot be read again.
  private func reload(from model: ReaderModel, width: Int) {
    guard identities[files.current] != nil else {
      model.send(.announced(FileMessage.notAFile))
      return
    }
    var status = stat()
    if stat(files.currentPath, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      // A FIFO or a device where the file was: the text read stays, nothing waits on it.
      model.send(.announced(FileMessage.noLongerAFile))
      return
    }
    // Through LESSOPEN, whose command may never answer: off the main thread, as a move's.
    if loadsInBackground, preprocessor != nil, let cancellation = LoadCancellation() {
      cancelPending()
      startLoading(
        PendingOpen(
          request: .reload, files: files, readers: readers, identities: identities, asksFirst: asksFirst,
          model: model),
        cancellation: cancellation)
      model.send(.awaitingFile(files.currentPath))
      return
    }
    let loaded = Result { () throws(GuiaError) in
      try DocumentLoader.load(files.currentPath, format: options.format, preprocessor: preprocessor)
    }
    takeReload(loaded, from: model, width: width)
  }

  /// Makes the document `loaded` gave the current file's new reader, starting where `model`
  /// is now and keeping what it has seen; or says in `model`'s footer why it could not.
  private func takeReload(_ loaded: Result<LoadedDocument, GuiaError>, from model: ReaderModel, width: Int) {
    do throws(GuiaError) {
      let document = try loaded.get()
      let reader = Self.reader(of: document, width: width, settings: model.settings, mainQueue: mainQueue)
      let resumeTop = model.state.document.resumeTop
      reader.prepare(
        resumeTop: .some(resumeTop.map { min($0, max(reader.rows.startPosition, reader.rows.endPosition - 1)) }),
        progress: model.progress)
      readers[files.current] = reader
      identities[files.current] = document.identity
    } catch {
      model.send(.announced(FileMessage.cannotOpen(error.description)))
    }
  }

  /// Throws why the report cannot be written, checked again at exit against every file read.
  func checkReport() throws(GuiaError) {
    guard let path = options.reportPath else { return }
    // Every file read, and every file named, read or not: a file never opened is a document too.
    let documents = identities.compactMap { $0 } + files.paths.compactMap { FileIdentity(path: $0) }
    if let reason = FileWriter.problem(writing: path, documents: documents, force: options.forces) {
      throw .reportFailed(path: path, reason: reason)
    }
  }

  /// The report: one file's as it always was; for several, each file's under its name, in
  /// the list's order (`null` for a file never opened).
  var report: String {
    guard files.paths.count > 1 else {
      return readers[0].map { ReadingReport(model: $0).json } ?? "null\n"
    }
    let entries = files.paths.indices.map { index in
      let report = readers[index].map { ReadingReport(model: $0).json.trimmingSuffixNewline } ?? "null"
      return "{\"file\": \(JSONText.quoted(files.paths[index])), \"report\": \(report)}"
    }
    return "{\"files\": [" + entries.joined(separator: ", ") + "]}\n"
  }
}

extension String {
  fileprivate var trimmingSuffixNewline: String {
    hasSuffix("\n") ? String(dropLast()) : self
  }
}
