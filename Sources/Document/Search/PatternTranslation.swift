/// A regular expression as less reads one — glibc's POSIX extended syntax with GNU's
/// operators (`\w`, `\<`, `\b`…), in the C.UTF-8 locale — written again in the Perl-like
/// syntax that RE2 and ICU read, meaning the same: `\` is literal in a bracket expression,
/// `\d` is a `d`, `a**` is `(a*)*`, `{,3}` is `{0,3}`, `[^a]` never takes a newline,
/// and classes take Unicode's letters and digits as glibc's do.
///
/// The pattern must be one glibc compiles (``RegularExpression`` asks it first): its errors,
/// and so less's, are glibc's own.
struct PatternTranslation: Hashable, Sendable {
  /// The pattern in RE2's and ICU's syntax.
  let text: String
  /// Whether it holds a back-reference (`\1`): only a backtracking matcher runs it.
  let hasBackReference: Bool
  /// Whether it asks where words begin or end (`\b`, `\B`, `\<`, `\>`): RE2's word
  /// boundaries are ASCII's and it has no look-around, so ICU runs it.
  let hasWordBoundary: Bool

  /// Whether a linear-time matcher (RE2) can run it.
  var isLinear: Bool { !hasBackReference && !hasWordBoundary }

  /// Translates `pattern`, which glibc compiles.
  init(_ pattern: String) {
    var reader = Reader(Array(pattern.unicodeScalars))
    reader.translate()
    text = String(String.UnicodeScalarView(reader.output))
    hasBackReference = reader.hasBackReference
    hasWordBoundary = reader.hasWordBoundary
  }

  /// A word character as glibc's `\w` has it in C.UTF-8: a letter, a digit or `_`.
  static let wordCharacters = #"\p{L}\p{N}_"#

  /// The white space of glibc's `[:space:]` in C.UTF-8 (no-break spaces are not).
  static let spaceCharacters =
    #"\t-\r \x{1680}\x{2000}-\x{2006}\x{2008}-\x{200A}\x{2028}\x{2029}\x{205F}\x{3000}"#

