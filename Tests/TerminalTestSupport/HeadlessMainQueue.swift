import Dispatch
import Synchronization
import TerminalUI

/// A headless terminal's event-loop queue: what other threads post for the main actor (a
/// pipe's pages) waits here until the terminal's script runs it (``HeadlessTerminal/Step``),
/// a batch at a time, as ``NcursesTerminal`` drains the dispatch main queue from its poll.
public final class HeadlessMainQueue: EventLoopQueue {
  private let queued = Mutex<[@MainActor @Sendable () -> Void]>([])
  /// Signalled once for each work posted: a wait for work blocks on it, never polls.
  private let posted = DispatchSemaphore(value: 0)

  public init() {}

  public func post(_ work: @escaping @MainActor @Sendable () -> Void) {
    queued.withLock { $0.append(work) }
    posted.signal()
  }

  /// Waits until work is posted (up to `timeout`), then runs what is queued now, one batch:
  /// what that work posts waits for the next call. Returns whether anything ran.
  @MainActor
  public func runBatch(waitingUpTo timeout: Duration) -> Bool {
    let deadline = DispatchTime.now() + .seconds(Int(timeout.components.seconds))
    // A signal whose work an earlier batch took finds the queue empty: wait again.
    while posted.wait(timeout: deadline) == .success {
      let batch = queued.withLock { queue in
        defer { queue.removeAll() }
        return queue
      }
      guard !batch.isEmpty else { continue }
      for work in batch { work() }
      return true
    }
    return false
  }
}
