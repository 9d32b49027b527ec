/// The bytes a part of a large Markdown document is parsed from (with the parts after it that
/// continue its last block, see ``MarkdownParts/groupEnd(after:)``), kept so that the part can
/// be parsed again: the rows of a document that grows hold a part's blocks only while they are
/// looked at (see ``BlockStore``), and parse them again from here when they are looked at once
/// more. Parsing is deterministic, so the blocks are the same each time.
public struct PartSource: Sendable {
  /// The whole file's bytes, shared with the document's other parts (not copied).
  let markdown: [UInt8]
  /// The part and its continuations, as parts of their own (the first at index 0), with the
  /// document's reference definitions.
  let parts: MarkdownParts

  /// The part at `index` of `parts` in `markdown`, and the parts that continue it.
  init(markdown: [UInt8], part index: Int, of parts: MarkdownParts) {
    let end = parts.groupEnd(after: index)
    self.markdown = markdown
    var group = parts
    group.ranges = Array(parts.ranges[index..<end])
    group.firstLines = Array(parts.firstLines[index..<min(parts.firstLines.count, end)])
    group.continuations = Set((index + 1..<end).map { $0 - index })
    group.tableHeads = Dictionary(uniqueKeysWithValues: (index..<end).compactMap { part in
      parts.tableHeads[part].map { (part - index, $0) }
    })
    group.itemContinuations = Dictionary(uniqueKeysWithValues: (index..<end).compactMap { part in
      parts.itemContinuations[part].map { (part - index, $0) }
    })
    self.parts = group
  }

  /// The bytes it spans.
  var byteCount: Int { parts.ranges.reduce(0) { $0 + $1.count } }

  /// The blocks, with their source lines, as the document's whole parse has them.
  ///
  /// - Complexity: O(n) in the size of the part.
  func parse() -> (blocks: [Block], lines: [SourceLines]) {
    let (blocks, lines) = MarkdownParser.parsePart(0, of: markdown, parts: parts, decoding: true)
    return (blocks, lines)
  }
}
