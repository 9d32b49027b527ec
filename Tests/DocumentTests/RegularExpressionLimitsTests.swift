import Testing
@testable import Document

/// What a pattern may cost: a back-reference runs on ICU's matcher, which stops when asked
/// (a key or a signal waiting), and a pattern that would take gigabytes to compile is refused.
nonisolated(unsafe) private var interruptAnswer: Int32 = 0
nonisolated(unsafe) private var interruptQuestions = 0

@Suite(.serialized) struct RegularExpressionLimitsTests {
  private func matches(_ pattern: String, in text: String, ignoringCase: Bool = false) throws -> [Range<Int>] {
    let expression = try RegularExpression(pattern, ignoringCase: ignoringCase)
    return Array(text.utf8).withUnsafeBufferPointer { expression.matches(in: $0) }
  }

  @Test("a back-reference matches as in POSIX: (ab)\\1, case, ^ at each line's start, empty matches")
  func backReferences() throws {
    #expect(try RegularExpression("(ab)\\1", ignoringCase: false).isInterruptible)
    #expect(try !RegularExpression("(ab)+", ignoringCase: false).isInterruptible)
    #expect(try matches("(ab)\\1", in: "xxababyy abab") == [2..<6, 9..<13])
    #expect(try matches("(ab)\\1", in: "ABab", ignoringCase: true) == [0..<4])
    #expect(try matches("^(.)\\1", in: "aa\nbb cc\n") == [0..<2, 3..<5])
    #expect(try matches("(x*)\\1", in: "ñy").count == 3, "an empty match at each character, never inside one")
  }

  @Test("a match that runs long asks whether to stop, and stops: (a*)\\1b on 3 000 a")
  func stopsWhenAsked() throws {
    SearchPattern.setInterruptCheck {
      interruptQuestions += 1
      return interruptAnswer
    }
    defer { SearchPattern.setInterruptCheck { 0 } }
    interruptAnswer = 1
    interruptQuestions = 0
    let found = try matches("(a*)\\1b", in: String(repeating: "a", count: 3_000))
    #expect(found.isEmpty)
    #expect(interruptQuestions >= 1, "the check was never asked")
    // Not asked to stop, a short line finishes, with its answer.
    interruptAnswer = 0
    #expect(try matches("(a*)\\1b", in: String(repeating: "a", count: 20) + "b") == [0..<21])
  }

  @Test("a{1,32767} and nested bounds past the limit are refused with a message; ordinary bounds compile")
  func compileCost() throws {
    for pattern in ["a{1,32767}", "a{1,16000}", "(a{1,100}){1,100}", "((ab){50}){100}"] {
      #expect(throws: RegularExpression.CompileError.self, "\(pattern)") {
        try RegularExpression(pattern, ignoringCase: false)
      }
    }
    do {
      _ = try RegularExpression("a{1,32767}", ignoringCase: false)
    } catch {
      #expect(error.message.contains("too costly"), "\(error.message)")
    }
    for pattern in ["a{1,100}", "x{2}y{3,5}", "[{]{3}", "[[:digit:]]{4}-[0-9]{2}", "(ab){1,500}", "a{,5}"] {
      #expect(throws: Never.self, "\(pattern)") { try RegularExpression(pattern, ignoringCase: false) }
    }
    #expect(CompileCost.expandedSize(Array("(a{1,100}){1,100}".utf8)) == 10_000)
    #expect(CompileCost.expandedSize(Array("abc".utf8)) == 3)
  }
}
