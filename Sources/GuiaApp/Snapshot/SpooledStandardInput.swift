#if canImport(Glibc)
  import Glibc
#endif

/// `cmd | guia snapshot -`: standard input read to its end into a file of guia's own making
/// (`mkstemp` in `$TMPDIR`, unlinked at once), which the guia inside reads as its standard
/// input. Read whole first, so that the picture shows the input as it ended, not as much of it
/// as had arrived when guia fell idle; a regular file, so that the guia inside pages it.
///
/// The read is bounded, as every step of a snapshot is: by ``limit`` bytes (`yes | guia
/// snapshot -` wrote 0.9 GB/s into `$TMPDIR` until the disk was full) and by the snapshot's
/// `--timeout` (an input that never ends, `tail -f`, waited for ever). Past either, nothing is
/// shown: the snapshot stops with a message saying which, and the spool is gone.
enum SpooledStandardInput {
  /// The most standard input a snapshot reads: a screen's picture of more is no use, and the
  /// spool must not fill the disk.
  static let limit = 128 << 20

  /// An open descriptor on the spooled copy of `input` (standard input), at its start; throws
  /// when `input` holds more than `limit` bytes or has not ended after `timeout` seconds.
  static func spool(from input: Int32 = 0, limit: Int = limit, timeout: Int) throws(GuiaError) -> Int32 {
    let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array("\(folder)/guia-snapshot-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw .unreadable(path: "standard input", reason: String(cString: strerror(errno))) }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    // Nobody else ever sees it by its name.
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    do {
      try copy(input, to: descriptor, limit: limit, timeout: timeout)
    } catch {
      close(descriptor)
      throw error
    }
    lseek(descriptor, 0, SEEK_SET)
    return descriptor
  }

  /// Copies `input` to its end into `descriptor`, within `limit` bytes and `timeout` seconds.
  private static func copy(_ input: Int32, to descriptor: Int32, limit: Int, timeout: Int) throws(GuiaError) {
    var deadline = timespec()
    clock_gettime(CLOCK_MONOTONIC, &deadline)
    deadline.tv_sec += timeout
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var total = 0
    while true {
      var now = timespec()
      clock_gettime(CLOCK_MONOTONIC, &now)
      let remaining = Int(deadline.tv_sec - now.tv_sec) * 1000 + Int(deadline.tv_nsec - now.tv_nsec) / 1_000_000
      guard remaining > 0 else { throw .snapshotInputNotEnded(seconds: timeout) }
      // Waited for with the deadline: a read would block past it on a pipe that stays open.
      var watched = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      let ready = poll(&watched, 1, Int32(min(remaining, 1000)))
      if ready < 0, errno == EINTR { continue }
      if ready == 0 { continue }
      let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      if count < 0 { throw .unreadable(path: "standard input", reason: String(cString: strerror(errno))) }
      if count == 0 { return }
      total += count
      guard total <= limit else { throw .snapshotInputTooLarge(mebibytes: limit >> 20) }
      guard FileHandleWriter(descriptor: descriptor).write(bytes: Array(chunk[..<count])) else {
        throw .unreadable(path: "standard input", reason: String(cString: strerror(errno)))
      }
    }
  }
}
