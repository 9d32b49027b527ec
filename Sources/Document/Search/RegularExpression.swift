import CRegex

/// A compiled POSIX extended regular expression (see `CRegex.h`): glibc's `regcomp`, run in
/// the C.UTF-8 locale, `^` and `$` at each line's ends.
final class RegularExpression: Sendable {
  /// Why a pattern does not compile: regerror's words.
  struct CompileError: Error, Hashable, Sendable {
    let message: String
  }

  // Immutable once compiled, and glibc's regexec may run on it from several threads.
  private nonisolated(unsafe) let compiled: OpaquePointer

  init(_ pattern: String, ignoringCase: Bool) throws(CompileError) {
    var error = [CChar](repeating: 0, count: 256)
    guard let compiled = guia_regex_compile(pattern, ignoringCase ? 1 : 0, &error, error.count) else {
      let message = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw CompileError(message: message)
    }
    self.compiled = compiled
  }

  deinit { guia_regex_free(compiled) }

  /// The byte ranges of the matches in `bytes` from `start` on, left to right, not
  /// overlapping; an empty match is kept and the next looked for a character later. The bytes
  /// before `start` are context for `^`, as is `atLineStart` for the first byte.
  func matches(in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, atLineStart: Bool = true)
    -> [Range<Int>]
  {
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

  /// The leftmost match in the first `count` bytes of `buffer` (which holds a NUL after them)
  /// from `start` on.
  private func find(in buffer: UnsafeBufferPointer<UInt8>, count: Int, from start: Int, atLineStart: Bool)
    -> Range<Int>?
  {
    var lower = 0
    var upper = 0
    let found = buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
      guia_regex_find(compiled, $0, count, start, atLineStart ? 0 : 1, &lower, &upper)
    }
    return found == 1 ? lower..<upper : nil
  }
}
