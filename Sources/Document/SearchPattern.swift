/// What the reader searches for, with less's smart case: a pattern with no capital letter
/// matches either case; one with a capital matches exactly.
public struct SearchPattern: Hashable, Sendable {
  /// The text searched for.
  public let text: String
  /// Whether case must match (the pattern has a capital letter).
  public let isCaseSensitive: Bool
  private let characters: [Character]

  /// How a pattern treats case.
  public enum CaseMatching: Hashable, Sendable {
    /// Less's `-i`: case is ignored unless the pattern has a capital letter.
    case smart
    /// Less's `-I`: case is always ignored.
    case insensitive
  }

  /// Creates a pattern; `nil` for an empty one.
  public init?(_ text: String, caseMatching: CaseMatching = .smart) {
    guard !text.isEmpty else { return nil }
    self.text = text
    isCaseSensitive = caseMatching == .smart && text.contains { $0.isUppercase }
    characters = Array(text)
  }

  /// The pattern's length in characters.
  var length: Int { characters.count }

  /// The ranges of `line`'s characters that match, left to right, not overlapping.
  public func matches(in line: String) -> [Range<Int>] {
    matches(in: Array(line))
  }

  /// The ranges of `haystack` that match, left to right, not overlapping.
  func matches(in haystack: [Character]) -> [Range<Int>] {
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
    let haystack = Array(line)
    guard haystack.count >= characters.count else { return false }
    return (0...(haystack.count - characters.count)).contains { matches(haystack, at: $0) }
  }

  private func matches(_ haystack: [Character], at start: Int) -> Bool {
    for (offset, character) in characters.enumerated() {
      let other = haystack[start + offset]
      if isCaseSensitive ? other != character : other.lowercased() != character.lowercased() {
        return false
      }
    }
    return true
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
