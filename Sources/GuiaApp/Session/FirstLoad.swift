import Dispatch
import Document
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The first document named, when loading it may wait on something outside (a FIFO whose
/// writer is silent, `LESSOPEN`'s command): loaded off the main thread from the start, so that
/// guia can open its terminal and answer `q` meanwhile, as it does for `:e` (issue 48). A load
/// that ends at once is taken as before the terminal opened, its errors said there.
final class FirstLoad: Sendable {
  /// The name loaded.
  let path: String
  /// Stops the load: its waits end, its command is killed.
  let cancellation: LoadCancellation
  private let done = DispatchGroup()
  private let outcome = Mutex<Result<LoadedDocumentBox, GuiaError>?>(nil)

  /// Starts loading `path` when it may wait: a FIFO, or a regular file read through
  /// `preprocessor`; `nil` for anything else (a missing file, a directory, a terminal, a
  /// device), which is loaded on the main thread and whose error comes before the terminal.
  static func start(_ path: String?, format: DocumentFormat, preprocessor: InputPreprocessor?) -> FirstLoad? {
    guard let path, path != "-" else { return nil }
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    let type = status.st_mode & S_IFMT
    guard type == S_IFIFO || (type == S_IFREG && preprocessor != nil), let cancellation = LoadCancellation()
    else { return nil }
    return FirstLoad(path: path, format: format, preprocessor: preprocessor, cancellation: cancellation)
  }

  private init(path: String, format: DocumentFormat, preprocessor: InputPreprocessor?, cancellation: LoadCancellation) {
    self.path = path
    self.cancellation = cancellation
    done.enter()
    // A queue of its own, as a move's load (see ReadingSession.startLoading).
    DispatchQueue(label: "guia.load.first").async { [self] in
      let result = Result { () throws(GuiaError) in
        try LoadedDocumentBox(
          DocumentLoader.load(path, format: format, preprocessor: preprocessor, cancellation: cancellation))
      }
      self.outcome.withLock { $0 = result }
      self.done.leave()
    }
  }

  /// What the load gave, if it ends within `seconds`.
  func result(within seconds: Double) -> Result<LoadedDocument, GuiaError>? {
    guard done.wait(timeout: .now() + seconds) == .success else { return nil }
    return outcome.withLock { $0 }?.map(\.document)
  }

  /// Calls `body` on the main queue with what the load gave, once it has.
  func whenLoaded(_ body: @escaping @MainActor @Sendable (Result<LoadedDocumentBox, GuiaError>) -> Void) {
    done.notify(queue: .main) { [self] in
      guard let result = self.outcome.withLock({ $0 }) else { return }
      MainActor.assumeIsolated { body(result) }
    }
  }

  /// What the reader shows while the load waits: nothing, under the file's name.
  var placeholder: LoadedDocument {
    LoadedDocument(
      title: path, printedTitle: nil, rows: { TextRows(source: InMemoryByteSource([]), width: $0) })
  }
}
