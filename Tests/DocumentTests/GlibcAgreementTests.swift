import Glibc
import Testing
@testable import Document

/// guia's matches against glibc's own, the engine less 590 uses: every pattern of a corpus of
/// POSIX and GNU syntax, over texts in several scripts, finds the same leftmost-longest first
/// match through RE2 as through glibc's regexec in C.UTF-8 (issue 48: RE2 replaced glibc's
/// matcher, which cannot be stopped).
@Suite struct GlibcAgreementTests {
  static let patterns = [
    "a.*b", "a|ab", "(a|ab)(c|bcd)", "x*", "(.|..|...)*c", "[[:alpha:]]+", "[[:alnum:]_]+", "[[:digit:]]{2,}",
    "[[:upper:]][[:lower:]]*", "[[:space:]]+", "[[:punct:]]", "[^a-z ]+", "\\w+", "\\W+", "\\s+", "\\S+",
    "a{,2}", "a**", "x*?", "(ab)+", "(a|b)*c", "^[^ ]+", "[0-9]+$", "\\.", "\\d", "[\\]]", "[]a]+",
    "[a-]+", "[[.a.]-c]+", "ñ+", "日.語", ".ú", "(x{2}){1,3}", "()", "a|", "(|a)b", "[^[:alpha:]]+",
    "\\`a", "b\\'", "é|e", "[[:alpha:]]ñ",
  ]
  static let texts = [
    "abc abcd aab xxab", "dos y uno, 12 345 6789", "ñandú x ÑANDÚ", "el año 日本語 café", "a\\]b] a-b",
    "  espacios\tygaps  ", "Paso 3-5: Tornillo", "", "cccbac",
  ]

  /// The categories a regular expression reads: characters' classes and collation.
  private static let localeMask: Int32 = (1 << LC_CTYPE) | (1 << LC_COLLATE)

  /// glibc's first match in `text`, as byte offsets.
  private func glibcFirstMatch(_ pattern: String, in text: String) throws -> Range<Int>? {
    let locale = newlocale(Self.localeMask, "C.UTF-8", nil)
    let previous = uselocale(locale)
    defer {
      uselocale(previous)
      freelocale(locale)
    }
    var compiled = regex_t()
    try #require(regcomp(&compiled, pattern, REG_EXTENDED | REG_NEWLINE) == 0, "\(pattern)")
    defer { regfree(&compiled) }
    var match = [regmatch_t(rm_so: 0, rm_eo: 0)]
    guard regexec(&compiled, text, 1, &match, 0) == 0 else { return nil }
    return Int(match[0].rm_so)..<Int(match[0].rm_eo)
  }

  @Test("RE2 finds glibc's first match for each pattern and text", arguments: patterns)
  func sameFirstMatch(pattern: String) throws {
    let expression = try RegularExpression(pattern, ignoringCase: false)
    #expect(expression.isLinear, "RE2 runs \(pattern)")
    for text in Self.texts {
      let ours = Array(text.utf8).withUnsafeBufferPointer { expression.matches(in: $0) }.first
      #expect(try ours == glibcFirstMatch(pattern, in: text), "/\(pattern)/ in \"\(text)\"")
    }
  }

  @Test("ignoring case, RE2 finds glibc's first match", arguments: ["ÑANDÚ", "paso [0-9]", "[A-Z]+", "É"])
  func sameFirstMatchIgnoringCase(pattern: String) throws {
    let expression = try RegularExpression(pattern, ignoringCase: true)
    let locale = newlocale(Self.localeMask, "C.UTF-8", nil)
    let previous = uselocale(locale)
    defer {
      uselocale(previous)
      freelocale(locale)
    }
    var compiled = regex_t()
    try #require(regcomp(&compiled, pattern, REG_EXTENDED | REG_NEWLINE | REG_ICASE) == 0)
    defer { regfree(&compiled) }
    for text in Self.texts {
      var match = [regmatch_t(rm_so: 0, rm_eo: 0)]
      let theirs = regexec(&compiled, text, 1, &match, 0) == 0 ? Int(match[0].rm_so)..<Int(match[0].rm_eo) : nil
      let ours = Array(text.utf8).withUnsafeBufferPointer { expression.matches(in: $0) }.first
      #expect(ours == theirs, "/\(pattern)/i in \"\(text)\"")
    }
  }
}
