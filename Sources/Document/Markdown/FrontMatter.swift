/// The metadata at the top of a page that Jekyll, Hugo and GitHub's templates read: YAML
/// between `---` lines (the end may be `...`), or TOML between `+++` lines. It is no Markdown:
/// read as such, its fence is a rule and its last key a heading.
struct FrontMatter: Hashable {
  /// Its lines, between the fences.
  let lines: [String]
  /// Its `title:` (`title =` in TOML), unquoted, if it has one.
  let title: String?

  /// The front matter at the top of `text`, and `text` with its lines, fences included,
  /// left empty (so that every line after it keeps its number); `nil` and `text` when there is
  /// none. A block counts only when a line of it reads as a key (`layout: post`), so that a
  /// page opening with a rule is not taken for one.
  static func split(_ text: String) -> (FrontMatter?, String) {
    guard text.hasPrefix("---") || text.hasPrefix("+++") else { return (nil, text) }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(lineLimit).map {
      $0.hasSuffix("\r") ? $0.dropLast() : $0
    }
    let fence = lines[0].drop { $0 == " " }.isEmpty ? "" : String(lines[0].prefix { $0 != " " })
    let isTOML = fence == "+++"
    guard fence == "---" || isTOML, lines[0].dropFirst(3).allSatisfy({ $0 == " " }) else { return (nil, text) }
    let closers: Set<String> = isTOML ? ["+++"] : ["---", "..."]
    guard let end = lines.indices.dropFirst().first(where: { closers.contains(String(lines[$0]).trimmingTrailingSpaces) })
    else { return (nil, text) }
    let body = lines[1..<end].map(String.init)
    let separator: Character = isTOML ? "=" : ":"
    func key(_ line: String) -> (String, String)? {
      guard let index = line.firstIndex(of: separator) else { return nil }
      let name = line[..<index].trimmingTrailingSpaces
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { return nil }
      return (name, String(line[line.index(after: index)...]).trimmingLeadingSpaces.trimmingTrailingSpaces)
    }
    guard body.contains(where: { key($0) != nil }) else { return (nil, text) }
    let title = body.lazy.compactMap(key).first { $0.0 == "title" }.map { Self.unquoted($0.1) }
    // The text after the closing fence, from its line on, with as many empty lines before it.
    var rest = Substring(text)
    for _ in 0...end { rest = rest.drop { $0 != "\n" }.dropFirst() }
    return (FrontMatter(lines: body, title: title.flatMap { $0.isEmpty ? nil : $0 }), String(repeating: "\n", count: end + 1) + rest)
  }

  /// The front matter at the top of a document's `bytes` (no byte-order mark), as
  /// ``split(_:)`` finds it in their first lines, and where the Markdown after it starts:
  /// its byte, and its line (from 1). A large document's parts start there, never decoded
  /// whole (see ``Document/opening(markdown:)``).
  static func top(of bytes: [UInt8]) -> (FrontMatter, start: Int, line: Int)? {
    guard bytes.starts(with: [0x2D, 0x2D, 0x2D]) || bytes.starts(with: [0x2B, 0x2B, 0x2B]) else { return nil }
    var end = 0
    for _ in 0..<lineLimit {
      guard let newline = ByteScan.firstIndex(of: 0x0A, in: bytes, from: end) else {
        end = bytes.count
        break
      }
      end = newline + 1
    }
    guard let frontMatter = split(TextDecoder.decoded(bytes[..<end])).0 else { return nil }
    // Its lines, and the two fences.
    let lines = frontMatter.lines.count + 2
    var start = 0
    for _ in 0..<lines { start = (ByteScan.firstIndex(of: 0x0A, in: bytes, from: start) ?? bytes.count - 1) + 1 }
    return (frontMatter, start, lines + 1)
  }

  /// The lines read for front matter: a block longer is none.
  private static let lineLimit = 1_000

  /// `value` without the quotes around it.
  private static func unquoted(_ value: String) -> String {
    for quote in ["\"", "'"] where value.count >= 2 && value.hasPrefix(quote) && value.hasSuffix(quote) {
      return String(value.dropFirst().dropLast())
    }
    return value
  }
}

extension StringProtocol {
  fileprivate var trimmingTrailingSpaces: String {
    var text = Substring(self)
    while text.last == " " || text.last == "\t" { text = text.dropLast() }
    return String(text)
  }

  fileprivate var trimmingLeadingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" })
  }
}
