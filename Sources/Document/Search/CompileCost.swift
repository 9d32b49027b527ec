/// What a regular expression would cost to compile, read before any engine sees it: glibc's
/// `regcomp` copies a bounded repetition's item once per count, so `a{1,32767}` asks for
/// 8.4 GB and `(a{1,100}){1,100}` for ten thousand copies. Patterns whose copies add up past
/// ``limit`` are refused with a message; none that a reader types to find text comes near.
enum CompileCost {
  /// The most items a pattern may expand to.
  static let limit = 4_000

  /// Why `pattern` is refused, or `nil`.
  static func problem(_ pattern: String) -> String? {
    let cost = expandedSize(Array(pattern.utf8))
    guard cost > limit else { return nil }
    return "pattern too costly to compile (\(cost > 999_999 ? "over a million" : "\(cost)") repeated items; at most \(limit))"
  }

  /// The items `bytes` would expand to: each atom 1, a group the sum of its items, an item
  /// followed by `{m,n}` times the larger bound (`*`, `+`, `?` keep it once), nested
  /// repetitions multiplied.
  static func expandedSize(_ bytes: [UInt8]) -> Int {
    // The sizes of the open groups' items so far, and of the last item of each.
    var groups: [(total: Int, last: Int)] = [(0, 0)]
    var index = 0
    func add(_ size: Int) {
      groups[groups.count - 1].total = min(Int.max / 2, groups[groups.count - 1].total + size)
      groups[groups.count - 1].last = size
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "("):
        groups.append((0, 0))
        index += 1
      case UInt8(ascii: ")") where groups.count > 1:
        let group = groups.removeLast()
        add(max(1, group.total))
        index += 1
      case UInt8(ascii: "{"):
        var end = index + 1
        var bounds: [Int] = [0]
        while end < bytes.count, bytes[end] != UInt8(ascii: "}") {
          if bytes[end] == UInt8(ascii: ",") {
            bounds.append(0)
          } else if (0x30...0x39).contains(bytes[end]) {
            bounds[bounds.count - 1] = min(1_000_000, bounds[bounds.count - 1] * 10 + Int(bytes[end] - 0x30))
          }
          end += 1
        }
        let times = max(1, bounds.max() ?? 1)
        let last = groups[groups.count - 1].last
        groups[groups.count - 1].total = min(
          Int.max / 2, groups[groups.count - 1].total - last + last.multipliedReportingOverflow(by: times).partialValue)
        groups[groups.count - 1].last = last * min(times, Int.max / max(1, last))
        index = end + 1
      case UInt8(ascii: "["):
        add(1)
        index = bracketEnd(bytes, from: index)
      case UInt8(ascii: "\\"):
        add(1)
        index += 2
      default:
        add(1)
        index += 1
      }
    }
    return groups.map(\.total).reduce(0) { min(Int.max / 2, $0 + $1) }
  }

  /// The index after the bracket expression that starts at `start` (a `]` first is a member).
  private static func bracketEnd(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start + 1
    if index < bytes.count, bytes[index] == UInt8(ascii: "^") { index += 1 }
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1 }
    while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
      // `[:alpha:]` and the like hold a `]` of their own.
      if bytes[index] == UInt8(ascii: "["), index + 1 < bytes.count,
        [UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "=")].contains(bytes[index + 1])
      {
        let close = bytes[index + 1]
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == close && bytes[index + 1] == UInt8(ascii: "]")) { index += 1 }
        index += 2
        continue
      }
      index += 1
    }
    return min(bytes.count, index + 1)
  }
}
