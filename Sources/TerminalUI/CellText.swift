import Synchronization

/// The grapheme cluster of a ``Cell``, held in two words with nothing to retain.
///
/// Every key copies and compares the whole screen (about two thousand cells at 80x24): a
/// `String` in each cell made every copy a call through its value witness and every drop a
/// release. A cluster of up to ``inlineCapacity`` UTF-8 bytes (every letter, CJK character,
/// flag and most emoji) is kept inline; a longer one (a family emoji, a letter under many
/// combining marks) is kept once in ``table`` and the cell holds its number. Equal clusters
/// are equal values either way, so cells still compare by their words.
struct CellText: Hashable, Sendable {
  // Bytes 0–14 of the UTF-8, little-endian across the two words; the top byte of `high` is
  // the length, or `longMarker` when `low` is a number in the table.
  private var low: UInt64
  private var high: UInt64

  /// The longest cluster kept inline, in UTF-8 bytes.
  static let inlineCapacity = 15
  private static let longMarker: UInt64 = 0xFF

  /// The cluster of the ASCII byte `byte`.
  init(ascii byte: UInt8) {
    low = UInt64(byte)
    high = 1 << 56
  }

  /// The cluster `string` (already sanitised by the cell's initialiser).
  init(_ string: String) {
    if let words = Self.inlineWords(string) {
      (low, high) = words
    } else if let number = Self.number(of: string) {
      low = UInt64(number)
      high = Self.longMarker << 56
    } else {
      // The table is full: the cluster shows its first characters that fit inline.
      var prefix = ""
      for scalar in string.unicodeScalars {
        guard prefix.utf8.count + String(scalar).utf8.count <= Self.inlineCapacity else { break }
        prefix.unicodeScalars.append(scalar)
      }
      (low, high) = Self.inlineWords(prefix) ?? (0x20, 1 << 56)
    }
  }

  /// The words of `string` kept inline, or `nil` when it is too long for them.
  private static func inlineWords(_ string: String) -> (UInt64, UInt64)? {
    var string = string
    return string.withUTF8 { bytes in
      guard bytes.count <= inlineCapacity else { return nil }
      var words: (UInt64, UInt64) = (0, 0)
      withUnsafeMutableBytes(of: &words) { raw in
        for (index, byte) in bytes.enumerated() { raw[index] = byte }
      }
      return (UInt64(littleEndian: words.0), UInt64(littleEndian: words.1) | UInt64(bytes.count) << 56)
    }
  }

  private var length: Int { Int(high >> 56) }
  private var isLong: Bool { high >> 56 == Self.longMarker }

  /// Whether the cluster is empty (the second cell of a wide character).
  var isEmpty: Bool { high >> 56 == 0 }

  /// The cluster as a string.
  var string: String {
    withUTF8 { String(decoding: $0, as: UTF8.self) }
  }

  /// Calls `body` with the cluster's UTF-8 bytes.
  func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if isLong {
      var string = Self.table.withLock { $0.clusters[Int(low)] }
      return string.withUTF8(body)
    }
    var words = (low.littleEndian, (high & ~(0xFF << 56)).littleEndian)
    let count = length
    return withUnsafeBytes(of: &words) { raw in
      body(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[0..<count]))
    }
  }

  /// Appends the cluster's UTF-8 bytes to `output`.
  func appendUTF8(to output: inout [UInt8]) {
    if length == 1 {
      output.append(UInt8(truncatingIfNeeded: low))
      return
    }
    withUTF8 { output.append(contentsOf: $0) }
  }

  // MARK: Long clusters

  /// Every long cluster met, each once (numbers are positions).
  private static let table = Mutex(ClusterTable())

  private struct ClusterTable: ~Copyable {
    var clusters: [String] = []
    var numbers: [String: Int] = [:]
  }

  /// The long clusters kept at most (a few megabytes): in a document made to hold more
  /// distinct ones than any text does, each later one shows its first characters.
  static let tableLimit = 1 << 16

  /// The number of `cluster` in the table, adding it the first time; `nil` once it is full.
  private static func number(of cluster: String) -> Int? {
    table.withLock { table in
      if let number = table.numbers[cluster] { return number }
      guard table.clusters.count < tableLimit else { return nil }
      table.clusters.append(cluster)
      table.numbers[cluster] = table.clusters.count - 1
      return table.clusters.count - 1
    }
  }
}
