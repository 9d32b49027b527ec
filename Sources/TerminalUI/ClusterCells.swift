import Document
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The cells of text that is not plain ASCII, segmented once and remembered.
///
/// Every frame draws its rows anew, and most rows are the ones the last frame drew (a scroll
/// moves them, the header, divider and footer stay): segmenting their clusters with ICU and
/// measuring each one again was a third of a key's work on Spanish or Japanese text. The
/// cells of a span's text are kept here by the text, up to ``limit`` texts (then forgotten
/// all at once, as a cache of the screen in view needs no more).
enum ClusterCells {
  /// The texts remembered at most.
  static let limit = 512
  /// The longest text remembered, in UTF-8 bytes: a longer one (a line chopped at the
  /// window's edge) is segmented each time rather than kept.
  static let longestText = 2048

  private static let cache = Mutex([Bytes: [Cell]]())

  /// A text as its UTF-8 bytes. A `String` key hashes and compares by canonical equivalence,
  /// normalising text that is not ASCII at every lookup (most of a lookup's work); the cells
  /// are the bytes', so two texts are the same key only when their bytes are.
  private struct Bytes: Hashable {
    let string: String

    static func == (lhs: Bytes, rhs: Bytes) -> Bool {
      lhs.string.utf8.withContiguousStorageIfAvailable { left in
        rhs.string.utf8.withContiguousStorageIfAvailable { right in
          left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
        }
      }.flatMap { $0 } ?? lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    func hash(into hasher: inout Hasher) {
      let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
      }
      if hashed == nil {
        Array(string.utf8).withUnsafeBytes { hasher.combine(bytes: $0) }
      }
    }
  }

  /// The cells of `text`'s clusters in order, each with its width (0 for a lone combining
  /// mark, which joins the cell before it) and no style.
  static func cells(of text: DisplayText) -> [Cell] {
    let key = Bytes(string: text.string)
    guard key.string.utf8.count <= longestText else { return segment(text) }
    if let cells = cache.withLock({ $0[key] }) { return cells }
    let cells = segment(text)
    cache.withLock { cache in
      if cache.count >= limit { cache.removeAll(keepingCapacity: true) }
      cache[key] = cells
    }
    return cells
  }

  private static func segment(_ text: DisplayText) -> [Cell] {
    var cells: [Cell] = []
    text.forEachCluster { cluster in
      cells.append(Cell(cluster, width: DisplayWidth.of(cluster: cluster.string)))
    }
    return cells
  }
}
