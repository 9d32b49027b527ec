/// A value `@AppStorage` and `@SceneStorage` keep, in the kinds `UserDefaults` keeps for them.
enum PersistedValue: Equatable, Sendable {
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case data([UInt8])
}

/// The values of one storage file and its text: the functional core of ``AppStateStore``.
///
/// The file is UTF-8 text, a header line then one value a line, `key`, kind and value
/// separated by tabs, with `\`, tab, newline and carriage return escaped:
///
/// ```
/// # GuiaUI storage 1
/// showsPreview	bool	true
/// userName	string	Ada\tLovelace
/// ```
///
/// A file without the header, or not UTF-8, is not one: it is ignored whole and every value
/// takes its default. A line that does not read (an unknown kind, a number that is not one)
/// is left out alone.
struct PersistedValues: Equatable, Sendable {
  /// The first line of every storage file.
  static let header = "# GuiaUI storage 1"

  private(set) var values: [String: PersistedValue] = [:]

  /// No values.
  init() {}

  /// The values a file's bytes hold; none when the bytes are not a storage file.
  init(parsing bytes: [UInt8]) {
    guard let text = String(validating: bytes, as: UTF8.self) else { return }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    guard lines.popFirst() == Self.header[...] else { return }
    for line in lines {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 3, let key = Self.unescaped(fields[0]),
        let value = Self.value(kind: fields[1], text: fields[2])
      else { continue }
      values[key] = value
    }
  }

  subscript(key: String) -> PersistedValue? {
    get { values[key] }
    set { values[key] = newValue }
  }

  /// The file's text, its keys in order (the same values, the same bytes).
  var encoded: [UInt8] {
    var text = Self.header + "\n"
    for key in values.keys.sorted() {
      let (kind, value) = Self.fields(of: values[key]!)
      text += Self.escaped(key) + "\t" + kind + "\t" + value + "\n"
    }
    return Array(text.utf8)
  }

  private static func fields(of value: PersistedValue) -> (kind: String, text: String) {
    switch value {
    case .bool(let bool): ("bool", bool ? "true" : "false")
    case .int(let int): ("int", String(int))
    case .double(let double): ("double", "\(double)")
    case .string(let string): ("string", escaped(string))
    case .data(let bytes): ("data", bytes.map { hexDigits[Int($0 >> 4)] + hexDigits[Int($0 & 15)] }.joined())
    }
  }

  private static let hexDigits = (0..<16).map { String($0, radix: 16) }

  private static func value(kind: Substring, text: Substring) -> PersistedValue? {
    switch kind {
    case "bool": text == "true" ? .bool(true) : text == "false" ? .bool(false) : nil
    case "int": Int(text).map(PersistedValue.int)
    case "double": Double(text).map(PersistedValue.double)
    case "string": unescaped(text).map(PersistedValue.string)
    case "data": hexBytes(text).map(PersistedValue.data)
    default: nil
    }
  }

  private static func hexBytes(_ text: Substring) -> [UInt8]? {
    let digits = Array(text.utf8)
    guard digits.count.isMultiple(of: 2) else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(digits.count / 2)
    for index in stride(from: 0, to: digits.count, by: 2) {
      guard let high = hexValue(digits[index]), let low = hexValue(digits[index + 1]) else { return nil }
      bytes.append(high << 4 | low)
    }
    return bytes
  }

  private static func hexValue(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    default: nil
    }
  }

  private static func escaped(_ text: String) -> String {
    var result = ""
    for character in text.unicodeScalars {
      switch character {
      case "\\": result += "\\\\"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// The text `escaped` made, or nil for a lone or unknown escape.
  private static func unescaped(_ text: Substring) -> String? {
    var result = ""
    var escaping = false
    for character in text.unicodeScalars {
      if escaping {
        switch character {
        case "\\": result += "\\"
        case "t": result += "\t"
        case "n": result += "\n"
        case "r": result += "\r"
        default: return nil
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.unicodeScalars.append(character)
      }
    }
    return escaping ? nil : result
  }
}
