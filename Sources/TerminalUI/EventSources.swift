#if canImport(Glibc)
  import Glibc
#endif

/// What the event loop waits on, in one `poll(2)`: the tty's keys, the self-pipe the signal
/// handlers write to (the signals themselves are flags, taken with ``Platform/takeSignal(_:)``:
/// less's "set a bit"), the dispatch main queue when the loop drains it (``MainQueue``), and
/// the console's pipe.
///
/// It owns the signal routing: made, the terminating, resize and suspend signals reach the
/// pipe; closed, their handlers go before the pipe does.
final class EventSources {
  /// Where the process's prints go, if they are caught.
  let console: Console?
  private let drainsMainQueue: Bool
  private let signalPipe: (read: Int32, write: Int32)
  private var isClosed = false

  /// What woke the loop.
  enum Wake {
    /// The time given passed.
    case timedOut
    /// A signal, or keys read into the input: the caller looks at both again.
    case woken
    /// The tty hung up (a pty whose master closed, no SIGHUP sent).
    case hangUp
    /// The console's last line changed.
    case consoleChanged
    /// The main queue's work ran, one batch.
    case mainQueueDrained
  }

  /// Routes `signals` to a new self-pipe.
  /// - Throws: Why the pipe or the handlers could not be had; nothing is left routed then.
  init(routing signals: [Int32], drainsMainQueue: Bool, console: Console?) throws(TerminalError) {
    self.drainsMainQueue = drainsMainQueue
    self.console = console
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw TerminalError.system(String(cString: strerror(errno))) }
    for fd in fds {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
    signalPipe = (fds[0], fds[1])
    guard Platform.routeSignals(signals, to: fds[1]) else {
      let reason = String(cString: strerror(errno))
      Platform.restoreSignals()
      fds.forEach { _ = Glibc.close($0) }
      throw TerminalError.system(reason)
    }
  }

  deinit { close() }

  /// Gives the signals back their handlers of before, then closes the pipe: a signal from
  /// now on acts as it did before guia (Ctrl-C ends a report written to a FIFO nobody
  /// reads), and never writes a byte into whatever file is given the pipe's descriptor
  /// number next.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    Platform.restoreSignals()
    _ = Glibc.close(signalPipe.read)
    _ = Glibc.close(signalPipe.write)
  }

  /// Waits up to `timeout` milliseconds (with `nil`, until something comes) for keys,
  /// signals, the main queue's work or the console's prints; reads the keys into `input`,
  /// runs one batch of the main queue's work.
  func wait(for input: TerminalInput, timeout: Int?) throws(TerminalError) -> Wake {
    var watched = [
      pollfd(fd: input.descriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: signalPipe.read, events: Int16(POLLIN), revents: 0),
      pollfd(fd: drainsMainQueue ? MainQueue.descriptor : -1, events: Int16(POLLIN), revents: 0),
      pollfd(fd: console?.descriptor ?? -1, events: Int16(POLLIN), revents: 0),
    ]
    let ready = poll(&watched, nfds_t(watched.count), Int32(timeout ?? -1))
    if ready < 0, errno != EINTR {
      throw TerminalError.system(String(cString: strerror(errno)))
    }
    if ready == 0 { return .timedOut }
    if watched[1].revents & Int16(POLLIN) != 0 { drainSignalPipe() }
    // POLLHUP with POLLIN: read(2) says 0.
    if watched[0].revents != 0, !input.read() { return .hangUp }
    if let console, watched[3].revents & Int16(POLLIN) != 0, console.readAvailable() {
      return .consoleChanged
    }
    if watched[2].revents & Int16(POLLIN) != 0 {
      // One batch, then back to the caller: the keys read above are taken before the next
      // batch runs, however much the queue's blocks queue again.
      MainQueue.drain()
      // What the blocks printed is shown in the same frame.
      console?.readAvailable()
      return .mainQueueDrained
    }
    return .woken
  }

  /// Empties the self-pipe: its bytes only wake the poll; the signals are flags.
  private func drainSignalPipe() {
    var buffer = [UInt8](repeating: 0, count: 256)
    while buffer.withUnsafeMutableBytes({ read(signalPipe.read, $0.baseAddress, $0.count) }) > 0 {}
  }
}
