import Dispatch

/// Where work finished on another thread (a page read from a pipe, a file loaded) comes back to
/// the main actor: the event loop's queue, which the terminal runs between events and reports
/// as `.mainQueueDrained`.
///
/// In the product it is the dispatch main queue (``DispatchMainQueue``), which
/// ``NcursesTerminal`` drains from its poll. A headless terminal has its own, which it runs
/// when its script says so: under `swift test` the runner owns the dispatch main queue, and
/// a session running on the main actor would never let it run.
public protocol EventLoopQueue: Sendable {
  /// Queues `work`, to run on the main actor when the event loop next runs the queue.
  func post(_ work: @escaping @MainActor @Sendable () -> Void)
}

/// The dispatch main queue: drained by ``NcursesTerminal`` when it was opened with
/// `drainsMainQueue` (see ``MainQueue``).
public struct DispatchMainQueue: EventLoopQueue {
  public init() {}

  public func post(_ work: @escaping @MainActor @Sendable () -> Void) {
    DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
  }
}
