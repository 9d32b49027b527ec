import Document
import Reader
import ScrollKit
import TerminalUI

/// The one place the host-free journeys reach the reader's model: how guia builds a reader
/// for a document (`ReadingSession.reader(of:width:settings:)`) and the input side of it
/// (input arriving, growing, ending), as events posted to the reader's store.
extension ReaderHarness {
  /// A reader of plain text `bytes` named `title`, laid out at the window's width as guia lays
  /// out a file it reads (`TextRows` at the terminal's width).
  /// `files`: the list guia's session gives the reader of one of several files, before it
  /// shows.
  init(
    plain bytes: [UInt8], title: String? = nil, size: CellSize, settings: ReaderSettings = .journey,
    files: FileList? = nil
  ) {
    self.init(source: InMemoryByteSource(bytes), title: title, size: size, settings: settings, files: files)
  }

  /// A reader of the plain text in `source` (see ``init(plain:title:size:settings:files:)``).
  init(
    source: InMemoryByteSource, title: String?, size: CellSize, settings: ReaderSettings = .journey,
    files: FileList? = nil
  ) {
    let model = ReaderModel(
      rows: TextRows(source: source, width: size.width), width: size.width, title: title, settings: settings)
    if let files { model.prepare(files: files) }
    self.init(model, size: size)
  }

  /// A reader of `file`, which may grow while it is read, attached as guia attaches a file's
  /// input (`FileInput`): the reader looks at it while it follows (`F`) and on End, and what
  /// the file gained is the reader's content grown.
  init(following file: GrowingFile, title: String, size: CellSize, settings: ReaderSettings = .journey) {
    let model = ReaderModel(
      rows: TextRows(source: file.source, width: size.width), width: size.width, title: title, settings: settings)
    model.attach(file)
    file.onGrowth = { [weak model] in model?.send(.inputGrew(nil)) }
    file.onRestart = { [weak model] source in
      guard let model else { return }
      model.send(
        .restarted(RowsValue(TextRows(source: source, width: model.size.width)), message: ReaderMessage.truncated))
    }
    self.init(model, size: size)
  }

  /// A reader of plain text `text` named `title` (see ``init(plain:title:size:settings:files:)``).
  init(
    plain text: String, title: String? = nil, size: CellSize, settings: ReaderSettings = .journey,
    files: FileList? = nil
  ) {
    self.init(plain: Array(text.utf8), title: title, size: size, settings: settings, files: files)
  }

  /// A reader of Markdown `source` from a file named `name`, parsed as guia's loader parses a
  /// `.md` file (its first heading the title, else the file's name).
  init(markdown source: String, name: String, size: CellSize, settings: ReaderSettings = .journey) {
    var document = Document(markdown: Array(source.utf8))
    if document.title == nil { document.title = name }
    self.init(ReaderModel(document: document, width: size.width, settings: settings), size: size)
  }

  /// A reader of the built-in guide with `settings` (guia run with no file).
  init(guideWith settings: ReaderSettings, size: CellSize) {
    self.init(ReaderModel(document: Self.guide, width: size.width, settings: settings), size: size)
  }

  /// Says `message` in the footer, as guia's session does with what the terminal or a file
  /// command has to say.
  func announce(_ message: LocalizedStringKey) {
    model.send(.announced(message))
  }

  /// The files guia's session reads (`:n`, `:p`, the header's `(2/3)`), as it gives them to
  /// the reader of the current one.
  var files: FileList? {
    get { model.state.document.files }
    nonmutating set { model.prepare(files: newValue) }
  }

  /// What the reader asked guia's session for as it quit (`:n`, `v`, `R`…), taken.
  func takeFileRequest() -> FileRequest? {
    model.takeFileRequest()
  }
}

extension ReaderSettings {
  /// guia's settings when no option is given (`Guia.run`'s defaults): lines wrapped, the
  /// scroll indicator beside a laid-out document, messages in Spanish.
  static var journey: ReaderSettings { ReaderSettings() }
}
