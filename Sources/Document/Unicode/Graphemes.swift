import CICU

/// Grapheme clusters (Unicode's extended grapheme clusters, UAX #29), from ICU.
///
/// A cluster is what a reader sees as one character and what a terminal draws in one place: a
/// base and its marks, a flag (two regional indicators), an emoji ZWJ sequence. Swift's
/// `Character` follows the same rules, but from a different copy of Unicode's data than ICU's
/// line breaker: guia takes both from ICU so that a row is never broken inside a cluster and
/// widths, wrapping and drawing always agree on where a cluster starts.
public enum Graphemes {
  /// The byte offsets at which the clusters of the UTF-8 `bytes` end, in order; the last is
  /// `bytes.count`. Empty for empty input.
  /// - Complexity: O(n) in the number of bytes.
  public static func ends(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
    guard !bytes.isEmpty else { return [] }
    if isSimpleASCII(bytes) { return Array(1...bytes.count) }
    if let ends = standaloneScalarEnds(bytes) { return ends }
    return ICUBoundaries.of(.grapheme, inUTF8: bytes).map(\.offset)
  }

  /// The end of each scalar, when every scalar of the valid UTF-8 `bytes` is a cluster of
  /// its own (``isStandalone(_:)``) and no CR is followed by LF; `nil` otherwise.
  ///
  /// Text a screen shows when nothing of the document asks for ICU (the footer's rule of
  /// `─`, a title with an accent) is answered here, so ICU's break iterator is not opened:
  /// opening it loads its rules and locale data, seven 64 KiB windows of ICU's data mapped
  /// at a first screen of plain ASCII text.
  static func standaloneScalarEnds(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int]? {
    var ends: [Int] = []
    ends.reserveCapacity(bytes.count)
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    var previous: Unicode.Scalar = "\0"
    while case .scalarValue(let scalar) = decoder.decode(&iterator) {
      guard isStandalone(scalar), !(previous == "\r" && scalar == "\n") else { return nil }
      offset += UTF8.width(scalar)
      ends.append(offset)
      previous = scalar
    }
    // An invalid sequence (or none decoded) is left to ICU, which repairs it its own way.
    return offset == bytes.count ? ends : nil
  }

  /// Whether `scalar` is a cluster of its own whatever is around it, other scalars of this
  /// kind or ASCII: its Grapheme_Cluster_Break is Control (a boundary on both sides, UAX #29
  /// GB4 and GB5) or Other, and so is that of every scalar it may meet here, so that only
  /// GB999 (a boundary everywhere else) applies. Latin letters and their punctuation
  /// (U+00A0–U+02FF, before the combining marks), general punctuation without its format
  /// characters, arrows, box drawing, block elements and geometric shapes. The emoji among
  /// them join only through a ZWJ or a variation selector, which are not of this kind.
  static func isStandalone(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x80, 0xA0...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF,
      0x2500...0x25FF:
      return true
    default:
      return false
    }
  }

  /// The clusters of `text`, in order.
  public static func clusters(of text: some StringProtocol) -> [Substring] {
    let string = String(text)
    var clusters: [Substring] = []
    forEach(in: string) { clusters.append($0) }
    return clusters
  }

  /// Calls `body` with each cluster of `text`, in order.
  public static func forEach(in text: String, _ body: (Substring) -> Void) {
    var text = text
    let ends: [Int] = text.withUTF8 { Graphemes.ends(inUTF8: $0) }
    let utf8 = text.utf8
    var start = utf8.startIndex
    for end in ends {
      let next = utf8.index(utf8.startIndex, offsetBy: end)
      body(text[start..<next])
      start = next
    }
  }

  /// Whether every byte is ASCII and no CR is followed by LF: then each byte is a cluster.
  static func isSimpleASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var previous: UInt8 = 0
    for byte in bytes {
      if byte >= 0x80 || (previous == 0x0D && byte == 0x0A) { return false }
      previous = byte
    }
    return true
  }
}

/// Boundaries found by one of ICU's break iterators.
enum ICUBoundaries {
  /// The iterators guia uses.
  enum Kind {
    /// Grapheme clusters.
    case grapheme
    /// Line-break opportunities, Japanese strict.
    case line

    var icu: Int32 {
      switch self {
      case .grapheme: return Int32(GUIA_BREAK_GRAPHEME)
      case .line: return Int32(GUIA_BREAK_LINE)
      }
    }
  }

  /// The boundaries of `kind` after the start of `bytes`, with whether each is mandatory.
  static func of(_ kind: Kind, inUTF8 bytes: UnsafeBufferPointer<UInt8>)
    -> [(offset: Int, isMandatory: Bool)]
  {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return [] }
    // There are never more boundaries than bytes.
    let capacity = bytes.count
    var offsets = [Int32](repeating: 0, count: capacity)
    var hard = [UInt8](repeating: 0, count: capacity)
    let count = offsets.withUnsafeMutableBufferPointer { out in
      hard.withUnsafeMutableBufferPointer { hardOut in
        base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { text in
          guia_icu_boundaries(
            kind.icu, text, Int64(bytes.count), out.baseAddress,
            kind == .line ? hardOut.baseAddress : nil, Int32(capacity))
        }
      }
    }
    // ICU fails only when its data cannot be loaded: then every scalar boundary is offered,
    // which is never worse than breaking inside a word.
    guard count >= 0 else { return scalarEnds(bytes).map { ($0, false) } }
    return (0..<Int(count)).map { (Int(offsets[$0]), hard[$0] != 0) }
  }

  private static func scalarEnds(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
    var ends: [Int] = []
    for (index, byte) in bytes.enumerated() where index > 0 && byte & 0xC0 != 0x80 {
      ends.append(index)
    }
    ends.append(bytes.count)
    return ends
  }
}
