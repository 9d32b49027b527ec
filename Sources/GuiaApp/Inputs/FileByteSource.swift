#if canImport(Glibc)
  import Glibc
#endif
import Document

/// A regular file read in pages with `pread`, never whole: only the pages around what is shown
/// are kept, so memory stays bounded whatever the file's size.
final class FileByteSource: ByteSource {
  /// The size of a page read at once.
  static let pageSize = 1 << 16
  /// How many pages are kept.
  static let pagesKept = 32

  private(set) var count: Int
  /// The file's name, for errors.
  let path: String
  private let descriptor: Int32
  /// How many bytes before ``count`` are kept to tell a file rewritten from one that grew.
  static let tailLength = 256

  private var pages: [Int: [UInt8]] = [:]
  private var recentlyUsed: [Int] = []
  /// The last bytes known, as they were read: when the file no longer holds them there, it
  /// was rewritten.
  private var tail: [UInt8] = []

  /// Takes ownership of `descriptor`, an open regular file of `count` bytes named `path`.
  init(descriptor: Int32, count: Int, path: String) {
    self.descriptor = descriptor
    self.count = count
    self.path = path
    tail = readTail()
  }

  deinit { close(descriptor) }

  /// How a file changed since it was last looked at.
  enum Change: Hashable, Sendable {
    /// Nothing new.
    case unchanged
    /// Text was added at the end.
    case grew
    /// The file was cut short, or rewritten from its start (logrotate's `copytruncate`, a
    /// `>` redirection): what was read of it is gone, and it is read again from the start.
    case truncated
  }

  /// Takes what happened to the file since it was last looked at (follow mode, End), as
  /// `tail -F` does: it may have grown, or been truncated; a file truncated and written again
  /// past its old size before this look is told by its last known bytes, which are no longer
  /// where they were.
  func refresh() -> Change {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .unchanged }
    let size = Int(status.st_size)
    if size < count || readTail() != tail {
      pages = [:]
      recentlyUsed = []
      count = size
      tail = readTail()
      return .truncated
    }
    guard size > count else { return .unchanged }
    // The last page was read short: read it again with what was added.
    pages[count / Self.pageSize] = nil
    recentlyUsed.removeAll { $0 == count / Self.pageSize }
    count = size
    tail = readTail()
    return .grew
  }

  /// The file's bytes just before ``count``, read now.
  private func readTail() -> [UInt8] {
    let start = max(0, count - Self.tailLength)
    var bytes = [UInt8](repeating: 0, count: count - start)
    var filled = 0
    while filled < bytes.count {
      let got = bytes.withUnsafeMutableBytes { buffer in
        pread(descriptor, buffer.baseAddress! + filled, buffer.count - filled, off_t(start + filled))
      }
      if got < 0, errno == EINTR { continue }
      if got <= 0 { break }
      filled += got
    }
    return Array(bytes[..<filled])
  }

  func bytes(in range: Range<Int>) -> [UInt8] {
    let range = range.clamped(to: 0..<count)
    guard !range.isEmpty else { return [] }
    // A whole page (a file's first screen asks for its first page) is handed as it is kept,
    // its storage shared rather than copied: 64 KiB less to write, and to keep resident.
    if range.lowerBound % Self.pageSize == 0 {
      let page = self.page(range.lowerBound / Self.pageSize)
      if page.count == range.count { return page }
    }
    var result: [UInt8] = []
    result.reserveCapacity(range.count)
    var position = range.lowerBound
    while position < range.upperBound {
      let index = position / Self.pageSize
      let page = self.page(index)
      let pageStart = index * Self.pageSize
      let from = position - pageStart
      let to = min(page.count, range.upperBound - pageStart)
      guard from < to else { break }
      result += page[from..<to]
      position = pageStart + to
    }
    return result
  }

  private func page(_ index: Int) -> [UInt8] {
    if let page = pages[index] {
      if recentlyUsed.last != index {
        recentlyUsed.removeAll { $0 == index }
        recentlyUsed.append(index)
      }
      return page
    }
    // Read into uninitialised storage: zeroing 64 KiB first was a pass over it for nothing.
    let page = [UInt8](unsafeUninitializedCapacity: Self.pageSize) { buffer, initialized in
      var filled = 0
      while filled < buffer.count {
        let got = pread(descriptor, buffer.baseAddress! + filled, buffer.count - filled,
                        off_t(index * Self.pageSize + filled))
        if got < 0, errno == EINTR { continue }
        if got <= 0 { break }
        filled += got
      }
      initialized = filled
    }
    pages[index] = page
    recentlyUsed.append(index)
    if recentlyUsed.count > Self.pagesKept {
      pages[recentlyUsed.removeFirst()] = nil
    }
    return page
  }
}

extension FileByteSource: ByteStream {
  /// The file from its first byte to its end now, which may be past ``count`` (as `cat`, it
  /// reads until a read returns nothing).
  func copyBytes(to write: ([UInt8]) -> Bool) throws(GuiaError) -> Bool {
    try Self.copy(descriptor, path: path, positional: true, to: write)
  }
}
