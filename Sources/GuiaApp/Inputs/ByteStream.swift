#if canImport(Glibc)
  import Glibc
#endif

/// Plain text that can be copied out byte for byte: when standard output is not a terminal, a
/// document that is not Markdown is written as it is, as `cat` and less do, so that nothing a
/// script reads from guia differs from the file (no wrapping, tabs and trailing spaces kept,
/// every byte kept, even invalid UTF-8 and control characters: it is no screen).
protocol ByteStream {
  /// Reads the input from its start to its end and hands every page to `write`, in order;
  /// returns `false` as soon as `write` does.
  ///
  /// - Throws: ``GuiaError/unreadable(path:reason:)`` when a read fails.
  func copyBytes(to write: ([UInt8]) -> Bool) throws(GuiaError) -> Bool
}

extension ByteStream {
  /// Reads `descriptor` at `offset` (or from where it stands, when `offset` is `nil`, as a pipe
  /// must be read) page by page to its end, handing each page to `write`.
  static func copy(
    _ descriptor: Int32, path: String, positional: Bool, to write: ([UInt8]) -> Bool
  ) throws(GuiaError) -> Bool {
    var page = [UInt8](repeating: 0, count: 1 << 16)
    var offset = 0
    while true {
      let got = page.withUnsafeMutableBytes { buffer in
        positional
          ? pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
          : read(descriptor, buffer.baseAddress, buffer.count)
      }
      if got < 0, errno == EINTR { continue }
      if got < 0 { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
      if got == 0 { return true }
      offset += got
      guard write(Array(page[..<got])) else { return false }
    }
  }
}
