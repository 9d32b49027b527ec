import Glibc
import Testing
@testable import TerminalUI

/// The self-pipe's handlers end with the terminal: after ``Platform/restoreSignals()`` no signal
/// writes into the descriptor number the pipe had, and each signal acts as it did before.
@Suite struct SignalRoutingTests {
  /// A signal's handler, as bytes to compare (the kernel adds SA_RESTORER to the flags).
  private func disposition(of signal: Int32) -> [UInt8] {
    var action = sigaction()
    sigaction(signal, nil, &action)
    return withUnsafeBytes(of: action.__sigaction_handler) { Array($0) }
  }

  /// Raises `signal` in this thread with it unblocked (test threads block most signals), so its
  /// handler, if any, has run when this returns.
  private func deliver(_ signal: Int32) {
    var set = sigset_t()
    var previous = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    pthread_sigmask(SIG_UNBLOCK, &set, &previous)
    raise(signal)
    pthread_sigmask(SIG_SETMASK, &previous, nil)
  }

  @Test("after restoring, a signal writes nothing into a file given the pipe's number")
  func restoring() throws {
    // SIGWINCH: ignored by default, so raising it in the test process is harmless.
    let signal = SIGWINCH
    let before = disposition(of: signal)
    var first: [Int32] = [0, 0]
    try #require(pipe(&first) == 0)
    _ = fcntl(first[0], F_SETFL, O_NONBLOCK)
    try #require(Platform.routeSignals([signal], to: first[1]))
    deliver(signal)
    var byte: UInt8 = 0
    #expect(read(first[0], &byte, 1) == 1 && Int32(byte) == signal, "routed while open")

    Platform.restoreSignals()
    #expect(disposition(of: signal) == before, "the disposition from before is back")
    // Another file takes the pipe's write number (dup2 replaces it at once: no other test's
    // descriptor can land there in between).
    var second: [Int32] = [0, 0]
    try #require(pipe(&second) == 0)
    _ = fcntl(second[0], F_SETFL, O_NONBLOCK)
    try #require(dup2(second[1], first[1]) == first[1])
    deliver(signal)
    #expect(read(second[0], &byte, 1) == -1 && errno == EAGAIN, "a byte reached the new file")
    (first + second).forEach { close($0) }
  }
}
