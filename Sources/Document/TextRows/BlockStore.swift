import Localization
import Synchronization

/// The blocks of a document laid out where it is looked at (``UnitRows``), held as parts: the
/// parts that can be parsed again (see ``PartSource``) keep only what is needed without their
/// blocks (each block's first source line, the headings a contents list shows), and are
/// parsed again when a block of theirs is laid out, the last few parsed kept.
///
/// A 10 MB document of small blocks (a quote, a heading, a list each few lines) held its
/// whole tree of blocks, 15 to 70 times its size (`BlockSizeReliabilityTests`); the rows,
/// already laid out only where looked at, were not what grew.
struct BlockStore {
  /// The document's kind, title and line count, without its blocks.
  let properties: Document
  private var segments: [Segment] = []
  /// The index of each segment's first block, and the number of blocks after the last.
  private var segmentStarts = [0]
  /// The parts parsed again lately, shared by the copies of this store.
  private let parsed = ParsedParts()

  private enum Segment {
    /// Blocks held, with their source lines (empty for blocks from no source).
    case held([Block], [SourceLines])
    /// A part's blocks, parsed again from `source` when looked at.
    case deferred(Deferred)
  }

  private struct Deferred {
    let source: PartSource
    /// The first source line of each block.
    let starts: [Int]
    /// What a contents list reads (``ContentIndex``), by index in the part: the title of each
    /// heading of level 1 to 3 (its block, a few boxes of inlines, took 10 MB of headings over
    /// the bound), each block that holds one below its top whole.
    let kept: [(index: Int32, block: ContentBlock)]
  }

  /// A block as a contents list reads it.
  enum ContentBlock {
    /// A heading of level 1 to 3, by its title.
    case heading(title: DisplayText)
    /// Any other block.
    case block(Block)
  }

  /// The blocks of `document`, held.
  init(_ document: Document) {
    var properties = document
    properties.blocks = []
    properties.sourceLines = []
    self.properties = properties
    if !document.blocks.isEmpty { add(.held(document.blocks, document.sourceLines), count: document.blocks.count) }
  }

  /// The number of blocks.
  var count: Int { segmentStarts[segmentStarts.count - 1] }

  /// Appends `part`'s blocks: held when they cannot be parsed again, else dropped now and
  /// parsed again when looked at.
  /// A heading's title is read in `language`, as the contents list shows it.
  mutating func append(_ part: DocumentPart, language: Language) {
    guard !part.blocks.isEmpty else { return }
    guard let source = part.source, properties.kind == .markdown else {
      add(.held(part.blocks, part.sourceLines), count: part.blocks.count)
      return
    }
    let kept = part.blocks.indices.compactMap { index -> (index: Int32, block: ContentBlock)? in
      if case .heading(let level, let inlines) = part.blocks[index], level <= 3 {
        return (Int32(index), .heading(title: inlines.title(in: language)))
      }
      return part.blocks[index].holdsHeadingBelowTop ? (Int32(index), .block(part.blocks[index])) : nil
    }
    add(.deferred(Deferred(source: source, starts: part.sourceLines.map(\.start), kept: kept)), count: part.blocks.count)
  }

  private mutating func add(_ segment: Segment, count: Int) {
    segments.append(segment)
    segmentStarts.append(self.count + count)
  }

  /// The segment that holds block `index`, and the block's index in it.
  private func place(of index: Int) -> (segment: Int, index: Int) {
    var low = 0
    var high = segments.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if segmentStarts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return (low, index - segmentStarts[low])
  }

  /// Block `index`, with its source lines if it has them: parsed again if its part's blocks
  /// are not held.
  func block(at index: Int) -> (block: Block, lines: SourceLines?) {
    let (segment, offset) = place(of: index)
    switch segments[segment] {
    case .held(let blocks, let lines):
      return (blocks[offset], lines.indices.contains(offset) ? lines[offset] : nil)
    case .deferred(let deferred):
      let (blocks, lines) = parsed.blocks(of: segment, from: deferred.source)
      return (blocks[offset], lines[offset])
    }
  }

  /// The first source line of block `index`, if it comes from a source.
  func startLine(of index: Int) -> Int? {
    let (segment, offset) = place(of: index)
    switch segments[segment] {
    case .held(_, let lines): return lines.indices.contains(offset) ? lines[offset].start : nil
    case .deferred(let deferred): return deferred.starts[offset]
    }
  }

  /// The blocks held: those of the document as it was opened, and of the parts that cannot be
  /// parsed again (see ``MarkdownRemainder/reparsedSize``).
  var heldBlockCount: Int {
    segments.indices.reduce(0) { total, segment in
      if case .held = segments[segment] { total + segmentStarts[segment + 1] - segmentStarts[segment] } else { total }
    }
  }

  /// Whether any block has source lines.
  var hasSourceLines: Bool {
    segments.contains {
      switch $0 {
      case .held(_, let lines): !lines.isEmpty
      case .deferred: true
      }
    }
  }

  /// The first source line of each block (of those with lines).
  var startLines: [Int] {
    segments.flatMap { segment -> [Int] in
      switch segment {
      case .held(_, let lines): lines.map(\.start)
      case .deferred(let deferred): deferred.starts
      }
    }
  }

  /// Calls `body` with what a contents list reads, by index, in order: every held block,
  /// and the headings' titles (and the blocks that hold one) of the parts not held.
  func forEachContentBlock(_ body: (Int, ContentBlock) -> Void) {
    for segment in segments.indices {
      let start = segmentStarts[segment]
      switch segments[segment] {
      case .held(let blocks, _):
        for (offset, block) in blocks.enumerated() { body(start + offset, .block(block)) }
      case .deferred(let deferred):
        for (offset, block) in deferred.kept { body(start + Int(offset), block) }
      }
    }
  }

  /// The whole document, every part parsed again.
  ///
  /// - Complexity: O(n) in the size of the document: for printing and tests.
  var document: Document {
    var document = properties
    for segment in segments {
      switch segment {
      case .held(let blocks, let lines):
        document.blocks += blocks
        document.sourceLines += lines
      case .deferred(let deferred):
        let (blocks, lines) = deferred.source.parse()
        document.blocks += blocks
        document.sourceLines += lines
      }
    }
    return document
  }
}

/// The parts a ``BlockStore`` parsed again lately: the last two, so that rows laid out across
/// a part's end, or a search going on through the next part, parse each part once.
private final class ParsedParts: Sendable {
  private let recent = Mutex<[(segment: Int, blocks: [Block], lines: [SourceLines])]>([])
  private static let limit = 2

  func blocks(of segment: Int, from source: PartSource) -> (blocks: [Block], lines: [SourceLines]) {
    if let found = recent.withLock({ $0.first { $0.segment == segment } }) { return (found.blocks, found.lines) }
    let (blocks, lines) = source.parse()
    recent.withLock {
      $0.removeAll { $0.segment == segment }
      $0.append((segment, blocks, lines))
      if $0.count > Self.limit { $0.removeFirst() }
    }
    return (blocks, lines)
  }
}
