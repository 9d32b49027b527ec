/// What the reader searches for, with less's smart case: a pattern with no capital letter
/// matches either case; one with a capital matches exactly.
///
/// A pattern is a literal text, or a POSIX extended regular expression as less reads one
/// (`/a.*b`, `^Paso [0-9]+`); a regular expression without any of ERE's special characters
/// is searched as the literal text it is, through the byte-level fast path (``ByteMatcher``).
public struct SearchPattern: Hashable, Sendable {
  /// The text searched for.
  public let text: String
  /// Whether case must match (the pattern has a capital letter).
  public let isCaseSensitive: Bool
  private let characters: [Character]
  /// For a literal of ASCII characters: whether a text may hold a match, by its bytes.
  private let prefilter: LiteralPrefilter?
  /// The compiled expression; `nil` for a literal text.
  let expression: RegularExpression?

  /// How a pattern treats case.
  public enum CaseMatching: Hashable, Sendable {
    /// Less's `-i`: case is ignored unless the pattern has a capital letter.
    case smart
    /// Less's `-I`: case is always ignored.
    case insensitive
    /// Less without `-i` or `-I` (both typed off while reading): case always counts.
    case sensitive
  }

  /// Why a regular expression cannot be searched for.
  public struct InvalidExpression: Error, Hashable, Sendable {
    /// The pattern typed.
    public let pattern: String
    /// What is wrong with it, in the C library's words.
    public let reason: String
  }

  /// A literal pattern; `nil` for an empty one.
  public init?(_ text: String, caseMatching: CaseMatching = .smart) {
    guard !text.isEmpty else { return nil }
    self.text = text
    isCaseSensitive = Self.isCaseSensitive(text, caseMatching)
    characters = Array(text)
    prefilter = LiteralPrefilter(characters, ignoresCase: !isCaseSensitive)
    expression = nil
  }

  /// A regular expression (POSIX extended); `nil` for an empty one.
  /// - Throws: ``InvalidExpression`` when it does not compile (`a(`, `[z-a]`).
  public init?(regularExpression text: String, caseMatching: CaseMatching = .smart)
    throws(InvalidExpression)
  {
    guard !text.isEmpty else { return nil }
    self.text = text
    isCaseSensitive = Self.isCaseSensitive(text, caseMatching)
    characters = Array(text)
    guard text.contains(where: { Self.specialCharacters.contains($0) }) else {
      prefilter = LiteralPrefilter(characters, ignoresCase: !isCaseSensitive)
      expression = nil
      return
    }
    prefilter = nil
    do {
      expression = try RegularExpression(text, ignoringCase: !isCaseSensitive)
    } catch {
      throw InvalidExpression(pattern: text, reason: error.message)
    }
  }

  /// The characters that mean something in an extended regular expression.
  static let specialCharacters: Set<Character> = [".", "[", "]", "(", ")", "*", "+", "?", "{", "}", "|", "^", "$", "\\"]

  private static func isCaseSensitive(_ text: String, _ caseMatching: CaseMatching) -> Bool {
    caseMatching == .sensitive || (caseMatching == .smart && text.contains { $0.isUppercase })
  }

