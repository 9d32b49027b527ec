#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import CPlatform
import Dispatch

/// The dispatch main queue, run from guia's own poll loop instead of `dispatchMain()`.
///
/// `DispatchQueue.main.async` blocks and main-actor jobs (`Task { @MainActor in … }`, a
/// `Task.sleep` resuming on the main actor) all wait on the dispatch main queue. libdispatch
/// tells a run loop that it has work through an eventfd, ``descriptor``, and runs one batch of
/// it in ``drain()``: the pair CoreFoundation's run loop uses (docs/design/GuiaUI-spike.md).
///
/// Use it only from the main thread of a program whose main is synchronous (top-level code
/// with no `await`, no `dispatchMain()`): there nobody else drains the main queue. Never under
/// an async main or `swift test`, whose runtime already owns the main queue; draining it there
/// would run the runner's own jobs at a point it does not expect.
public enum MainQueue {
  /// Readable when the main queue has work; non-blocking.
  public static var descriptor: Int32 { _dispatch_get_main_queue_handle_4CF() }

  /// Runs the work queued on the main queue now, one batch: what a block queues meanwhile makes
  /// ``descriptor`` readable again and runs in the next call, so a caller that looks at its
  /// other descriptors between calls is never starved.
  public static func drain() {
    // The callback does not reset the eventfd: left unread, it stays readable and the poll
    // loop spins.
    var count: UInt64 = 0
    _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
    _dispatch_main_queue_callback_4CF(nil)
  }
}
