/// Where a large Markdown document can be parsed a part at a time: before an ATX heading, or
/// a paragraph's first line starting with a letter, at the margin after a blank line outside
/// any fenced code and any HTML block that runs over blank lines. There every container
/// block (a list, a quote, a table, a paragraph, an HTML block that ends at a blank line) has
/// ended, so cmark-gfm parses each part as it parses it within the whole; and cmark's tree,
/// eleven times the source, is held for one part, not for the document (a 10 MB README peaked
/// at 113 MB of tree). Paragraphs are cut before too, so that a long document with few
/// headings has parts as well (a 10 MB one with a dozen headings was one part).
///
/// A huge paragraph (or quote) of plain lines is cut inside too, between two lines, where no
/// markup may reach over the cut and no line before it in the block can change what the
/// line after starts (see ``continuations``): its cmark tree, two nodes a line, held whole,
/// took 10 MB of 45-byte lines to 181 MB. Such a part is parsed after the one it continues and joined to it
/// (``MarkdownParser/appendRest(_:_:cutAt:to:_:)``). A list of one-line plain items is cut
/// between two items with the same marker, where the item before has ended and the one after
/// starts the rest as a list of its own, joined again to the list before. An item of such a
/// list whose paragraph goes on over many plain lines (indented to its content, or lazy) is
/// cut between two of them too: the rest is parsed after the item's marker
/// (``ItemContinuation``), and its first item joined to the item it continues. A table is cut
/// between two body rows that start with `|` (see ``isTableRow(_:)``): the rest is parsed
/// after the table's header and delimiter rows, and its rows joined to the table before
/// (cmark's tree of a 10 MB table, a node a cell and a row, held whole: 593 MB at its peak).
///
/// Link reference definitions hold for the whole document: each part is parsed after those
/// it uses, in order (the first of a label wins, as in the whole; see
/// ``definitions(usedIn:)``). A document with footnotes (numbered across it), with
/// definitions not at the margin, or with more than 4 MiB of them, is parsed whole.
struct MarkdownParts: Equatable, Sendable {
  /// The parts' byte ranges, in order, covering the document.
  var ranges: [Range<Int>]
  /// The line (from 1) each part starts on.
  var firstLines: [Int]
  /// The document's reference definitions, a line each and a blank line after: put before
  /// every part.
  var definitions: [UInt8]
  /// The lines ``definitions`` takes.
  var definitionLines: Int
  /// Where each definition's line ends in ``definitions``.
  var definitionEnds: [Int] = []
  /// The parts (by index) that start inside a paragraph of plain lines: their first block
  /// goes on the last block of the part before (see ``MarkdownParser/parsePart(_:of:parts:decoding:)``).
  var continuations: Set<Int> = []
  /// The parts of ``continuations`` that start inside a list item's paragraph: each is parsed
  /// after the item's marker, as the rest of the item.
  var itemContinuations: [Int: ItemContinuation] = [:]
  /// The parts (by index) that start between two body rows of a table, with the bytes of
  /// the table's header and delimiter rows: put before the part (after ``definitions``), so
  /// that cmark-gfm parses its rows as rows of the same table (see ``tableCut``).
  var tableHeads: [Int: Range<Int>] = [:]
  /// The bytes from which a group of parts (a part and those that continue it) keeps the
  /// lists and paragraphs cut between its parts as their parts' Markdown (``ListSlice``,
  /// ``ParagraphSlices``), parsed when laid out, rather than joined into one block held whole.
  var listSliceSize = 1 << 20

  /// Whether every part has been found: else the search stopped at the start of a part
  /// (its line the last of ``firstLines``, its byte the last range's end), see `cuts`.
  var isComplete: Bool { firstLines.count == ranges.count }

