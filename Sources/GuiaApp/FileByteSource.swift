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
  private var pages: [Int: [UInt8]] = [:]
  private var recentlyUsed: [Int] = []

  /// Takes ownership of `descriptor`, an open regular file of `count` bytes named `path`.
  init(descriptor: Int32, count: Int, path: String) {
    self.descriptor = descriptor
    self.count = count
    self.path = path
  }

  deinit { close(descriptor) }

  /// Takes a file that grew since it was opened (follow mode); returns whether it did.
  func refresh() -> Bool {
    var status = stat()
    guard fstat(descriptor, &status) == 0, Int(status.st_size) > count else { return false }
    // The last page was read short: read it again with what was added.
    pages[count / Self.pageSize] = nil
    recentlyUsed.removeAll { $0 == count / Self.pageSize }
    count = Int(status.st_size)
    return true
  }

  func bytes(in range: Range<Int>) -> [UInt8] {
    let range = range.clamped(to: 0..<count)
    guard !range.isEmpty else { return [] }
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
    var page = [UInt8](repeating: 0, count: Self.pageSize)
    var filled = 0
    while filled < page.count {
      let got = page.withUnsafeMutableBytes { buffer in
        pread(descriptor, buffer.baseAddress! + filled, buffer.count - filled,
              off_t(index * Self.pageSize + filled))
      }
      if got < 0, errno == EINTR { continue }
      if got <= 0 { break }
      filled += got
    }
    page.removeSubrange(filled...)
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
