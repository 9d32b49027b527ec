#if canImport(Glibc)
  import Glibc
#endif
import ScrollKit
import Synchronization

/// Runs the loads a ``PagedLoader`` decides on, one task at a time, and hands their outcomes
/// to the event loop: each outcome is queued and a byte is written to a wake pipe that the
/// terminal polls (an event `.contentChanged`), so keys stay responsive while a page loads.
public final class PageLoaderDriver<Item: Sendable>: Sendable {
  /// The outcome of one load.
  public struct Outcome: Sendable {
    /// The page that was asked for.
    public var page: Int
    /// Its items, or the error.
    public var result: Result<Page<Item>, any Error>
  }

  /// The descriptor that becomes readable when an outcome is waiting.
  public let wakeDescriptor: Int32
  private let wakeWriter: Int32
  private let source: any PageSource<Item>
  private let outcomes = Mutex<[Outcome]>([])
  private let task = Mutex<Task<Void, Never>?>(nil)

  /// Creates a driver for `source`.
  public init(source: any PageSource<Item>) {
    self.source = source
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) == 0 {
      for fd in fds {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
      }
    }
    wakeDescriptor = fds[0]
    wakeWriter = fds[1]
  }

  deinit {
    cancel()
    close(wakeDescriptor)
    close(wakeWriter)
  }

  /// Starts loading `page`; the loader guarantees only one load runs at a time.
  public func start(page: Int) {
    let source = self.source
    let newTask = Task { [weak self] in
      let result: Result<Page<Item>, any Error>
      do {
        result = .success(try await source.loadPage(page))
      } catch {
        result = .failure(error)
      }
      guard !Task.isCancelled, let self else { return }
      self.outcomes.withLock { $0.append(Outcome(page: page, result: result)) }
      var byte: UInt8 = 1
      _ = write(self.wakeWriter, &byte, 1)
    }
    task.withLock { $0 = newTask }
  }

  /// The outcomes that arrived since the last call.
  public func takeOutcomes() -> [Outcome] {
    outcomes.withLock { queued in
      defer { queued.removeAll() }
      return queued
    }
  }

  /// Cancels the load in flight, if any.
  public func cancel() {
    task.withLock { $0?.cancel() }
  }
}
