import Reader

/// A move to another file whose file is loaded: what the session becomes once it is.
struct PendingOpen {
  let request: FileRequest
  let files: FileList
  var readers: [ReaderModel?]
  var identities: [FileIdentity?]
  var asksFirst: [Bool]
  /// The reader that asked: told when the file is ready, or why it cannot be opened.
  weak var model: ReaderModel?
  /// Stops the load, when it runs off the main thread.
  var cancellation: LoadCancellation?
  /// What the load gave, once it has.
  var loaded: Result<LoadedDocument, GuiaError>?

  init(
    request: FileRequest, files: FileList, readers: [ReaderModel?], identities: [FileIdentity?], asksFirst: [Bool],
    model: ReaderModel
  ) {
    self.request = request
    self.files = files
    self.readers = readers
    self.identities = identities
    self.asksFirst = asksFirst
    self.model = model
  }
}

/// A document loaded off the main thread, handed to it: nothing else holds it meanwhile.
struct LoadedDocumentBox: @unchecked Sendable {
  let document: LoadedDocument
  init(_ document: LoadedDocument) { self.document = document }
}
