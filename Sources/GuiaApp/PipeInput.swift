#if canImport(Glibc)
  import Glibc
#endif
import Dispatch
import Document
import ScrollKit
import TerminalUI

/// A pipe read page by page through the same ``PagedLoader`` as seed 001's list: a page of
/// 64 KiB is read when the reader is within `prefetch` rows of what has arrived, one read at a
/// time, and the loader decides again after each page. So the first screen shows at once, the
/// rest arrives while keys stay responsive, a reader far above the end does not make guia read
/// a fast producer dry, and a reader at the end (or following) keeps it flowing. End reads on
/// to the end of the input (less's `G`), still one page at a time between keys.
final class PipeInput {
  /// Rows ahead of the screen that are kept read.
  static let prefetch = 1000

  /// The pages read so far.
  let spool: SpooledByteSource
  /// Runs the reads and wakes the event loop when a page arrives.
  let driver: PageLoaderDriver<UInt8>
  private var loader = PagedLoader(prefetch: PipeInput.prefetch)
  private var progress = InputProgress()
  private let descriptor: Int32

  /// Reads from `descriptor`, which the input now owns.
  init(descriptor: Int32) {
    self.descriptor = descriptor
    spool = SpooledByteSource()
    driver = PageLoaderDriver(source: Source(descriptor: descriptor))
  }

  /// The pipe's pages as a source: each load is one `read` of up to 64 KiB, made on a
  /// dispatch thread since it blocks until the producer writes.
  struct Source: PageSource {
    let descriptor: Int32

    func loadPage(_ index: Int) async throws -> Page<UInt8> {
      let descriptor = self.descriptor
      let result: Result<[UInt8], ReadError> = await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          continuation.resume(returning: PipeInput.readPage(descriptor))
        }
      }
      let bytes = try result.get()
      return Page(items: bytes, hasMore: !bytes.isEmpty)
    }
  }

  /// A read that failed, with the system's words.
  struct ReadError: Error, CustomStringConvertible {
    let description: String
  }

  /// One page read from `descriptor`: empty at the end of input.
  static func readPage(_ descriptor: Int32) -> Result<[UInt8], ReadError> {
    var page = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let got = page.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if got < 0, errno == EINTR { continue }
      if got < 0 { return .failure(ReadError(description: String(cString: strerror(errno)))) }
      return .success(Array(page[0..<got]))
    }
  }

  /// Lets `viewer` drive the reads: it decides after every change and takes each page.
  func attach(to viewer: Viewer) {
    viewer.onLayout = { [unowned self, unowned viewer] in decide(viewer) }
    viewer.onContentChanged = { [unowned self, unowned viewer] in take(viewer) }
    viewer.onRetry = { [unowned self] in
      if let page = loader.retry() { driver.start(page: page) }
    }
    viewer.onSeekEnd = { [unowned self] in seekEnd() }
    viewer.onStopSeekingEnd = { [unowned self] in loader.reach = .zone }
    viewer.inputDidArrive(progress)
    if let problem = spool.fileProblem {
      viewer.show(message: ViewerMessage.keptInMemory(problem, limit: spool.memoryLimit))
    }
  }

  /// End: read on to the end, unless it has been read (or a failed read waits for `r`).
  private func seekEnd() -> InputEnd {
    switch loader.phase {
    case .finished, .failed: return .known
    case .idle, .loading:
      loader.reach = .end
      return .pending
    }
  }

  private func decide(_ viewer: Viewer) {
    if loader.reach == .end {
      // Reading to the end: where the reader is does not matter, so nothing is measured.
      if let page = loader.decide(rowsBelow: 0) { driver.start(page: page) }
      return
    }
    let state = viewer.scrollModel.state
    let ahead = viewer.content.positions(
      from: state.top, limit: state.visibleRowCount + Self.prefetch + 1
    ).count
    let rowsBelow = max(0, ahead - state.visibleRowCount)
    if let page = loader.decide(rowsBelow: rowsBelow) { driver.start(page: page) }
  }

  private func take(_ viewer: Viewer) {
    var grew = false
    for outcome in driver.takeOutcomes() {
      switch outcome.result {
      case .success(let page):
        let before = spool.count
        let keptAll = spool.append(page.items)
        // What was kept counts; the rest of a page that could not be is lost, and said so.
        let kept = page.items[..<(spool.count - before)]
        progress.bytes += kept.count
        progress.lines += kept.count { $0 == 0x0A }
        grew = grew || !kept.isEmpty
        // Nothing more is read once a page could not be kept: the input stays in the pipe.
        loader.didLoad(page: outcome.page, hasMore: page.hasMore && keptAll)
      case .failure(let error):
        loader.didFail(page: outcome.page, message: "\(error)")
        viewer.stopWaitingForEnd()
        viewer.show(
          message: "No se pudo leer la entrada: \(DisplayText(sanitizing: "\(error)")). Pulsa r para reintentar.")
      }
    }
    if grew { viewer.contentDidGrow() }
    if loader.isFinished {
      loader.reach = .zone
      if let failure = spool.failure {
        viewer.inputDidStopIncomplete(reason: failure)
      } else {
        viewer.inputDidEnd()
      }
    } else {
      viewer.inputDidArrive(progress)
    }
  }
}

extension PipeInput: ByteStream {
  /// What comes down the pipe, straight to `write` as it arrives: nothing is spooled.
  func copyBytes(to write: ([UInt8]) -> Bool) throws(GuiaError) -> Bool {
    try Self.copy(descriptor, path: "standard input", positional: false, to: write)
  }
}
