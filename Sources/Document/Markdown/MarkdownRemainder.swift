/// The parts of a large Markdown document left to parse after its first screen's (see
/// ``Document/opening(markdown:)``): parsed one at a time, off the main thread if need be,
/// each appended to the document (``Document/append(_:)``) or to its rows
/// (``LaidOutRows/append(_:)``), so that the document ends as a whole parse makes it.
public struct MarkdownRemainder: Sendable {
  /// The file's bytes, not decoded yet: each part is decoded as it is parsed.
  private let markdown: [UInt8]
  private let parts: MarkdownParts
  /// The part parsed next: the first no paragraph before reaches into.
  private var next: Int

  init(markdown: [UInt8], parts: MarkdownParts) {
    self.markdown = markdown
    self.parts = parts
    next = parts.groupEnd(after: 0)
  }

  /// Whether every part has been parsed.
  public var isEmpty: Bool { next >= parts.ranges.count }

  /// How much of the document is parsed: the lines before the next part, and its bytes.
  public var parsed: (lines: Int, bytes: Int) {
    guard !isEmpty else { return (markdown.lineCount, markdown.count) }
    return (parts.firstLines[next] - 1, parts.ranges[next].lowerBound)
  }

  /// Parses the next part, with the parts after it that a paragraph of it reaches into (see
  /// ``MarkdownParts/groupEnd(after:)``); `nil` when every part has been.
  ///
  /// - Complexity: O(n) in the size of the parts.
  public mutating func parseNext() -> DocumentPart? {
    guard !isEmpty else { return nil }
    let (blocks, lines) = MarkdownParser.parsePart(next, of: markdown, parts: parts, decoding: true)
    next = parts.groupEnd(after: next)
    return DocumentPart(blocks: blocks, sourceLines: lines)
  }
}

/// Blocks parsed after a document's first ones, with their source lines, to append to it.
public struct DocumentPart: Hashable, Sendable {
  /// The blocks, in order.
  public var blocks: [Block]
  /// The source lines of each block, index for index.
  public var sourceLines: [SourceLines]
}