  private struct Reader {
    let scalars: [Unicode.Scalar]
    var index = 0
    var output: [Unicode.Scalar] = []
    var hasBackReference = false
    var hasWordBoundary = false
    /// Where the last atom (with its repetitions) begins in ``output``: a repetition applies
    /// to it, and a second repetition wraps it in a group first (`a**` is `(a*)*`).
    var atomStart: Int?
    var isRepeated = false
    var groupStarts: [Int] = []

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func translate() {
      while index < scalars.count {
        let scalar = scalars[index]
        index += 1
        switch scalar {
        case "\\": escape()
        case "[": atom(bracket())
        case "(":
          groupStarts.append(output.count)
          write("(")
          atomStart = nil
        case ")":
          guard let start = groupStarts.popLast() else {
            atom(#"\)"#)
            continue
          }
          write(")")
          atomStart = start
          isRepeated = false
        case "|", "^", "$":
          output.append(scalar)
          atomStart = nil
        case ".": atom(".")
        case "*", "+", "?": repeatAtom(String(scalar))
        case "{":
          if let interval = interval() { repeatAtom(interval) } else { atom(#"\{"#) }
        default: atom(Self.literal(scalar))
        }
      }
    }

    mutating func write(_ text: String) { output += text.unicodeScalars }

    /// Appends an atom that a repetition may follow.
    mutating func atom(_ text: String) {
      atomStart = output.count
      isRepeated = false
      write(text)
    }

    /// Appends a repetition of the last atom; a repetition of a repetition wraps it first.
    mutating func repeatAtom(_ operation: String) {
      guard let start = atomStart else {
        // glibc refuses these where they mean anything; elsewhere they are themselves.
        write(operation.unicodeScalars.map(Self.literal).joined())
        return
      }
      if isRepeated {
        output.insert(contentsOf: "(?:".unicodeScalars, at: start)
        write(")")
      }
      write(operation)
      isRepeated = true
    }

    mutating func escape() {
      guard index < scalars.count else { return }
      let scalar = scalars[index]
      index += 1
      switch scalar {
      case "1"..."9":
        hasBackReference = true
        atom("\\" + String(scalar))
      case "w": atom("[\(PatternTranslation.wordCharacters)]")
      case "W": atom("[^\(PatternTranslation.wordCharacters)\\n]")
      case "s": atom("[\(PatternTranslation.spaceCharacters)]")
      case "S": atom("[^\(PatternTranslation.spaceCharacters)\\n]")
      case "b", "B":
        hasWordBoundary = true
        write("\\" + String(scalar))
        atomStart = nil
      case "<":
        hasWordBoundary = true
        write("\\b(?=[\(PatternTranslation.wordCharacters)])")
        atomStart = nil
      case ">":
        hasWordBoundary = true
        write("\\b(?<=[\(PatternTranslation.wordCharacters)])")
        atomStart = nil
      // The buffer's ends; less's buffer is a line.
      case "`":
        write("^")
        atomStart = nil
      case "'":
        write("$")
        atomStart = nil
      default: atom(Self.literal(scalar))
      }
    }

    /// `{m}`, `{m,}`, `{m,n}` or `{,n}` after the `{` just read, written as `{m,n}`; `nil`
    /// (nothing read) when no interval follows.
    mutating func interval() -> String? {
      var end = index
      var bounds: [String] = [""]
      while end < scalars.count, scalars[end] != "}" {
        if scalars[end] == ",", bounds.count == 1 {
          bounds.append("")
        } else if ("0"..."9").contains(scalars[end]) {
          bounds[bounds.count - 1].unicodeScalars.append(scalars[end])
        } else {
          return nil
        }
        end += 1
      }
      guard end < scalars.count, !(bounds.count == 1 && bounds[0].isEmpty) else { return nil }
      index = end + 1
      if bounds.count == 1 { return "{\(bounds[0])}" }
      return "{\(bounds[0].isEmpty ? "0" : bounds[0]),\(bounds[1])}"
    }

    /// The bracket expression after the `[` just read, as a class RE2 and ICU read alike.
    mutating func bracket() -> String {
      var members = ""
      let isNegated = index < scalars.count && scalars[index] == "^"
      if isNegated { index += 1 }
      var isFirst = true
      while index < scalars.count {
        let scalar = scalars[index]
        if scalar == "]", !isFirst {
          index += 1
          break
        }
        isFirst = false
        if scalar == "[", index + 1 < scalars.count, [":", ".", "="].contains(scalars[index + 1]) {
          let kind = scalars[index + 1]
          let name = delimited(by: kind)
          if kind == ":" {
            members += Self.characterClass(name)
            continue
          }
          // A collating symbol or an equivalence class: in C.UTF-8, its one character.
          members += rangeEnd(from: name.unicodeScalars.first ?? " ")
          continue
        }
        index += 1
        members += rangeEnd(from: scalar)
      }
      return "[" + (isNegated ? "^" : "") + members + (isNegated ? "\\n" : "") + "]"
    }

    /// `first`, or the range it begins (`a-z`, `a-[.z.]`), written escaped.
    mutating func rangeEnd(from first: Unicode.Scalar) -> String {
      guard index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] != "]" else {
        return Self.literal(first)
      }
      index += 1
      var last = scalars[index]
      if last == "[", index + 1 < scalars.count, [".", "="].contains(scalars[index + 1]) {
        last = delimited(by: scalars[index + 1]).unicodeScalars.first ?? last
      } else {
        index += 1
      }
      return Self.literal(first) + "-" + Self.literal(last)
    }

    /// The name in `[:name:]`, `[.x.]` or `[=x=]` starting at ``index``; reads past it.
    mutating func delimited(by kind: Unicode.Scalar) -> String {
      var end = index + 2
      var name = ""
      while end + 1 < scalars.count, !(scalars[end] == kind && scalars[end + 1] == "]") {
        name.unicodeScalars.append(scalars[end])
        end += 1
      }
      index = min(scalars.count, end + 2)
      return name
    }

    /// A POSIX class's members as glibc's C.UTF-8 has them: Unicode's for letters, ASCII's
    /// for digits (glibc's `[:digit:]` is 0–9 only).
    static func characterClass(_ name: String) -> String {
      switch name {
      case "alpha": #"\p{L}"#
      case "alnum": #"\p{L}\p{N}"#
      case "upper": #"\p{Lu}"#
      case "lower": #"\p{Ll}"#
      case "digit": "0-9"
      case "xdigit": "0-9A-Fa-f"
      case "space": PatternTranslation.spaceCharacters
      case "blank": #" \t"#
      default: "[:\(name):]"
      }
    }

    /// `scalar` matching itself: ASCII punctuation escaped, anything else as it is.
    static func literal(_ scalar: Unicode.Scalar) -> String {
      if scalar.isASCII, !scalar.properties.isAlphabetic, !("0"..."9").contains(scalar), scalar != " " {
        if scalar.value < 0x20 || scalar.value == 0x7F { return "\\x{\(String(scalar.value, radix: 16))}" }
        return "\\" + String(scalar)
      }
      return String(scalar)
    }
  }
}
