#if canImport(Glibc)
  import Glibc
#endif
import Document
import Synchronization

/// Input that arrives over time (a pipe, standard input), kept in an unlinked temporary file
/// as its pages arrive, so memory stays bounded whatever comes down the pipe.
final class SpooledByteSource: ByteSource, Sendable {
  private let spool: Int32
  private let stored = Mutex(0)

  /// Creates an empty spool.
  ///
  /// - Throws: a message when no spool file can be created.
  init() throws(GuiaError) {
    var template = Array("/tmp/guia-spool-XXXXXX".utf8CString)
    let spool = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard spool >= 0 else {
      throw .unreadable(
        path: "standard input", reason: "no spool file: \(String(cString: strerror(errno)))")
    }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    _ = fcntl(spool, F_SETFD, FD_CLOEXEC)
    self.spool = spool
  }

  deinit { close(spool) }

  var count: Int { stored.withLock { $0 } }

  /// Adds a page that arrived; returns whether it was all stored.
  @discardableResult
  func append(_ bytes: [UInt8]) -> Bool {
    stored.withLock { count in
      var written = 0
      while written < bytes.count {
        let result = bytes.withUnsafeBytes { buffer in
          pwrite(spool, buffer.baseAddress! + written, bytes.count - written, off_t(count + written))
        }
        if result < 0, errno == EINTR { continue }
        if result <= 0 { break }
        written += result
      }
      count += written
      return written == bytes.count
    }
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
}
