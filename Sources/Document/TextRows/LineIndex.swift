/// How many newlines come before each 64 KiB of a document's bytes, counted once as far as
/// they are asked for: line numbers (less's `-N`, `=`, `NG`) then cost a chunk's scan, not
/// the whole file's, however far into a gigabyte the reader is.
///
/// It is shared by every layout of the same bytes (a reflow keeps it): the bytes only grow,
/// so what is counted stays true.
public final class LineIndex {
  /// The bytes counted.
  public let source: ByteSource
  /// The bytes per checkpoint.
  public static let chunk = 1 << 16
  /// `newlines[k]`: the newlines before byte `k * chunk`.
  private var newlines: [Int] = [0]

  /// An index of `source`'s lines, nothing counted yet.
  public init(source: ByteSource) {
    self.source = source
  }

  /// The number (from 1) of the line holding the byte at `offset`: the newlines before it,
  /// plus one.
  /// - Complexity: O(`offset`) the first time the index reaches there, O(64 KiB) after.
  public func lineNumber(at offset: Int) -> Int {
    let end = min(max(0, offset), source.count)
    let checkpoint = extend(through: end / Self.chunk)
    return newlines[checkpoint] + Self.count(source, from: checkpoint * Self.chunk, to: end) + 1
  }

  /// The start of line `line` (from 1), or of the last line when there are fewer; a newline
  /// that ends the bytes starts no line.
  public func position(ofLine line: Int) -> Int {
    let wanted = max(0, line - 1)
    guard wanted > 0 else { return 0 }
    // The last checkpoint with fewer newlines before it than wanted: the line starts after it.
    while newlines[newlines.count - 1] < wanted, newlines.count * Self.chunk <= source.count {
      _ = extend(through: newlines.count)
    }
    // newlines[0] is 0, below any line wanted here.
    let low = newlines.lastIndex(notAbove: wanted - 1) ?? 0
    var remaining = wanted - newlines[low]
    var offset = low * Self.chunk
    let scanStart = offset
    var lastLineStart: Int?
    let end = source.count
    while offset < end {
      let chunkEnd = min(end, offset + Self.chunk)
      let bytes = source.bytes(in: offset..<chunkEnd)
      for (index, byte) in bytes.enumerated() where byte == 0x0A {
        let next = offset + index + 1
        if next < end { lastLineStart = next }
        remaining -= 1
        if remaining == 0, next < end { return next }
        if remaining == 0 { break }
      }
      offset = chunkEnd
    }
    // Fewer lines than asked: the last line's start, found back from where the scan began
    // only when the scan saw none (a long last line).
    if let lastLineStart { return lastLineStart }
    return scanStart > 0 ? (source.lastIndex(of: 0x0A, before: scanStart).map { $0 + 1 } ?? 0) : 0
  }

  /// Counts checkpoints up to `checkpoint` where the bytes reach it; returns the last one
  /// counted, at most `checkpoint`.
  private func extend(through checkpoint: Int) -> Int {
    while newlines.count <= checkpoint, newlines.count * Self.chunk <= source.count {
      let start = (newlines.count - 1) * Self.chunk
      newlines.append(newlines[newlines.count - 1] + Self.count(source, from: start, to: start + Self.chunk))
    }
    return min(checkpoint, newlines.count - 1)
  }

  /// The newlines in `start..<end` of `source`.
  static func count(_ source: ByteSource, from start: Int, to end: Int) -> Int {
    guard end > start else { return 0 }
    var total = 0
    source.bytes(in: start..<end).withUnsafeBufferPointer { buffer in
      for byte in buffer where byte == 0x0A { total += 1 }
    }
    return total
  }
}
