#if canImport(Glibc)
  import Glibc
#endif
import Dispatch
import Document
import Synchronization

/// Input that arrives over time (a pipe, standard input) read in pages in the background and
/// spooled to an unlinked temporary file, so memory stays bounded and keys stay responsive
/// while it is read.
final class SpooledByteSource: ByteSource, Sendable {
  private struct State {
    var count = 0
    var finished = false
    var error: String?
  }

  /// The read end of the pipe that says "more has arrived"; the terminal polls it.
  let wakeDescriptor: Int32
  private let wakeWriter: Int32
  private let spool: Int32
  private let state = Mutex(State())

  /// Starts reading `input` in the background.
  ///
  /// - Throws: a message when no spool file can be created.
  init(input: Int32) throws(GuiaError) {
    var template = Array("/tmp/guia-spool-XXXXXX".utf8CString)
    let spool = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard spool >= 0 else {
      throw .unreadable(path: "standard input", reason: "no spool file: \(String(cString: strerror(errno)))")
    }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else {
      close(spool)
      throw .unreadable(path: "standard input", reason: String(cString: strerror(errno)))
    }
    for fd in fds {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
    self.spool = spool
    wakeDescriptor = fds[0]
    wakeWriter = fds[1]
    DispatchQueue.global().async { [self] in readAll(from: input) }
  }

  var count: Int { state.withLock { $0.count } }

  /// Whether the input has ended.
  var isFinished: Bool { state.withLock { $0.finished } }

  /// Waits until the input has ended (for printing when stdout is not a terminal).
  func waitUntilFinished() {
    while !isFinished {
      var watched = pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&watched, 1, 1000)
      drainWakeups()
    }
  }

  /// Empties the wake pipe once its news has been taken.
  func drainWakeups() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while buffer.withUnsafeMutableBytes({ read(wakeDescriptor, $0.baseAddress, $0.count) }) > 0 {}
  }

  func bytes(in range: Range<Int>) -> [UInt8] {
    let range = range.clamped(to: 0..<count)
    guard !range.isEmpty else { return [] }
    var bytes = [UInt8](repeating: 0, count: range.count)
    var filled = 0
    while filled < bytes.count {
      let got = bytes.withUnsafeMutableBytes { buffer in
        pread(spool, buffer.baseAddress! + filled, buffer.count - filled,
              off_t(range.lowerBound + filled))
      }
      if got < 0, errno == EINTR { continue }
      if got <= 0 { break }
      filled += got
    }
    return Array(bytes[..<filled])
  }

  private func readAll(from input: Int32) {
    var page = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let got = page.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if got < 0, errno == EINTR { continue }
      if got <= 0 {
        let message = got < 0 ? String(cString: strerror(errno)) : nil
        state.withLock {
          $0.finished = true
          $0.error = message
        }
        wake()
        return
      }
      var written = 0
      while written < got {
        let result = page.withUnsafeBytes { buffer in
          pwrite(spool, buffer.baseAddress! + written, got - written,
                 off_t(state.withLock { $0.count } + written))
        }
        if result < 0, errno == EINTR { continue }
        if result <= 0 { break }
        written += result
      }
      state.withLock { $0.count += written }
      wake()
    }
  }

  private func wake() {
    var byte: UInt8 = 1
    _ = write(wakeWriter, &byte, 1)
  }
}
