import Testing
@testable import Document

/// Less's patterns (glibc's POSIX extended syntax with GNU's operators) written in RE2's and
/// ICU's syntax, and matched by RE2 leftmost-longest as glibc matches them (issue 48).
@Suite struct PatternTranslationTests {
  private func matches(_ pattern: String, in text: String, ignoringCase: Bool = false) throws -> [Range<Int>] {
    let expression = try RegularExpression(pattern, ignoringCase: ignoringCase)
    return Array(text.utf8).withUnsafeBufferPointer { expression.matches(in: $0) }
  }

  @Test("glibc's meanings kept: \\ literal in brackets, \\d a d, a** as (a*)*, {,n}, [^a] short of a newline")
  func translations() {
    #expect(PatternTranslation("[a\\]+").text == #"[a\\]+"#)
    #expect(PatternTranslation("\\d").text == "d")
    #expect(PatternTranslation("a**").text == "(?:a*)*")
    #expect(PatternTranslation("x*?").text == "(?:x*)?")
    #expect(PatternTranslation("a{,2}").text == "a{0,2}")
    #expect(PatternTranslation("x{2}{3}").text == "(?:x{2}){3}")
    #expect(PatternTranslation("[^a]").text == #"[^a\n]"#)
    #expect(PatternTranslation("[]a]").text == #"[\]a]"#)
    #expect(PatternTranslation("a)").text == #"a\)"#)
    #expect(PatternTranslation("[[.a.]-[=c=]]").text == "[a-c]")
    #expect(PatternTranslation("(ab)\\1").hasBackReference)
    #expect(PatternTranslation("\\<a").hasWordBoundary && !PatternTranslation("\\<a").isLinear)
    #expect(PatternTranslation("(.|..|...)*c").isLinear)
  }

  @Test("matched as glibc matches in C.UTF-8: leftmost-longest, GNU operators, Unicode classes")
  func sameMatchesAsGlibc() throws {
    // Each answer is glibc's (regexec in C.UTF-8, REG_EXTENDED | REG_NEWLINE), as less 590 has it.
    #expect(try matches("a|ab", in: "abc") == [0..<2], "the longest of the leftmost, not the first alternative")
    #expect(try matches("(a|ab)(c|bcd)", in: "abcd") == [0..<4])
    #expect(try matches("[[:alpha:]]+", in: "éa1") == [0..<3])
    #expect(try matches("\\w+", in: "ñandú x") == [0..<7, 8..<9])
    #expect(try matches("\\W", in: "é.") == [2..<3])
    #expect(try matches("\\d", in: "d1") == [0..<1])
    #expect(try matches("a{,2}", in: "aaa") == [0..<2, 2..<3, 3..<3])
    #expect(try matches("a**", in: "aaa") == [0..<3, 3..<3])
    #expect(try matches("[\\]]", in: "\\]") == [0..<2])
    #expect(try matches("a[^x]*b", in: "a\nb") == [], "no match takes a newline")
    #expect(try matches("^b", in: "a\nb") == [2..<3])
    #expect(try matches("a$", in: "a\nb") == [0..<1])
    #expect(try matches("\\<a", in: "-a ba") == [1..<2])
    #expect(try matches("a\\>", in: "ab a") == [3..<4])
    #expect(try matches("\\bcaf", in: "écaf caf") == [6..<9], "é is a letter: no word starts before caf")
    #expect(try matches("[[:upper:]]", in: "É") == [0..<2])
    #expect(try matches("ÉCOLE", in: "école", ignoringCase: true) == [0..<6])
    #expect(try matches("\\.", in: "a.") == [1..<2])
  }

  @Test("a pattern RE2 refuses (a count past 1 000) runs on ICU's matcher, which stops when asked")
  func beyondLinear() throws {
    #expect(try !RegularExpression(".{1,3998}QZ", ignoringCase: false).isLinear)
    #expect(try RegularExpression("(.|..|...)*c", ignoringCase: false).isLinear)
    #expect(try matches("\\<(a|ab)", in: "ab") == [0..<1], "ICU takes the first alternative (glibc: 0..<2)")
    #expect(try matches(".{1,1500}QZ", in: "abQZ") == [0..<4])
  }
}