  /// Whether the pattern is a regular expression (with special characters), not a literal.
  public var isRegularExpression: Bool { expression != nil }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.text == rhs.text && lhs.isCaseSensitive == rhs.isCaseSensitive
      && lhs.isRegularExpression == rhs.isRegularExpression
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(isCaseSensitive)
    hasher.combine(isRegularExpression)
  }

  /// At most how many characters a match takes, as far as a search across wrapped rows looks:
  /// a literal's length; for a regular expression, a bound (a longer match that wraps is
  /// found from the row it starts in only up to here).
  var length: Int { expression == nil ? characters.count : Self.expressionReach }

  /// How far a regular expression's match is followed across wrapped rows, in characters.
  static let expressionReach = 512

  /// The ranges of `line`'s characters that match, left to right, not overlapping.
  public func matches(in line: String) -> [Range<Int>] {
    mayMatch(line) ? matches(in: Array(line)) : []
  }

  /// Whether `text` may hold a match: `false` only when it holds none, found without making
  /// its characters.
  func mayMatch(_ text: String) -> Bool {
    prefilter?.mayMatch(text) ?? true
  }

  /// The ranges of `haystack` that match, left to right, not overlapping (a regular
  /// expression's empty matches included).
  func matches(in haystack: [Character], isDrawing: Bool = false) -> [Range<Int>] {
    if let expression { return Self.characterRanges(of: expression, in: haystack, isDrawing: isDrawing) }
    guard haystack.count >= characters.count else { return [] }
    var ranges: [Range<Int>] = []
    var start = 0
    while start + characters.count <= haystack.count {
      if matches(haystack, at: start) {
        ranges.append(start..<(start + characters.count))
        start += characters.count
      } else {
        start += 1
      }
    }
    return ranges
  }

  /// Whether `line` contains a match.
  public func isFound(in line: String) -> Bool {
    if expression != nil { return !matches(in: line).isEmpty }
    guard mayMatch(line) else { return false }
    let haystack = Array(line)
    guard haystack.count >= characters.count else { return false }
    return (0...(haystack.count - characters.count)).contains { matches(haystack, at: $0) }
  }

  /// The byte ranges of the matches in UTF-8 `bytes` (lines apart at each newline) from
  /// `start` on; for a regular expression only (a literal's are found by ``ByteMatcher``).
  func byteMatches(in bytes: [UInt8], from start: Int = 0, atLineStart: Bool = true) -> [Range<Int>] {
    guard let expression else { return [] }
    return bytes.withUnsafeBufferPointer {
      expression.matches(in: $0, from: start, atLineStart: atLineStart)
    }
  }

  private func matches(_ haystack: [Character], at start: Int) -> Bool {
    for (offset, character) in characters.enumerated() {
      let other = haystack[start + offset]
      if isCaseSensitive {
        if other != character { return false }
        continue
      }
      // Two ASCII characters compare by their bytes, lowercased: what `lowercased()` gives
      // them, without making two strings at every place of every row a typed pattern lights
      // (two thirds of a character typed into `/`).
      if let mine = Self.asciiByte(character), let theirs = Self.asciiByte(other) {
        if Self.lowercase(mine) != Self.lowercase(theirs) { return false }
        continue
      }
      if other.lowercased() != character.lowercased() { return false }
    }
    return true
  }

  /// The byte of a character that is one ASCII byte (not `\r\n`, two bytes in one).
  private static func asciiByte(_ character: Character) -> UInt8? {
    let utf8 = character.utf8
    guard utf8.count == 1, let byte = utf8.first, byte < 0x80 else { return nil }
    return byte
  }

  private static func lowercase(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
  }

  /// A regular expression's matches in characters: run on the characters' UTF-8, each byte
  /// range widened to the characters it touches.
  private static func characterRanges(
    of expression: RegularExpression, in haystack: [Character], isDrawing: Bool
  ) -> [Range<Int>] {
    var bytes: [UInt8] = []
    var starts: [Int] = []
    starts.reserveCapacity(haystack.count + 1)
    for character in haystack {
      starts.append(bytes.count)
      bytes += character.utf8
    }
    starts.append(bytes.count)
    let ranges = bytes.withUnsafeBufferPointer { expression.matches(in: $0, isDrawing: isDrawing) }
    var result: [Range<Int>] = []
    for range in ranges {
      // The character holding the first byte, and the first character at or past the end.
      let lower = Self.lastIndex(in: starts, notAbove: range.lowerBound)
      var upper = lower
      while upper < haystack.count, starts[upper] < range.upperBound { upper += 1 }
      if let last = result.last, last.upperBound > lower { continue }
      result.append(lower..<upper)
    }
    return result
  }

  /// The start to look from: the last one not above `value`, short of the last one.
  private static func lastIndex(in sorted: [Int], notAbove value: Int) -> Int {
    min(sorted.lastIndex(notAbove: value) ?? 0, max(0, sorted.count - 2))
  }
}

extension DisplayLine {
  /// The line with every match of `pattern` shown in reverse video.
  public func highlighting(_ pattern: SearchPattern) -> DisplayLine {
    highlighting(pattern.matches(in: text))
  }

  /// The line with the characters of `ranges` (indices into ``text``) in reverse video.
  func highlighting(_ ranges: [Range<Int>]) -> DisplayLine {
    guard !ranges.isEmpty else { return self }
    var result = self
    result.spans = []
    var index = 0
    for span in spans {
      span.text.forEachCharacter { character in
        let style = ranges.contains { $0.contains(index) } ? span.style.union(.reverse) : span.style
        if let last = result.spans.last, last.style == style {
          result.spans[result.spans.count - 1].text += character
        } else {
          result.spans.append(Span(character, style: style))
        }
        index += 1
      }
    }
    return result
  }
}

extension SearchPattern {
  /// Makes `check` what a long match asks every few thousand steps: a non-zero answer (a key
  /// or a signal waiting) stops it, and the search, filter or count it belongs to stops at
  /// once instead of when the match ends (a back-reference on a long line can take minutes).
  /// The terminal sets it when it opens.
  public static func setInterruptCheck(_ check: @convention(c) () -> Int32) {
    RegularExpression.setInterruptCheck(check)
  }

  /// Whether the check set by ``setInterruptCheck(_:)`` says a key or a signal is waiting: a
  /// match it stopped has ended its list there, and the work it was part of must not go on as
  /// if the list were whole.
  public static var isInterruptPending: Bool { RegularExpression.isInterruptPending }
}
