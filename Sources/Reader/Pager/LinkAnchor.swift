import Document

/// A `#name` link's target, as less's `^O^O` follows it: the line that holds an OSC 8 sequence
/// whose parameters (`ESC ] 8 ; params ; URI`, colon-separated) include `id=name`. The layout
/// keeps no parameters (an anchor has no text to draw), so the source's bytes are read.
enum LinkAnchor {
  /// The name a link's address points to inside the same document (`#name`), if it does.
  static func name(of address: String) -> String? {
    guard address.hasPrefix("#"), address.count > 1 else { return nil }
    return String(address.dropFirst())
  }

  /// The offset of the first line at or after the line holding `start` that has an anchor
  /// `id=name`, going round to the beginning as less's search with `SRCH_WRAP` does.
  static func line(named name: String, from start: Int, in source: any ByteSource) -> Int? {
    found(named: name, from: start, in: source)?.line
  }

  /// ``line(named:from:in:)``, and whether the search went round the end to find it (less
  /// then says so: "Search hit bottom; continuing at top").
  static func found(named name: String, from start: Int, in source: any ByteSource) -> (line: Int, wrapped: Bool)? {
    let lineStart = source.lastIndex(of: 0x0A, before: min(start, source.count)).map { $0 + 1 } ?? 0
    if let found = firstAnchor(named: name, in: source, from: lineStart, to: source.count) {
      return (found, false)
    }
    return firstAnchor(named: name, in: source, from: 0, to: lineStart).map { ($0, true) }
  }

  /// The bytes an anchor's parameters are looked at within: longer ones are not links.
  private static let longestSequence = 4096
  private static let chunk = 1 << 16

  /// The start of the line of the first anchor `id=name` beginning in `start..<end`.
  private static func firstAnchor(named name: String, in source: any ByteSource, from start: Int, to end: Int) -> Int? {
    let wanted = Array("id=\(name)".utf8)
    var position = start
    while position < end {
      let upper = min(end, position + chunk)
      let bytes = source.bytes(in: position..<min(source.count, upper + longestSequence))
      var index = 0
      while index < upper - position {
        if bytes[index] == 0x1B, matches(bytes, at: index, wanted: wanted) {
          let offset = position + index
          return source.lastIndex(of: 0x0A, before: offset).map { $0 + 1 } ?? 0
        }
        index += 1
      }
      position = upper
    }
    return nil
  }

  /// Whether `bytes` hold at `index` an OSC 8 sequence's opening with the parameter `wanted`.
  private static func matches(_ bytes: [UInt8], at index: Int, wanted: [UInt8]) -> Bool {
    let opening: [UInt8] = [0x1B, 0x5D, 0x38, 0x3B]  // ESC ] 8 ;
    guard index + opening.count <= bytes.count,
      bytes[index..<(index + opening.count)].elementsEqual(opening)
    else { return false }
    var parameterStart = index + opening.count
    var cursor = parameterStart
    while cursor < bytes.count {
      let byte = bytes[cursor]
      if byte == 0x3A || byte == 0x3B {
        if bytes[parameterStart..<cursor].elementsEqual(wanted) { return true }
        if byte == 0x3B { return false }
        parameterStart = cursor + 1
      } else if byte < 0x20 {
        return false
      }
      cursor += 1
    }
    return false
  }
}