  /// The parts of `markdown` of about `size` bytes or more, the first of about `firstSize`
  /// (what a first screen needs parsed, see ``Document/opening(markdown:)``); `nil` when it is
  /// parsed whole (one part, footnotes, definitions cmark might read otherwise, or more than
  /// 64 KiB of them). Only a document over `size` bytes has parts.
  ///
  /// The search starts at byte `start`, on line `line`, where a part starts (after front
  /// matter, or where an earlier search stopped: every block has ended there, so nothing
  /// before is needed), and stops at the first cut between blocks that makes `cuts` parts or
  /// more (a cut inside a block never stops it; see ``isComplete``): a large
  /// document's first part is found before its first screen, the others as they are parsed.
  /// - Complexity: O(n) in the length of `markdown` searched.
  static func of(
    _ markdown: [UInt8], size: Int = 1 << 19, firstSize: Int? = nil, from start: Int = 0, line: Int = 1,
    cuts: Int = .max
  ) -> MarkdownParts? {
    guard markdown.count > size else { return nil }
    var ranges: [Range<Int>] = []
    var firstLines: [Int] = [line]
    var definitions: [UInt8] = []
    var definitionLines = 0
    var definitionEnds: [Int] = []
    var partStart = start
    var line = line
    // Whether a fence or an HTML block is open, at any depth: its lines are not Markdown.
    var blocks = MarkdownBlockTracker()
    var previousBlank = true
    var previousDefinition = false
    var continuations: Set<Int> = []
    // Whether the paragraph the line before is in has only plain lines so far (see
    // `isPlain(_:)`), and whether that line is a rule or an ATX heading that ended every block.
    var plainParagraph = false
    var plainQuote = false
    // The marker of the list item the line before is, when it is one plain line in a run of
    // such items at the margin (see `plainItemMarker(_:)`).
    var plainItem: Int?
    // The marker (as `plainItem`) and the marker's bytes with the space after it, of the list
    // item the line before is in, when its paragraph may be cut (see `itemContinuations`).
    var itemParagraph: (marker: Int, prefix: [UInt8])?
    // Where the block each of those began: a block is cut inside only when it alone is as
    // large as a part. Small ones cut so chained parts into one group parsed and held whole
    // (3 MB of three-line paragraphs was one group, its cuts falling inside paragraphs).
    var paragraphStart = 0
    // The document-level list open after the line before (its marker, as `plainItem`'s, and
    // where it began), while the lines since its start stayed in it.
    var topList: (marker: Int, start: Int)?
    var quoteStart = 0
    var listStart = 0
    var itemStart = 0
    var itemContinuations: [Int: ItemContinuation] = [:]
    var previousClosed = false
    // A line that may be a table's header, and the header and delimiter rows of the table
    // the line before is a row of, while no line since may have ended it.
    var headerCandidate: Range<Int>?
    var tableHead: Range<Int>?
    var tableHeads: [Int: Range<Int>] = [:]
    var start = start
    var stopped = false
    while start < markdown.count {
      let end = ByteScan.firstIndex(of: 0x0A, in: markdown, from: start) ?? markdown.count
      var content = markdown[start..<end]
      if content.last == 0x0D { content = content.dropLast() }
      let indent = content.prefix { $0 == 0x20 }.count
      let text = content.dropFirst(indent)
      let isBlank = text.allSatisfy { $0 == 0x20 || $0 == 0x09 }
      var isDefinition = false
      let wasRaw = blocks.isInRawBlock
      blocks.read(content)
      let isRaw = blocks.isInRawBlock
      // After a blank line, a line at the margin that is no list item closes every block
      // open before it, whatever it starts (a fence, an HTML block, a quote, a table too).
      if !wasRaw, indent == 0, previousBlank, start - partStart >= (ranges.isEmpty ? firstSize ?? size : size),
        MarkdownLine.startsBlockAfterBlank(text)
      {
        ranges.append(partStart..<start)
        firstLines.append(line)
        partStart = start
        // Only here, between blocks: the search can go on from a cut like this one.
        if ranges.count >= cuts {
          stopped = true
          break
        }
      }
      if !wasRaw, !isRaw, indent <= 3, let character = text.first, character != 0x09 {
        if character == 0x5B, MarkdownLine.contains(text, MarkdownLine.definitionMark) {
          // A definition, one line long, where a paragraph cannot hold it: kept for every
          // part. A footnote, a definition a paragraph might continue, or one whose address is
          // on the next line: the document is parsed whole.
          guard text.dropFirst().first != 0x5E, previousBlank || previousDefinition,
            let mark = MarkdownLine.firstIndex(of: MarkdownLine.definitionMark, in: text),
            !text[(mark + 2)...].allSatisfy({ $0 == 0x20 || $0 == 0x09 })
          else { return nil }
          definitions += content + [0x0A]
          definitionLines += 1
          definitionEnds.append(definitions.count)
          isDefinition = true
          // Each part is parsed after the definitions it uses (see `definitions(usedIn:)`).
          if definitions.count > 1 << 22 { return nil }
        } else if indent == 0, plainParagraph, start - partStart >= (ranges.isEmpty ? firstSize ?? size : size),
          start - paragraphStart >= (ranges.isEmpty ? firstSize ?? size : size),
          MarkdownLine.startsParagraph(character), MarkdownLine.isPlain(text)
        {
          // A paragraph of many short lines (or the setext heading it ends as), cut between
          // two of them: cmark's tree of it, two nodes a line, is held a part at a time too.
          ranges.append(partStart..<start)
          continuations.insert(ranges.count)
          firstLines.append(line)
          partStart = start
        } else if indent == 0, plainQuote, start - partStart >= (ranges.isEmpty ? firstSize ?? size : size),
          start - quoteStart >= (ranges.isEmpty ? firstSize ?? size : size),
          MarkdownLine.isPlainQuoteLine(text)
        {
          // The same inside a quote of such lines, each with its `> `: the quotes are joined.
          ranges.append(partStart..<start)
          continuations.insert(ranges.count)
          firstLines.append(line)
          partStart = start
        } else if indent == 0, let head = tableHead, start - partStart >= (ranges.isEmpty ? firstSize ?? size : size),
          start - head.lowerBound >= (ranges.isEmpty ? firstSize ?? size : size), Self.isTableRow(text)
        {
          // A table of many rows, cut between two body rows: the rest is parsed after the
          // table's header and delimiter rows, and its rows go on the table before. Only a
          // table larger than a part: a small one cut so made a chain of parts parsed as one
          // (a group), held whole when over 2 MiB.
          ranges.append(partStart..<start)
          continuations.insert(ranges.count)
          tableHeads[ranges.count] = head
          firstLines.append(line)
          partStart = start
        } else if indent == 0, let marker = plainItem, start - partStart >= (ranges.isEmpty ? firstSize ?? size : size),
          start - listStart >= (ranges.isEmpty ? firstSize ?? size : size),
          MarkdownLine.plainItemMarker(text) == marker
        {
          // A list of many one-line items, cut between two with the same marker: the list
          // after the cut goes on the one before (its items joined, a loose part loosening all).
          ranges.append(partStart..<start)
          continuations.insert(ranges.count)
          firstLines.append(line)
          partStart = start
        } else if indent == 0, !previousBlank, let list = topList,
          start - partStart >= (ranges.isEmpty ? firstSize ?? size : size),
          start - list.start >= (ranges.isEmpty ? firstSize ?? size : size), MarkdownLine.itemMarker(text) == list.marker
        {
          // Any list of many items (tasks, nested ones, items of many lines), cut before an
          // item at the margin with the list's marker: the items before have ended, the one
          // after starts the rest as a list of its own, joined to the list before. Not after a
          // blank line, which makes the whole list loose but neither part.
          ranges.append(partStart..<start)
          continuations.insert(ranges.count)
          firstLines.append(line)
          partStart = start
        } else if let item = itemParagraph, indent == 0 || indent == item.prefix.count,
          start - partStart >= (ranges.isEmpty ? firstSize ?? size : size), MarkdownLine.startsParagraph(character),
          MarkdownLine.isPlain(text), start - itemStart >= (ranges.isEmpty ? firstSize ?? size : size)
        {
          // A list item's paragraph of many short lines, cut between two of them: the rest
          // is parsed after the item's marker, as the item's own paragraph, and joined to it.
          ranges.append(partStart..<start)
          continuations.insert(ranges.count)
          itemContinuations[ranges.count] = ItemContinuation(marker: item.prefix, indent: indent)
          firstLines.append(line)
          partStart = start
        }
      }
      let outside = !isRaw && indent == 0
      // A table is followed while each line is a row no other block can take (see
      // ``isTableRow(_:)``); it starts where a line that a blank line or a closed block ends
      // everything before and the line after make one for cmark-gfm itself.
      if let head = tableHead {
        tableHead = outside && Self.isTableRow(text) ? head : nil
      } else if outside, end < markdown.count, let header = headerCandidate, !text.contains(0x0D),
        MarkdownParser.startsTable(markdown[header.lowerBound..<(end + 1)])
      {
        tableHead = header.lowerBound..<(end + 1)
      }
      headerCandidate = outside && tableHead == nil && (previousBlank || previousClosed) && text.first == 0x7C
        && !text.contains(0x0D) && end < markdown.count ? start..<(end + 1) : nil
      // The plain paragraph of a list item that started as one (see `plainItem`), its lines
      // indented to the item's content or lazy, each plain and starting with a letter.
      let marker = !isRaw && indent == 0 ? MarkdownLine.plainItemMarker(text) : nil
      if let marker, previousBlank || previousClosed || plainItem == marker || itemParagraph?.marker == marker {
        let width = marker >= 256 ? text.prefix { (0x30...0x39).contains($0) }.count + 2 : 2
        itemParagraph = (marker, Array(text.prefix(width)))
        itemStart = start
      } else if let item = itemParagraph, !isRaw, indent == 0 || indent == item.prefix.count,
        text.first.map(MarkdownLine.startsParagraph) == true, MarkdownLine.isPlain(text)
      {
        itemParagraph = item
      } else {
        itemParagraph = nil
      }
      // A list item of one plain line at the margin, after a blank line, a closed block or an
      // item of the same run with the same marker: it starts an item of the list before or
      // of a new one, and nothing before it reaches into it.
      let wasItem = plainItem
      plainItem = marker != nil && (previousBlank || previousClosed || plainItem == marker) ? marker : nil
      if plainItem != nil, plainItem != wasItem { listStart = start }
      // A line at the margin that is no item of the list ends it (or is a lazy line: the list
      // is then not followed, which only forgoes cuts), as does a line after which no block
      // but the document's is open.
      let listBefore = topList
      if !isBlank, blocks.isAtDocumentLevel || indent == 0 { topList = nil }
      if !wasRaw, !isRaw, indent == 0, let marker = MarkdownLine.itemMarker(text), !blocks.isAtDocumentLevel {
        topList = (marker, listBefore.map { $0.marker == marker ? $0.start : start } ?? start)
      }
      // A quote at the margin whose every line is `> ` and a plain line starting with a letter.
      let wasQuote = plainQuote
      plainQuote = !isRaw && indent == 0 && (plainQuote || previousBlank || previousClosed)
        && MarkdownLine.isPlainQuoteLine(text)
      if plainQuote, !wasQuote { quoteStart = start }
      // A paragraph at the margin whose every line starts with a letter and is plain: none
      // goes on a list or a quote before it, none is a block's start or a setext underline.
      let wasPlain = plainParagraph
      plainParagraph = !isRaw && (plainParagraph || previousBlank || previousClosed)
        && indent == 0 && text.first.map(MarkdownLine.startsParagraph) == true && MarkdownLine.isPlain(text)
      if plainParagraph, !wasPlain { paragraphStart = start }
      // A rule or an ATX heading at the margin after a blank line, a closed block or a plain
      // paragraph (not in an HTML block, which only a blank line ends) ends every block
      // before it: a letter after it starts a paragraph.
      previousClosed = !isRaw && indent == 0 && (previousBlank || previousClosed || wasPlain)
        && MarkdownLine.closesBlocks(text)
      // A definition in a quote or a list item holds for the whole document too.
      if !isRaw, !isDefinition, MarkdownLine.mayHoldDefinition(text) { return nil }
      previousBlank = isBlank && !isRaw
      previousDefinition = isDefinition
      start = end + 1
      line += 1
    }
    guard !ranges.isEmpty else { return nil }
    if !stopped { ranges.append(partStart..<markdown.count) }
    if !definitions.isEmpty {
      definitions.append(0x0A)
      definitionLines += 1
    }
    return MarkdownParts(
      ranges: ranges, firstLines: firstLines, definitions: definitions, definitionLines: definitionLines,
      definitionEnds: definitionEnds, continuations: continuations, itemContinuations: itemContinuations,
      tableHeads: tableHeads)
  }

  /// The part after `index` that no paragraph reaches into: the parts from `index` up to it
  /// are parsed together, a paragraph cut between them joined again.
  func groupEnd(after index: Int) -> Int {
    var end = index + 1
    while continuations.contains(end) { end += 1 }
    return end
  }
}
