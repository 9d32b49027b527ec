/// The parts of a large Markdown document left to parse after its first screen's (see
/// ``Document/opening(markdown:)``): parsed one at a time, off the main thread if need be,
/// each appended to the document (``Document/append(_:)``) or to its rows
/// (``LaidOutRows/append(_:)``), so that the document ends as a whole parse makes it.
public struct MarkdownRemainder: Sendable {
  /// The file's bytes, not decoded yet: each part is decoded as it is parsed.
  private let markdown: [UInt8]
  /// The parts found so far: the others are found as they are parsed (see
  /// ``MarkdownParts/isComplete``).
  private var parts: MarkdownParts
  /// The size of a part.
  private let size: Int
  /// The part parsed next: the first no paragraph before reaches into.
  private var next: Int

  init(markdown: [UInt8], parts: MarkdownParts, size: Int) {
    self.markdown = markdown
    self.parts = parts
    self.size = size
    next = parts.groupEnd(after: 0)
  }

  /// Whether every part has been found: at first only the first has been, unless a line
  /// after it may hold a reference definition.
  var isSearched: Bool { parts.isComplete }

  /// Whether every part has been parsed.
  public var isEmpty: Bool { next >= parts.ranges.count && parts.isComplete }

  /// How much of the document is parsed: the lines before the next part, and its bytes.
  public var parsed: (lines: Int, bytes: Int) {
    guard !isEmpty else { return (markdown.lineCount, markdown.count) }
    let start = next < parts.ranges.count ? parts.ranges[next].lowerBound : parts.ranges[next - 1].upperBound
    return (parts.firstLines[next] - 1, start)
  }

  /// Parses the next part, found first if need be, with the parts after it that a paragraph
  /// of it reaches into (see ``MarkdownParts/groupEnd(after:)``); `nil` when every part has been.
  ///
  /// - Complexity: O(n) in the size of the parts.
  public mutating func parseNext() -> DocumentPart? {
    guard !isEmpty else { return nil }
    if next == parts.ranges.count { findNext() }
    let source = PartSource(markdown: markdown, part: next, of: parts)
    let (blocks, lines) = source.parse()
    next = parts.groupEnd(after: next)
    // A part that continues over many (a 10 MB list cut between its items) is not parsed
    // again: it is held, as a whole parse would be slow each time it is looked at.
    return DocumentPart(blocks: blocks, sourceLines: lines, source: source.byteCount <= Self.reparsedSize ? source : nil)
  }

  /// The most bytes a part (with its continuations) may span to be parsed again when it is
  /// looked at rather than held.
  static let reparsedSize = 1 << 21

  /// Finds where the part after those found ends. No line left may hold a definition (see
  /// ``MarkdownParts/mayHoldDefinitions(_:from:)``), so the search finds a cut or none: then the
  /// rest is the last part.
  private mutating func findNext() {
    let start = parts.ranges[next - 1].upperBound
    if let found = MarkdownParts.of(markdown, size: size, from: start, line: parts.firstLines[next], cuts: 1) {
      // The search stops at a cut between blocks only, so the parts continuing a block are
      // all found with the part they continue; their indices were counted from `next`.
      parts.continuations.formUnion(found.continuations.map { $0 + next })
      for (part, head) in found.tableHeads { parts.tableHeads[part + next] = head }
      for (index, item) in found.itemContinuations { parts.itemContinuations[index + next] = item }
      parts.ranges += found.ranges
      parts.firstLines += found.firstLines.dropFirst()
    } else {
      parts.ranges.append(start..<markdown.count)
    }
  }
}

/// Blocks parsed after a document's first ones, with their source lines, to append to it.
public struct DocumentPart: Hashable, Sendable {
  /// The blocks, in order.
  public var blocks: [Block]
  /// The source lines of each block, index for index.
  public var sourceLines: [SourceLines]
  /// Where the blocks can be parsed again, if they can: rows that take the part may then drop
  /// its blocks (see ``BlockStore``).
  public var source: PartSource?

  /// A part of `blocks` and their `sourceLines`, parsed again from `source` if there is one.
  public init(blocks: [Block], sourceLines: [SourceLines], source: PartSource? = nil) {
    self.blocks = blocks
    self.sourceLines = sourceLines
    self.source = source
  }

  /// Parts are the same blocks from the same lines, wherever they would be parsed again from.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.blocks == rhs.blocks && lhs.sourceLines == rhs.sourceLines
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(blocks)
    hasher.combine(sourceLines)
  }
}
