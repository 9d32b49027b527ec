#if canImport(Glibc)
  import Glibc
#endif

/// `cmd | guia snapshot -`: standard input read to its end into a file of guia's own making
/// (`mkstemp` in `$TMPDIR`, unlinked at once), which the guia inside reads as its standard
/// input. Read whole first, so that the picture shows the input as it ended, not as much of it
/// as had arrived when guia fell idle; a regular file, so that the guia inside pages it.
enum SpooledStandardInput {
  /// An open descriptor on the spooled copy, at its start.
  static func spool() throws(GuiaError) -> Int32 {
    let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array("\(folder)/guia-snapshot-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw .unreadable(path: "standard input", reason: String(cString: strerror(errno))) }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    // Nobody else ever sees it by its name.
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count < 0 {
        let reason = String(cString: strerror(errno))
        close(descriptor)
        throw .unreadable(path: "standard input", reason: reason)
      }
      if count == 0 { break }
      guard FileHandleWriter(descriptor: descriptor).write(bytes: Array(chunk[..<count])) else {
        let reason = String(cString: strerror(errno))
        close(descriptor)
        throw .unreadable(path: "standard input", reason: reason)
      }
    }
    lseek(descriptor, 0, SEEK_SET)
    return descriptor
  }
}
