#if canImport(Glibc)
  import Glibc
#endif
import Testing
@testable import Document

/// What a pattern may cost: RE2 matches in linear time, a costly match on a worker the caller
/// leaves when asked; a back-reference runs on ICU's matcher, which stops when asked (a key or
/// a signal waiting); a pattern that would take gigabytes to compile is refused.
nonisolated(unsafe) private var interruptAnswer: Int32 = 0
nonisolated(unsafe) private var interruptQuestions = 0
/// The thread whose searches the check answers: other suites search in this process at the
/// same time, and a key "waiting" for them would stop their searches (a session test's search
/// of `man ls` was cut short by this suite's answer).
nonisolated(unsafe) private var askingThread = pthread_self()

/// Installs the interrupt check answering `interruptAnswer` to this thread only (and counting
/// its questions); 0 to every other.
private func answerThisThread() {
  askingThread = pthread_self()
  SearchPattern.setInterruptCheck {
    guard pthread_equal(pthread_self(), askingThread) != 0 else { return 0 }
    interruptQuestions += 1
    return interruptAnswer
  }
}

@Suite(.serialized) struct RegularExpressionLimitsTests {
  private func matches(_ pattern: String, in text: String, ignoringCase: Bool = false) throws -> [Range<Int>] {
    let expression = try RegularExpression(pattern, ignoringCase: ignoringCase)
    return Array(text.utf8).withUnsafeBufferPointer { expression.matches(in: $0) }
  }

  @Test("a back-reference matches as in POSIX: (ab)\\1, case, ^ at each line's start, empty matches")
  func backReferences() throws {
    #expect(try !RegularExpression("(ab)\\1", ignoringCase: false).isLinear)
    #expect(try RegularExpression("(ab)+", ignoringCase: false).isLinear)
    #expect(try matches("(ab)\\1", in: "xxababyy abab") == [2..<6, 9..<13])
    #expect(try matches("(ab)\\1", in: "ABab", ignoringCase: true) == [0..<4])
    #expect(try matches("^(.)\\1", in: "aa\nbb cc\n") == [0..<2, 3..<5])
    #expect(try matches("(x*)\\1", in: "ñy").count == 3, "an empty match at each character, never inside one")
  }

  @Test("a match that runs long asks whether to stop, and stops: (a*)\\1b on 3 000 a")
  func stopsWhenAsked() throws {
    answerThisThread()
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

  /// 64 KiB of lowercase words, the same each run.
  private static func words() -> [UInt8] {
    var state: UInt64 = 1
    let letters = Array("abcdefghijklmnopqrstuvwxyz     ".utf8)
    return (0..<65_536).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return letters[Int(state >> 33) % letters.count]
    }
  }

  @Test("(.|..|...)*c on a 64 KiB line: RE2 answers in milliseconds (glibc took minutes)")
  func exponentialForBacktracking() throws {
    let expression = try RegularExpression("(.|..|...)*c", ignoringCase: false)
    #expect(expression.isLinear)
    let line = [UInt8](repeating: UInt8(ascii: "a"), count: 65_536) + Array("c".utf8)
    let clock = ContinuousClock()
    let start = clock.now
    let found = line.withUnsafeBufferPointer { expression.matches(in: $0) }
    #expect(clock.now - start < .seconds(1))
    #expect(found == [0..<65_537])
  }

  @Test("a costly RE2 match stops within 100 ms when asked, and gives up drawing after about 20 ms")
  func linearMatchStops() throws {
    // The DFA outgrows its memory here and the NFA costs about a second on 64 KiB.
    let expression = try RegularExpression("[a-z]{1,100}[^x]{1,100}Q", ignoringCase: false)
    #expect(expression.isLinear)
    let text = Self.words()
    answerThisThread()
    defer { SearchPattern.setInterruptCheck { 0 } }
    let clock = ContinuousClock()
    interruptAnswer = 1
    var start = clock.now
    #expect(text.withUnsafeBufferPointer { expression.matches(in: $0) }.isEmpty)
    let stopped = clock.now - start
    #expect(stopped < .milliseconds(100), "stopped in \(stopped)")
    interruptAnswer = 0
    start = clock.now
    _ = text.withUnsafeBufferPointer { expression.matches(in: $0, isDrawing: true) }
    let givenUp = clock.now - start
    #expect(givenUp < .milliseconds(100), "given up in \(givenUp)")
    // Not asked to stop, it runs to its end: far longer (however fast the machine), so the
    // bounds above were not free.
    start = clock.now
    _ = text.withUnsafeBufferPointer { expression.matches(in: $0) }
    let whole = clock.now - start
    #expect(whole > max(stopped, givenUp) * 2, "ran whole in \(whole); stopped in \(stopped), gave up in \(givenUp)")
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

  // A page whose matching a key or a signal may have cut short is not taken as searched.
  @Test("with a key waiting, a regular expression's search leaves its page to search again; then finds the match")
  func pageSearchedAgain() throws {
    let rows = TextRows(source: InMemoryByteSource(Array((String(repeating: "uno\n", count: 10) + "pieza 7\n").utf8)), width: 80)
    let pattern = try #require(try SearchPattern(regularExpression: "pieza [0-9]"))
    var search = RowSearch(pattern: pattern, direction: .forward, from: rows.startPosition, before: rows.endPosition)
    interruptAnswer = 1
    answerThisThread()
    rows.continueSearch(&search, budget: .max)
    interruptAnswer = 0
    SearchPattern.setInterruptCheck { 0 }
    #expect(search.outcome == nil, "not searched while a key waits")
    #expect(search.cursor == rows.startPosition)
    rows.continueSearch(&search, budget: .max)
    #expect(search.foundRow != nil)
  }
}
