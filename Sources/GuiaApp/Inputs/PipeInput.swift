#if canImport(Glibc)
  import Glibc
#endif
import Dispatch
import Document
import Reader
import ScrollKit
import TerminalUI

/// A pipe read page by page through the same ``PagedLoader`` as seed 001's list: a page of
/// 64 KiB is read when the reader is within `prefetch` rows of what has arrived, one read at a
/// time, and the loader decides again after each page. So the first screen shows at once, the
/// rest arrives while keys stay responsive, a reader far above the end does not make guia read
/// a fast producer dry, and a reader at the end (or following) keeps it flowing. End reads on
/// to the end of the input (less's `G`), still one page at a time between keys.
///
/// Each read runs off the main actor; its page comes back to the main actor on the event
/// loop's queue (see ``EventLoopQueue``), where the reader's model takes it.
@MainActor
final class PipeInput: ReaderInput {
  /// Rows ahead of the screen that are kept read.
  nonisolated static let prefetch = 1000

  /// The pages read so far.
  nonisolated let spool: SpooledByteSource
  /// Where each page read comes back: the event loop's queue, given when the input is attached.
  private var mainQueue: any EventLoopQueue = DispatchMainQueue()
  private var loader: PagedLoader
  private var progress: InputProgress
  private nonisolated let descriptor: Int32
  private weak var model: ReaderModel?

  /// Reads from `descriptor`, which the input now owns.
  nonisolated init(descriptor: Int32) {
    self.descriptor = descriptor
    spool = SpooledByteSource()
    // Set here: a default value would be the main actor's, and this init is not.
    loader = PagedLoader(prefetch: Self.prefetch)
    progress = InputProgress()
  }

  /// Lets `model` drive the reads: it says where the reader is, and takes each page, which
  /// comes back on `mainQueue`.
  func attach(to model: ReaderModel, mainQueue: any EventLoopQueue) {
    self.model = model
    self.mainQueue = mainQueue
    model.attach(self)
    model.send(.inputArrived(progress))
    if case .failed(_, let message) = loader.phase {
      model.send(.announced(Self.readFailure(message)))
    } else if loader.isFinished {
      // Read to its end already (-F).
      model.send(spool.failure.map { .inputStoppedIncomplete(reason: $0) } ?? .inputEnded)
    }
    if let problem = spool.fileProblem {
      model.send(.announced(ReaderMessage.keptInMemory(problem, limit: spool.memoryLimit)))
    }
  }

  var lookahead: Int { Self.prefetch }

  /// Less's `-F` on a pipe: reads now, waiting for the producer, until the input ends or more
  /// than `lines` lines (or `bytes` bytes) have come; returns whether it ended, kept whole.
  /// What was read stays in the spool, and reading goes on from there once attached.
  func readAhead(lines: Int, bytes: Int) -> Bool {
    while progress.lines <= lines, spool.count < bytes {
      guard let page = loader.decide(rowsBelow: 0) else { break }
      let read: [UInt8]
      switch Self.readPage(descriptor) {
      case .success(let bytes): read = bytes
      case .failure(let error):
        // Said on screen once the reader shows (see ``attach(to:)``); `r` reads again.
        loader.didFail(page: page, message: error.description)
        return false
      }
      let before = spool.count
      let keptAll = spool.append(read)
      let kept = read[..<(spool.count - before)]
      progress.bytes += kept.count
      progress.lines += kept.count { $0 == 0x0A }
      loader.didLoad(page: page, hasMore: !read.isEmpty && keptAll)
    }
    return loader.isFinished && spool.failure == nil
  }

  func readerNeeds(rowsBelow: Int) {
    // Reading to the end: where the reader is does not matter.
    if let page = loader.decide(rowsBelow: loader.reach == .end ? 0 : rowsBelow) { start(page) }
  }

  /// End: read on to the end, unless it has been read (or a failed read waits for `r`).
  func seekEnd() -> InputEnd {
    switch loader.phase {
    case .finished, .failed: return .known
    case .idle, .loading:
      loader.reach = .end
      readerNeeds(rowsBelow: 0)
      return .pending
    }
  }

  /// A command needs lines not read yet: read on as End does, without End's move.
  func readOn() {
    guard !loader.isFinished else { return }
    loader.reach = .end
    readerNeeds(rowsBelow: 0)
  }

  func stopSeekingEnd() { loader.reach = .zone }

  func retry() {
    if let page = loader.retry() { start(page) }
  }

  /// A pipe's text arrives by itself: there is nothing to look at.
  func refresh() -> Bool { false }

  /// Reads `page` on a dispatch thread (the read blocks until the producer writes); the page
  /// comes back on the event loop's queue. The loader guarantees only one read runs at a time.
  private func start(_ page: Int) {
    let (descriptor, mainQueue) = (self.descriptor, self.mainQueue)
    // Weakly held: a read that never returns (a silent producer) keeps no input alive.
    DispatchQueue.global().async { [weak self] in
      let result = Self.readPage(descriptor).map { Page(items: $0, hasMore: !$0.isEmpty) }
      mainQueue.post { [weak self] in self?.take(result, of: page) }
    }
  }

  /// Takes a page read (or the read's failure): keeps it, tells the model, reads on if the
  /// reader needs more.
  private func take(_ result: Result<Page<UInt8>, ReadError>, of index: Int) {
    guard let model else { return }
    switch result {
    case .success(let page):
      let before = spool.count
      let keptAll = spool.append(page.items)
      // What was kept counts; the rest of a page that could not be is lost, and said so.
      let kept = page.items[..<(spool.count - before)]
      progress.bytes += kept.count
      progress.lines += kept.count { $0 == 0x0A }
      if !kept.isEmpty { model.send(.inputGrew(progress)) }
      // Nothing more is read once a page could not be kept: the input stays in the pipe.
      loader.didLoad(page: index, hasMore: page.hasMore && keptAll)
    case .failure(let error):
      loader.didFail(page: index, message: "\(error)")
      model.send(.inputFailed(Self.readFailure("\(error)")))
    }
    if loader.isFinished {
      loader.reach = .zone
      model.send(spool.failure.map { .inputStoppedIncomplete(reason: $0) } ?? .inputEnded)
    } else {
      model.send(.inputArrived(progress))
      readerNeeds(rowsBelow: model.state.document.rowsBelowScreen(upTo: Self.prefetch))
    }
  }

  /// What the reader is told when a read fails, with the system's words.
  nonisolated static func readFailure(_ reason: String) -> LocalizedStringKey {
    "No se pudo leer la entrada: \(DisplayText(sanitizing: reason)). Pulsa r para reintentar."
  }

  /// A read that failed, with the system's words.
  struct ReadError: Error, CustomStringConvertible {
    let description: String
  }

  /// One page read from `descriptor`: empty at the end of input.
  nonisolated static func readPage(_ descriptor: Int32) -> Result<[UInt8], ReadError> {
    var page = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let got = page.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if got < 0, errno == EINTR { continue }
      if got < 0 { return .failure(ReadError(description: String(cString: strerror(errno)))) }
      return .success(Array(page[0..<got]))
    }
  }
}

extension PipeInput: ByteStream {
  /// What comes down the pipe, straight to `write` as it arrives: nothing is spooled.
  nonisolated func copyBytes(to write: ([UInt8]) -> Bool) throws(GuiaError) -> Bool {
    try Self.copy(descriptor, path: "standard input", positional: false, to: write)
  }
}
