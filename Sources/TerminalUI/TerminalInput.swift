#if canImport(Glibc)
  import Glibc
#endif

/// The keys typed at the terminal, read from its descriptor with read(2) and decoded by an
/// ``InputDecoder``.
///
/// The descriptor is left blocking (it is the shell's too: guia must not leave it
/// non-blocking); it is read only when poll(2) says it is ready, and once per readiness.
final class TerminalInput {
  /// The terminal's descriptor for keys.
  let descriptor: Int32
  private var decoder: InputDecoder
  private var queue: [Key] = []
  private var head = 0
  /// When the last byte arrived, in milliseconds of the monotonic clock.
  private var lastByte = 0
  /// Where read(2) puts the bytes, kept: a key is read into it, not into a new array.
  private var buffer = [UInt8](repeating: 0, count: 4096)
  /// Whether the last read filled ``buffer``: more may be waiting in the descriptor.
  private(set) var lastReadWasFull = false

  init(descriptor: Int32, terminalKeys: [[UInt8]: Key]) {
    self.descriptor = descriptor
    decoder = InputDecoder(terminalKeys: terminalKeys)
  }

  /// Whether keys are decoded and not yet taken: read together, they came together.
  var hasQueuedKeys: Bool { head < queue.count }

  /// The next key decoded and not yet taken.
  func nextKey() -> Key? {
    guard head < queue.count else { return nil }
    let key = queue[head]
    head += 1
    if head == queue.count {
      queue.removeAll(keepingCapacity: true)
      head = 0
    }
    return key
  }

  /// How many bytes the terminal has sent so far (``NcursesTerminal``'s idle markers say it).
  private(set) var bytesRead = 0

  /// Reads what the terminal has sent, without waiting; returns `false` at its end (a hang-up
  /// that sent no signal: read(2) gives 0, or fails with EIO).
  func readAvailable() -> Bool {
    var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&watched, 1, 0) > 0 else { return true }
    return read()
  }

  /// Reads once, after poll(2) said the descriptor is ready; returns `false` at its end.
  func read() -> Bool {
    let descriptor = descriptor
    let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 { return errno == EINTR || errno == EAGAIN }
    guard count > 0 else { return false }
    lastReadWasFull = count == buffer.count
    bytesRead += count
    lastByte = Self.now()
    queue += decoder.feed(buffer[0..<count])
    return true
  }

  /// Queues the keys of `bytes` as if the terminal had sent them (less's `+cmd`).
  func type(_ bytes: [UInt8]) {
    queue += decoder.feed(bytes[...])
    queue += decoder.timeOut()
  }

  /// Milliseconds until a sequence begun must be settled (Esc alone, a cut sequence), if one is.
  var timeout: Int? {
    decoder.deadline.map { max(0, lastByte + $0 - Self.now()) }
  }

  /// Settles a sequence begun whose wait is over.
  func settleIfDue() {
    guard let timeout, timeout == 0 else { return }
    queue += decoder.timeOut()
  }

  /// The monotonic clock, in milliseconds.
  static func now() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
  }
}
