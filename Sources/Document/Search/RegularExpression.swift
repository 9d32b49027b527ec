import CICU
import CRegex

/// A compiled POSIX extended regular expression, as less reads one: glibc's `regcomp`, run in
/// the C.UTF-8 locale, `^` and `$` at each line's ends. A pattern with a back-reference
/// (`(a*)\1b`) is run by ICU's matcher instead: glibc's is cubic or worse there and cannot be
/// stopped, while ICU's asks between steps whether a key or a signal is waiting
/// (``setInterruptCheck(_:)``) and stops at once. A pattern that would cost too much to
/// compile (`a{1,32767}`: 8 GB in glibc) is refused first (``CompileCost``).
final class RegularExpression: Sendable {
  /// Why a pattern does not compile: regerror's words, ICU's, or the cost's.
  struct CompileError: Error, Hashable, Sendable {
    let message: String
  }

  private enum Engine {
    case posix(OpaquePointer)
    case icu(UnsafeMutableRawPointer)
  }

  // Immutable once compiled; glibc's regexec may run on it from several threads, and ICU's
  // is cloned for each call.
  private nonisolated(unsafe) let engine: Engine

  /// Whether ICU runs it (a back-reference): its matching can be stopped.
  var isInterruptible: Bool {
    if case .icu = engine { return true }
    return false
  }

  init(_ pattern: String, ignoringCase: Bool) throws(CompileError) {
    if let problem = CompileCost.problem(pattern) { throw CompileError(message: problem) }
    var error = [CChar](repeating: 0, count: 256)
    func message() -> String {
      String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    if CompileCost.hasBackReference(pattern) {
      guard let compiled = guia_icu_regex_compile(pattern, ignoringCase ? 1 : 0, &error, error.count) else {
        throw CompileError(message: message())
      }
      engine = .icu(compiled)
    } else {
      guard let compiled = guia_regex_compile(pattern, ignoringCase ? 1 : 0, &error, error.count) else {
        throw CompileError(message: message())
      }
      engine = .posix(compiled)
    }
  }

  deinit {
    switch engine {
    case .posix(let compiled): guia_regex_free(compiled)
    case .icu(let compiled): guia_icu_regex_free(compiled)
    }
  }

  /// Makes `check` what a match that can be stopped asks every few thousand steps: non-zero
  /// stops it (guia's asks whether a key or a signal is waiting).
  static func setInterruptCheck(_ check: @convention(c) () -> Int32) {
    guia_icu_regex_set_interrupt_check(check)
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
    if case .icu(let compiled) = engine {
      return icuMatches(compiled, in: bytes, from: start, timeLimit: isDrawing ? Self.drawingLimit : 0)
    }
    // regexec reads a C string: with REG_STARTEND glibc stops at the end given, but sanitizers'
    // interceptors measure the string first, so it ends in a NUL of its own (copied once).
    var terminated = [UInt8](bytes)
    terminated.append(0)
    return terminated.withUnsafeBufferPointer { buffer in
      var found: [Range<Int>] = []
      var cursor = start
      while cursor <= bytes.count,
        let match = find(in: buffer, count: bytes.count, from: cursor, atLineStart: atLineStart)
      {
        found.append(match)
        cursor = match.upperBound
        if match.isEmpty {
          // On past the whole character, never into its continuation bytes.
          cursor += 1
          while cursor < bytes.count, bytes[cursor] & 0xC0 == 0x80 { cursor += 1 }
        }
      }
      return found
    }
  }

  /// How long a match for the rows being drawn may run, in ICU's ticks (10 000 steps: tens of
  /// milliseconds on a back-reference over a long line, whose steps each compare a run).
  static let drawingLimit: Int32 = 1

  /// ICU's matches, gathered in batches of a few thousand.
  private func icuMatches(
    _ compiled: UnsafeMutableRawPointer, in bytes: UnsafeBufferPointer<UInt8>, from start: Int,
    timeLimit: Int32
  ) -> [Range<Int>] {
    let capacity: Int32 = 4096
    var pairs = [Int64](repeating: 0, count: Int(capacity) * 2)
    var found: [Range<Int>] = []
    var cursor = Int64(start)
    let base = bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
    guard let base else { return [] }
    while true {
      var count: Int32 = 0
      let status = guia_icu_regex_find_all(
        compiled, base, Int64(bytes.count), cursor, timeLimit, &pairs, capacity, &count)
      for index in 0..<Int(count) { found.append(Int(pairs[2 * index])..<Int(pairs[2 * index + 1])) }
      guard status == 0, count == capacity, let last = found.last else { return found }
      cursor = Int64(last.isEmpty ? last.upperBound + 1 : last.upperBound)
    }
  }

  /// The leftmost match in the first `count` bytes of `buffer` (which holds a NUL after them)
  /// from `start` on.
  private func find(in buffer: UnsafeBufferPointer<UInt8>, count: Int, from start: Int, atLineStart: Bool)
    -> Range<Int>?
  {
    guard case .posix(let compiled) = engine else { return nil }
    var lower = 0
    var upper = 0
    let found = buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
      guia_regex_find(compiled, $0, count, start, atLineStart ? 0 : 1, &lower, &upper)
    }
    return found == 1 ? lower..<upper : nil
  }
}
