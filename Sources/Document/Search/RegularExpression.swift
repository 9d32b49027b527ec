import CICU
import CRE2
import CRegex

/// A compiled regular expression as less reads one: glibc's POSIX extended syntax with GNU's
/// operators, in the C.UTF-8 locale, `^` and `$` at each line's ends (see ``PatternTranslation``).
///
/// glibc compiles it first, so that what it refuses and why are less's; it never matches:
/// its matcher cannot be stopped and takes minutes on patterns like `(.|..|...)*c` over a long
/// line (issue 48). RE2 matches instead, leftmost-longest as glibc, in time linear in the
/// text; a costly match runs on a worker that a key or a signal walks away from. A pattern
/// RE2 cannot run — a back-reference (`(a*)\1b`), a word's edge (`\<`, `\b`: RE2's are
/// ASCII's), a count past 1 000 — runs on ICU's matcher, which asks between steps whether a key
/// or a signal is waiting (``setInterruptCheck(_:)``) and stops at once; it takes the first
/// alternative that matches, not the longest. A pattern that would cost too much to compile
/// (`a{1,32767}`: 8 GB in glibc) is refused before any of them sees it (``CompileCost``).
final class RegularExpression: Sendable {
  /// Why a pattern does not compile: regerror's words, ICU's, or the cost's.
  struct CompileError: Error, Hashable, Sendable {
    let message: String
  }

  private enum Engine {
    case re2(OpaquePointer)
    case icu(UnsafeMutableRawPointer)
  }

  // Immutable once compiled; RE2's may run from several threads, and ICU's is cloned for
  // each call.
  private nonisolated(unsafe) let engine: Engine

  /// Whether RE2 runs it, in time linear in the text (else ICU's backtracking matcher).
  var isLinear: Bool {
    if case .re2 = engine { return true }
    return false
  }

  init(_ pattern: String, ignoringCase: Bool) throws(CompileError) {
    if let problem = CompileCost.problem(pattern) { throw CompileError(message: problem) }
    var error = [CChar](repeating: 0, count: 256)
    func message() -> String {
      String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    guard guia_regex_check(pattern, ignoringCase ? 1 : 0, &error, error.count) != 0 else {
      throw CompileError(message: message())
    }
    let translation = PatternTranslation(pattern)
    if translation.isLinear, let compiled = guia_re2_compile(translation.text, ignoringCase ? 1 : 0, &error, error.count) {
      engine = .re2(compiled)
      return
    }
    guard let compiled = guia_icu_regex_compile(translation.text, ignoringCase ? 1 : 0, &error, error.count) else {
      throw CompileError(message: message())
    }
    engine = .icu(compiled)
  }

  deinit {
    switch engine {
    case .re2(let compiled): guia_re2_free(compiled)
    case .icu(let compiled): guia_icu_regex_free(compiled)
    }
  }

  /// Makes `check` what a running match asks every few milliseconds (ICU's every few
  /// thousand steps): non-zero stops it (guia's asks whether a key or a signal is waiting).
  static func setInterruptCheck(_ check: @convention(c) () -> Int32) {
    guia_icu_regex_set_interrupt_check(check)
    guia_re2_set_interrupt_check(check)
  }

  /// Whether the interrupt check says a key or a signal is waiting (`false` with none set).
  static var isInterruptPending: Bool { guia_icu_regex_interrupt_pending() != 0 }

  /// The byte ranges of the matches in `bytes` from `start` on, left to right, not
  /// overlapping; an empty match is kept and the next looked for a character later. The bytes
  /// before `start` are context for `^`, as is `atLineStart` for the first byte. A match
  /// stopped by the interrupt check ends the list there: the key or signal that stopped it
  /// is answered next.
  ///
  /// With `isDrawing` (the matches lit on the rows being drawn), a match that would run past
  /// ``drawingLimit`` is given up: a frame never waits on a pathological pattern, which the
  /// search itself, stopped only by a key, still runs.
  func matches(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, atLineStart: Bool = true,
    isDrawing: Bool = false
  ) -> [Range<Int>] {
    switch engine {
    case .icu(let compiled):
      return icuMatches(compiled, in: bytes, from: start, timeLimit: isDrawing ? Self.drawingLimit : 0)
    case .re2(let compiled):
      return re2Matches(
        compiled, in: bytes, from: start, atLineStart: atLineStart,
        timeLimit: isDrawing ? Self.drawingMilliseconds : 0)
    }
  }

  /// How long a match for the rows being drawn may run, in ICU's ticks (10 000 steps: tens of
  /// milliseconds on a back-reference over a long line, whose steps each compare a run).
  static let drawingLimit: Int32 = 1
  /// How long RE2's match for the rows being drawn may run, in milliseconds.
  static let drawingMilliseconds: Int32 = 20

  /// The matches found in batches, each batch a call to `find`, which fills the pairs of
  /// offsets given and says whether it was stopped (non-zero) or how many it found.
  private func batches(
    from start: Int, count: Int,
    find: (_ cursor: Int, _ pairs: UnsafeMutablePointer<Int64>, _ capacity: Int32, _ found: inout Int32) -> Int32
  ) -> [Range<Int>] {
    let capacity: Int32 = 4096
    var pairs = [Int64](repeating: 0, count: Int(capacity) * 2)
    var found: [Range<Int>] = []
    var cursor = start
    while true {
      var batch: Int32 = 0
      let status = pairs.withUnsafeMutableBufferPointer { find(cursor, $0.baseAddress!, capacity, &batch) }
      for index in 0..<Int(batch) { found.append(Int(pairs[2 * index])..<Int(pairs[2 * index + 1])) }
      guard status == 0, batch == capacity, let last = found.last else { return found }
      cursor = last.isEmpty ? last.upperBound + 1 : last.upperBound
      guard cursor <= count else { return found }
    }
  }

  /// RE2's matches.
  private func re2Matches(
    _ compiled: OpaquePointer, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, atLineStart: Bool,
    timeLimit: Int32
  ) -> [Range<Int>] {
    func find(in text: UnsafePointer<CChar>) -> [Range<Int>] {
      batches(from: start, count: bytes.count) { cursor, pairs, capacity, found in
        guia_re2_find_all(compiled, text, bytes.count, cursor, atLineStart ? 1 : 0, timeLimit, pairs, capacity, &found)
      }
    }
    guard let base = bytes.baseAddress else {
      // No bytes, no address: an empty line, which `^$` still matches.
      return [CChar(0)].withUnsafeBufferPointer { find(in: $0.baseAddress!) }
    }
    return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { find(in: $0) }
  }

  /// ICU's matches.
  private func icuMatches(
    _ compiled: UnsafeMutableRawPointer, in bytes: UnsafeBufferPointer<UInt8>, from start: Int,
    timeLimit: Int32
  ) -> [Range<Int>] {
    guard let base = bytes.baseAddress.map({ UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }) else {
      return []
    }
    return batches(from: start, count: bytes.count) { cursor, pairs, capacity, found in
      guia_icu_regex_find_all(compiled, base, Int64(bytes.count), Int64(cursor), timeLimit, pairs, capacity, &found)
    }
  }
}
