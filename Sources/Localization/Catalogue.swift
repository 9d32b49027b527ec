/// A language's translations, read from a `.strings` file as Apple's tools write them:
/// `"key" = "value";` lines, with `/* … */` and `//` comments, and `\"`, `\\`, `\n`, `\t`
/// escapes. A key is the Spanish text (a format, `%@` for a text and `%lld` for a number put
/// in it); its value may name the values in another order (`%2$@`).
public struct Catalogue: Hashable, Sendable {
  /// The translations, by key.
  public let entries: [String: String]

  /// Why a catalogue's text cannot be read: the line and what was wrong there.
  public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line (from 1) where reading stopped.
    public let line: Int
    /// What was expected there.
    public let reason: String
    public var description: String { "line \(line): \(reason)" }

    /// An error at `line` for `reason`.
    public init(line: Int, reason: String) {
      self.line = line
      self.reason = reason
    }
  }

  /// A catalogue of `entries`.
  public init(entries: [String: String]) {
    self.entries = entries
  }

  /// Reads a catalogue from the text of a `.strings` file.
  /// - Throws: ``SyntaxError`` where the text is not a string, `=`, a string and `;`, or a
  ///   key comes twice.
  public init(parsing text: String) throws(SyntaxError) {
    var reader = Reader(Array(text.unicodeScalars))
    var entries: [String: String] = [:]
    while true {
      try reader.skipBlanks()
      guard !reader.isAtEnd else { break }
      let line = reader.line
      let key = try reader.quoted()
      try reader.skipBlanks()
      try reader.expect("=")
      try reader.skipBlanks()
      let value = try reader.quoted()
      // A missing `;` is the value's line's fault, not the next one's.
      let valueLine = reader.line
      try reader.skipBlanks()
      guard !reader.isAtEnd, reader.next == ";" else { throw SyntaxError(line: valueLine, reason: "';' expected") }
      try reader.expect(";")
      guard entries[key] == nil else { throw SyntaxError(line: line, reason: "the key \"\(key)\" comes twice") }
      entries[key] = value
    }
    self.entries = entries
  }

  /// The translation of `key`, if the catalogue has one.
  public subscript(key: String) -> String? { entries[key] }

  private struct Reader {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var isAtEnd: Bool { index >= scalars.count }

    /// The character to be read next.
    var next: Unicode.Scalar? { peek() }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
      index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
      if scalars[index] == "\n" { line += 1 }
      index += 1
    }

    mutating func skipBlanks() throws(SyntaxError) {
      while let scalar = peek() {
        if scalar.properties.isWhitespace {
          advance()
        } else if scalar == "/", peek(1) == "*" {
          let start = line
          index += 2
          while !isAtEnd, !(peek() == "*" && peek(1) == "/") { advance() }
          guard !isAtEnd else { throw SyntaxError(line: start, reason: "a comment that never ends") }
          index += 2
        } else if scalar == "/", peek(1) == "/" {
          while let next = peek(), next != "\n" { advance() }
        } else {
          return
        }
      }
    }

    mutating func expect(_ scalar: Unicode.Scalar) throws(SyntaxError) {
      guard peek() == scalar else { throw SyntaxError(line: line, reason: "'\(scalar)' expected") }
      advance()
    }

    mutating func quoted() throws(SyntaxError) -> String {
      try expect("\"")
      var text = String.UnicodeScalarView()
      while let scalar = peek() {
        advance()
        switch scalar {
        case "\"": return String(text)
        case "\\":
          guard let escaped = peek() else { break }
          advance()
          switch escaped {
          case "n": text.append("\n")
          case "t": text.append("\t")
          case "\"", "\\": text.append(escaped)
          default: throw SyntaxError(line: line, reason: "unknown escape \\\(escaped)")
          }
        default: text.append(scalar)
        }
      }
      throw SyntaxError(line: line, reason: "a string that never ends")
    }
  }
}
