/// Random access to a document's bytes, without holding them all: a file read in pages, a
/// pipe spooled as it arrives, or an array in tests.
public protocol ByteSource: AnyObject {
  /// The number of bytes available now; it only grows.
  var count: Int { get }
  /// The bytes in `range`, clipped to what is available.
  func bytes(in range: Range<Int>) -> [UInt8]
}

extension ByteSource {
  /// The scan step of the searches below: large enough to be fast, small enough for memory.
  static var scanChunk: Int { 1 << 16 }

  /// The index of the first `byte` at or after `start` and before `end`, if any.
  public func firstIndex(of byte: UInt8, from start: Int, before end: Int) -> Int? {
    var position = max(0, start)
    let limit = min(end, count)
    while position < limit {
      let chunkEnd = min(limit, position + Self.scanChunk)
      if let found = bytes(in: position..<chunkEnd).firstIndex(of: byte) {
        return position + found
      }
      position = chunkEnd
    }
    return nil
  }

  /// The index of the last `byte` before `end` and at or after `start`, if any.
  public func lastIndex(of byte: UInt8, before end: Int, from start: Int = 0) -> Int? {
    var position = min(end, count)
    let floor = max(0, start)
    while position > floor {
      let chunkStart = max(floor, position - Self.scanChunk)
      if let found = bytes(in: chunkStart..<position).lastIndex(of: byte) {
        return chunkStart + found
      }
      position = chunkStart
    }
    return nil
  }
}

/// Bytes held in memory: small documents and tests.
public final class InMemoryByteSource: ByteSource {
  /// The bytes.
  public private(set) var storage: [UInt8]

  /// Creates a source holding `bytes`.
  public init(_ bytes: [UInt8]) {
    storage = bytes
  }

  /// Adds bytes at the end, as a pipe delivers them.
  public func append(_ bytes: [UInt8]) {
    storage += bytes
  }

  public var count: Int { storage.count }

  public func bytes(in range: Range<Int>) -> [UInt8] {
    let clipped = range.clamped(to: 0..<storage.count)
    return Array(storage[clipped])
  }
}
