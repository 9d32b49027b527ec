import Testing
@testable import GuiaApp

/// Telling an old report from a file that must not be overwritten.
@Suite struct JSONTextTests {
  @Test("JSON texts are recognised", arguments: [
    #"{"atBottom": false, "reachedEnd": true, "lastStepSeen": 8, "maxPercent": 100, "terminal": {"columns": 80, "rows": 24}}"#,
    "{}", "[]", "  [1, -2.5e+3, 0.1, true, false, null, \"a\\\"\\u00e9\", {\"k\": []}]\n", "\"texto\"", "0",
    "[[[[[[[[[[]]]]]]]]]]",
  ])
  func valid(text: String) {
    #expect(JSONText.isValid(Array(text.utf8)))
  }

  @Test("anything else is not", arguments: [
    "# Notas\n", "", "{", "}", "{\"a\" 1}", "{\"a\": 1,}", "[1,]", "[1 2]", "{} {}", "01", "1.",
    "-", "tru", "\"sin cerrar", "\"\u{1}\"", "\"\\x\"", "{a: 1}", "[\"\\u12G4\"]", "{\"a\": 1]",
  ])
  func invalid(text: String) {
    #expect(!JSONText.isValid(Array(text.utf8)))
  }

  @Test("a deep nesting costs no recursion")
  func deep() {
    let depth = 200_000
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(JSONText.isValid(Array(text.utf8)))
    #expect(!JSONText.isValid(Array(text.dropLast().utf8)))
  }
}

@Suite struct JSONQuotingTests {
  @Test("a file name quoted for the report: quotes, backslashes and controls escaped, valid JSON")
  func quoted() {
    #expect(JSONText.quoted("a.md") == "\"a.md\"")
    #expect(JSONText.quoted("a\"b\\c\nd\u{1B}e\u{85}ñ") == "\"a\\\"b\\\\c\\nd\\u001be\\u0085ñ\"")
    for name in ["x", "\u{0}", "日本.txt", "\u{2028}", "\"\"\\"] {
      #expect(JSONText.isValid(Array(JSONText.quoted(name).utf8)), "\(name)")
    }
  }
}
