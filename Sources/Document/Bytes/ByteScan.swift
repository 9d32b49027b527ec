#if canImport(Glibc)
  import Glibc
#endif

/// memchr's looks at raw bytes, for the passes over a whole large document that come before
/// its first frame (a 10 MB Markdown file's carriage returns, lines and newlines): a byte at
/// a time in Swift they cost 5 to 12 instructions a byte, a third of that first frame.
enum ByteScan {
  /// The index of the first `byte` in `bytes` at or after `start`, if any.
  static func firstIndex(of byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
    guard start < bytes.count else { return nil }
    return bytes.withUnsafeBufferPointer { buffer in
      memchr(buffer.baseAddress! + start, Int32(byte), buffer.count - start).map {
        UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - buffer.baseAddress!
      }
    }
  }

  /// Whether `bytes` holds `byte`.
  static func contains(_ byte: UInt8, in bytes: ArraySlice<UInt8>) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      buffer.isEmpty ? false : memchr(buffer.baseAddress!, Int32(byte), buffer.count) != nil
    }
  }

  /// How many times `byte` occurs in `bytes`.
  static func count(of byte: UInt8, in bytes: [UInt8]) -> Int {
    var count = 0
    var start = 0
    while let index = firstIndex(of: byte, in: bytes, from: start) {
      count += 1
      start = index + 1
    }
    return count
  }
}
