/// A huge paragraph cut between parts of a large document (see ``MarkdownParts``), kept as
/// the Markdown of each part and parsed again, a part at a time, when it is laid out.
///
/// Joined, the paragraph's inlines (a text, an emphasis and its text, a text and a break a
/// line of `una *palabra* con…`) were held for the document's life beside its rows. A
/// paragraph's rows wrap across its parts, so the parts stay one block, one unit: laid out,
/// each part's inlines are made into spans and let go before the next part is parsed.
public struct ParagraphSlices: Hashable, Sendable {
  /// One part's Markdown and where its lines are in the document.
  struct Part: Hashable, Sendable {
    /// The part's bytes as they are in the file, shared with the file's bytes.
    let source: ArraySlice<UInt8>
    /// What turns a line of the part parsed alone into the document's line.
    let lineShift: Int
    /// Whether the paragraph is the part's first block (it goes on from the part before),
    /// else its last.
    let isFirstBlock: Bool

    // Compared by bytes (at once for the same storage), not hashed: see ListSlice.
    func hash(into hasher: inout Hasher) {
      hasher.combine(source.count)
      hasher.combine(lineShift)
      hasher.combine(isFirstBlock)
    }
  }

  /// The parts, in order: the paragraph's inlines are theirs with a soft break between two.
  var parts: [Part]
  /// The document's reference definitions, parsed before each part as they were.
  let definitions: [UInt8]
  let decoding: Bool

  /// The inlines of part `index`, parsed again from its Markdown.
  ///
  /// - Complexity: O(n) in the size of the part.
  func inlines(ofPart index: Int) -> [Inline] {
    let part = parts[index]
    var text = definitions + part.source
    if decoding { text = Array(TextDecoder.decoded(text[...]).utf8) }
    let blocks = MarkdownParser.parseAlone(text).0
    guard let block = part.isFirstBlock ? blocks.first : blocks.last, case .paragraph(let inlines) = block else {
      return []
    }
    return inlines
  }

  /// The paragraph's inlines whole, as the parts joined made them.
  func joinedInlines() -> [Inline] {
    var inlines: [Inline] = []
    for index in parts.indices {
      if index > 0 { inlines.append(.softBreak) }
      inlines += self.inlines(ofPart: index)
    }
    return inlines
  }
}
