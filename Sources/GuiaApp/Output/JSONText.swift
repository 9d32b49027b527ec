/// Whether bytes are one JSON text (RFC 8259): how `--report` tells an old report, which it may
/// replace, from a file that is something else (a document, notes), which it refuses to
/// overwrite unless forced.
///
/// Only the syntax is checked, in one pass with an explicit stack, so a file of any depth
/// costs no recursion.
enum JSONText {
  /// Whether `bytes` hold exactly one JSON value, with blanks around it allowed.
  ///
  /// - Complexity: O(bytes).
  static func isValid(_ bytes: [UInt8]) -> Bool {
    var scanner = Scanner(bytes: bytes)
    return scanner.scanDocument()
  }

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    /// What the scanner expects next inside a container.
    private enum Container { case object, array }

    init(bytes: [UInt8]) { self.bytes = bytes }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipBlanks() {
      while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        index += 1
      }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
      guard current == byte else { return false }
      index += 1
      return true
    }

    mutating func scanDocument() -> Bool {
      var stack: [Container] = []
      skipBlanks()
      while true {
        // A value starts here.
        skipBlanks()
        switch current {
        case UInt8(ascii: "{"):
          index += 1
          skipBlanks()
          if take(UInt8(ascii: "}")) { break }
          stack.append(.object)
          guard scanKey() else { return false }
          continue
        case UInt8(ascii: "["):
          index += 1
          skipBlanks()
          if take(UInt8(ascii: "]")) { break }
          stack.append(.array)
          continue
        case UInt8(ascii: "\""):
          guard scanString() else { return false }
        case UInt8(ascii: "t"): guard scanWord("true") else { return false }
        case UInt8(ascii: "f"): guard scanWord("false") else { return false }
        case UInt8(ascii: "n"): guard scanWord("null") else { return false }
        default: guard scanNumber() else { return false }
        }
        // After a value: close containers, or go on to the next member.
        while true {
          skipBlanks()
          guard let container = stack.last else {
            return index == bytes.count
          }
          if take(UInt8(ascii: ",")) {
            if container == .object {
              skipBlanks()
              guard scanKey() else { return false }
            }
            break
          }
          guard take(UInt8(ascii: container == .object ? "}" : "]")) else { return false }
          stack.removeLast()
        }
      }
    }

    /// `"key" :` before a member's value.
    private mutating func scanKey() -> Bool {
      guard current == UInt8(ascii: "\""), scanString() else { return false }
      skipBlanks()
      return take(UInt8(ascii: ":"))
    }

    private mutating func scanString() -> Bool {
      guard take(UInt8(ascii: "\"")) else { return false }
      while let byte = current {
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return true
        case UInt8(ascii: "\\"):
          guard let escaped = current else { return false }
          index += 1
          if escaped == UInt8(ascii: "u") {
            for _ in 0..<4 {
              guard let digit = current, digit.isHexDigit else { return false }
              index += 1
            }
          } else if !Array("\"\\/bfnrt".utf8).contains(escaped) {
            return false
          }
        case ..<0x20: return false
        default: continue
        }
      }
      return false
    }

    private mutating func scanWord(_ word: String) -> Bool {
      for byte in word.utf8 {
        guard take(byte) else { return false }
      }
      return true
    }

    private mutating func scanNumber() -> Bool {
      _ = take(UInt8(ascii: "-"))
      if !take(UInt8(ascii: "0")) {
        guard scanDigits() else { return false }
      }
      if take(UInt8(ascii: ".")) {
        guard scanDigits() else { return false }
      }
      if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
        if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
        guard scanDigits() else { return false }
      }
      return true
    }

    /// One digit or more.
    private mutating func scanDigits() -> Bool {
      let start = index
      while let byte = current, (0x30...0x39).contains(byte) { index += 1 }
      return index > start
    }
  }
}

extension UInt8 {
  fileprivate var isHexDigit: Bool {
    (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
  }
}

extension JSONText {
  /// `string` as a JSON string: quotes, backslashes and controls escaped (a file name may
  /// hold any of them).
  static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
        || scalar.value == 0x2028 || scalar.value == 0x2029:
        result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
