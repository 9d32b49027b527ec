#if canImport(Glibc)
  import Glibc
#endif
import Synchronization

/// Stops a load that waits on the outside (a FIFO's silent writer, a `LESSOPEN` command that
/// does not answer): every wait of the load watches it as well as what it waits for, and a
/// preprocessor's command is killed, with the children it started. The reader asked for
/// another file (`:n` again) or quit meanwhile.
final class LoadCancellation: Sendable {
  /// Readable once cancelled: a wait polls it beside its own descriptor.
  private let signal: (read: Int32, write: Int32)
  private let state = Mutex<(cancelled: Bool, command: pid_t?)>((false, nil))

  /// A cancellation not yet made; `nil` when no pipe can be had.
  init?() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    signal = (ends[0], ends[1])
  }

  deinit {
    close(signal.read)
    close(signal.write)
  }

  /// Whether the load was cancelled.
  var isCancelled: Bool { state.withLock { $0.cancelled } }

  /// Cancels the load: its waits end, its command's process group is killed.
  func cancel() {
    let command: pid_t? = state.withLock { state in
      guard !state.cancelled else { return nil }
      state.cancelled = true
      return state.command
    }
    var byte: UInt8 = 1
    _ = write(signal.write, &byte, 1)
    if let command { kill(-command, SIGKILL) }
  }

  /// Starts the load's command with `start`, the leader of its own process group, unless the
  /// load was cancelled; `nil` then, or when it could not start. The command is started under
  /// the lock that `cancel()` takes: a reader that quits meanwhile waits for it to exist and
  /// kills it, so that no command outlives guia (it kept the terminal open).
  func launch(_ start: () -> pid_t?) -> pid_t? {
    state.withLock { state in
      guard !state.cancelled, let command = start() else { return nil }
      state.command = command
      return command
    }
  }

  /// Forgets the command once it has been waited for: its pid may be reused.
  func forgetCommand() {
    state.withLock { $0.command = nil }
  }

  /// Waits until `descriptor` can be read (or has hung up); `false` when the load was
  /// cancelled first.
  func waitReadable(_ descriptor: Int32) -> Bool {
    var watched = [
      pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: signal.read, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      let ready = poll(&watched, 2, -1)
      if ready < 0, errno == EINTR { continue }
      if watched[1].revents != 0 || isCancelled { return false }
      return true
    }
  }
}
