import CCmark
import Synchronization

/// Parses Markdown with cmark-gfm, GitHub's build of the CommonMark reference parser, into
/// ``Block``s. No Markdown is parsed by hand here: this file only walks cmark's tree.
///
/// Nesting is bounded: a few kilobytes of `>` or `- ` nest thousands of levels, and a tree that
/// deep overflows the stack of every recursive walk after it (layout, hashing, even freeing
/// it), while each level's indent makes layout quadratic. Quotes and lists deeper than
/// ``maximumDepth`` are flattened at that depth, after a ``Block/nestingLimit`` marker, and
/// inline markup deeper than ``maximumInlineDepth`` becomes its plain text: Markdown's and
/// inline HTML's (`<b>`, `<em>`, `<kbd>`, `<del>`…) counted together, a tag past the bound
/// styling nothing (see ``HTMLInline/Folding``). The walks that flatten go through cmark's
/// tree without recursion; layout and plain text walk the bounded tree without recursion too.
public enum MarkdownParser {
  /// The deepest nesting of quotes and lists kept: deeper ones are shown at this depth.
  public static let maximumDepth = 16
  /// The deepest nesting of inline markup (emphasis, links, HTML tags) kept: deeper markup is
  /// plain text.
  public static let maximumInlineDepth = 16

  /// Registers the GFM extensions once per process; cmark's registry is not thread-safe, and a
  /// Swift static is initialised exactly once.
  private static let extensionsRegistered: Bool = {
    cmark_gfm_core_extensions_ensure_registered()
    return true
  }()

  /// The GFM extensions attached to every parser.
  private static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]

  /// cmark-gfm keeps the characters its extensions react to (`~`, `|`…) in one table for the
  /// whole process, set when a parser starts reading and cleared when one finishes: two
  /// parsers at once clear each other's, and a `~~struck~~` parsed meanwhile came out as plain
  /// text (two tests laying out Markdown side by side). One parser runs at a time: every
  /// parse, whole or of a part, takes this lock around cmark's work.
  private static let parsing = Mutex(())

  /// Parses UTF-8 Markdown into blocks.
  ///
  /// - Complexity: O(n) in the size of `markdown`.
  public static func parse(_ markdown: [UInt8]) -> [Block] { parsed(markdown).blocks }

  /// Parses UTF-8 Markdown into blocks and the source lines of each.
  ///
  /// - Complexity: O(n) in the size of `markdown`.
  public static func parsed(_ markdown: [UInt8]) -> ParsedMarkdown {
    let (blocks, lines) = parseInParts(markdown, parts: MarkdownParts.of(markdown))
    return ParsedMarkdown(blocks: blocks, lines: lines, lineCount: markdown.lineCount)
  }

  /// ``parsed(_:)`` a part at a time (see ``MarkdownParts``), each after the document's
  /// reference definitions, its lines counted from where it starts; whole without parts.
  static func parseInParts(_ markdown: [UInt8], parts: MarkdownParts?) -> ([Block], [SourceLines]) {
    guard let parts else { return parseAlone(markdown) }
    var blocks: [Block] = []
    var lines: [SourceLines] = []
    var index = 0
    while index < parts.ranges.count {
      let (partBlocks, partLines) = parsePart(index, of: markdown, parts: parts)
      blocks += partBlocks
      lines += partLines
      index = parts.groupEnd(after: index)
    }
    return (blocks, lines)
  }

  /// Part `index` of `markdown`'s `parts`, and the parts after it that a paragraph of it
  /// reaches into (see ``MarkdownParts/groupEnd(after:)``), each after the document's reference
  /// definitions, its lines counted from where it starts in the document, the paragraph cut
  /// between parts joined again; `decoding` each part first (see ``TextDecoder/decoded(_:)``)
  /// when `markdown` is the file's bytes as they are. cmark's tree is held a part at a time.
  static func parsePart(
    _ index: Int, of markdown: [UInt8], parts: MarkdownParts, decoding: Bool = false
  ) -> ([Block], [SourceLines]) {
    var blocks: [Block] = []
    var lines: [SourceLines] = []
    let end = parts.groupEnd(after: index)
    // An item's paragraph cut between its lines is joined into the item: its list is not sliced.
    let slicesLists = end - index > 1
      && parts.ranges[end - 1].upperBound - parts.ranges[index].lowerBound >= parts.listSliceSize
      && !(index..<end).contains { parts.itemContinuations[$0] != nil }
    for part in index..<end {
      let range = parts.ranges[part]
      // A part that starts inside a table goes after its header and delimiter rows; the rest of
      // a list item's paragraph after the item's marker, its indent left out.
      let head = parts.tableHeads[part].map { markdown[$0] } ?? []
      let item = parts.itemContinuations[part]
      let body = item.map { ($0.marker + markdown[(range.lowerBound + $0.indent)..<range.upperBound])[...] }
        ?? markdown[range]
      // The slices of a list or a paragraph are parsed again with every definition (they
      // keep one prefix for all their parts); any other part with those it uses.
      let source = head.isEmpty ? body : (head + body)[...]
      let definitions = slicesLists
        ? (bytes: parts.definitions, lines: parts.definitionLines) : parts.definitions(usedIn: source)
      var text = definitions.bytes + source
      if decoding { text = Array(TextDecoder.decoded(text[...]).utf8) }
      var (partBlocks, partLines) = parseAlone(text)
      let shift = parts.firstLines[part] - 1 - definitions.lines - head.count { $0 == 0x0A }
      partLines = partLines.map { $0.shifted(by: shift) }
      let slice = { (items: [ListItem], ordered: Bool, start: Int, first: Bool) in
        ListSlice(
          list: items, ordered: ordered, start: start, continuesList: first, part: source,
          definitions: definitions.bytes, decoding: decoding, lineShift: shift, isFirstBlock: first)
      }
      let before = blocks.count
      let partSource = ParagraphSlices.Part(source: source, lineShift: shift, isFirstBlock: true)
      if part > index, slicesLists, case .paragraphSlices(var slices)? = blocks.last, case .paragraph? = partBlocks.first {
        // The paragraph goes on: this part's Markdown is kept with the others'.
        blocks[blocks.count - 1] = .thematicBreak
        slices.parts.append(partSource)
        blocks[blocks.count - 1] = .paragraphSlices(slices)
        blocks += partBlocks.dropFirst()
        lines += partLines.dropFirst()
      } else if part > index, slicesLists, case .paragraphSlices(let slices)? = blocks.last {
        // A setext underline makes a heading of it all: joined as a whole parse makes it.
        blocks[blocks.count - 1] = .paragraph(slices.joinedInlines())
        appendRest(partBlocks, partLines, cutAt: parts.firstLines[part], to: &blocks, &lines)
      } else if part > index, slicesLists, case .listSlice(let last)? = blocks.last,
        case .list(let ordered, _, let items)? = partBlocks.first, ordered == last.ordered
      {
        // The list goes on as a slice of its own, numbered on from the one before.
        blocks.append(.listSlice(slice(items, ordered, last.start + last.itemCount, true)))
        lines.append(SourceLines(start: partLines[0].start))
        blocks += partBlocks.dropFirst()
        lines += partLines.dropFirst()
      } else if part > index {
        // The rest of a block cut between lines, parsed apart: joined to what came before.
        appendRest(
          partBlocks, partLines, cutAt: parts.firstLines[part], to: &blocks, &lines,
          continuingItem: parts.itemContinuations[part] != nil)
      } else {
        blocks += partBlocks
        lines += partLines
      }
      // A list of this part alone that the next part goes on: kept as its Markdown.
      if slicesLists, part + 1 < end, blocks.count > before, case .list(let ordered, let start, let items)? = blocks.last {
        blocks[blocks.count - 1] = .listSlice(slice(items, ordered, start, false))
        lines[lines.count - 1] = SourceLines(start: lines[lines.count - 1].start)
      } else if slicesLists, part + 1 < end, blocks.count > before, case .paragraph? = blocks.last {
        // A paragraph of this part alone that the next part goes on: kept as its Markdown.
        blocks[blocks.count - 1] = .paragraphSlices(ParagraphSlices(
          parts: [ParagraphSlices.Part(source: source, lineShift: shift, isFirstBlock: false)],
          definitions: parts.definitions, decoding: decoding))
      }
    }
    if slicesLists { ListSlice.loosen(&blocks) }
    return (blocks, lines)
  }

  /// A block and its source lines.
  private typealias Parsed = (block: Block, lines: SourceLines)

  static func parseAlone(_ markdown: [UInt8]) -> ([Block], [SourceLines]) {
    parsing.withLock { _ in parseAloneLocked(markdown) }
  }

  private static func parseAloneLocked(_ markdown: [UInt8]) -> ([Block], [SourceLines]) {
    _ = extensionsRegistered
    let source = SourceContext(markdown)
    guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT | CMARK_OPT_FOOTNOTES) else { return ([], []) }
    defer { cmark_parser_free(parser) }
    for name in extensionNames {
      if let syntax = cmark_find_syntax_extension(name) {
        cmark_parser_attach_syntax_extension(parser, syntax)
      }
    }
    markdown.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        cmark_parser_feed(parser, chars.baseAddress, chars.count)
      }
    }
    guard let root = cmark_parser_finish(parser) else { return ([], []) }
    defer { cmark_node_free(root) }
    var blocks: [Block] = []
    var lines: [SourceLines] = []
    var notes = 0
    for node in children(of: root) {
      guard cmark_node_get_type(node) == CMARK_NODE_FOOTNOTE_DEFINITION else {
        if let parsed = block(node, depth: 0, in: source) {
          blocks.append(parsed.block)
          lines.append(parsed.lines)
        }
        // cmark's tree of a block goes as the block's own is made, so the two trees of a
        // large document are never held whole at once (a 10 MB README peaked at their sum).
        // Footnote definitions stay: references elsewhere point at them.
        cmark_node_free(node)
        continue
      }
      // cmark-gfm puts the notes that are referred to at the end, in the order of their
      // first reference: numbered as their references are.
      notes += 1
      if notes == 1 {
        blocks.append(.heading(level: 2, [.label(Self.notesHeading)]))
        lines.append(SourceLines(start: line(of: node)))
      }
      let note = footnote(notes, at: line(of: node), children(of: node).compactMap { block($0, depth: 1, in: source) })
      blocks.append(note.block)
      lines.append(note.lines)
    }
    return (blocks, lines)
  }

  /// The line (from 1) where `node` starts.
  static func line(of node: OpaquePointer) -> Int { max(1, Int(cmark_node_get_start_line(node))) }

  /// The heading over the footnotes, at the document's end (and in its contents pane).
  public static let notesHeading: LocalizedStringKey = "Notas"

  /// Note `number`, defined at `line`: its number before its first paragraph's text.
  private static func footnote(_ number: Int, at line: Int, _ parts: [Parsed]) -> Parsed {
    let mark = Inline.footnoteReference(number)
    let blocks = parts.map(\.block)
    let lines = parts.map(\.lines)
    guard case .paragraph(let inlines) = blocks.first else {
      return (.group([.paragraph([mark])] + blocks), SourceLines(start: line, parts: [SourceLines(start: line)] + lines))
    }
    return (
      .group([.paragraph([mark, .text(" ")] + inlines)] + blocks.dropFirst()),
      SourceLines(start: line, parts: lines)
    )
  }

  static func children(of node: OpaquePointer) -> [OpaquePointer] {
    var result: [OpaquePointer] = []
    var child = cmark_node_first_child(node)
    while let current = child {
      result.append(current)
      child = cmark_node_next(current)
    }
    return result
  }

  static func literal(_ node: OpaquePointer) -> String {
    guard let text = cmark_node_get_literal(node) else { return "" }
    return String(cString: text)
  }

  /// The block of `node`, a block at nesting `depth` (0 for the document's own blocks).
  private static func block(_ node: OpaquePointer, depth: Int, in source: SourceContext) -> Parsed? {
    let lines = SourceLines(start: line(of: node))
    switch cmark_node_get_type(node) {
    case CMARK_NODE_HEADING:
      let inlines = InlineReader.inlines(of: node, depth: 0, lines: InlineReader.inlineLines(of: node, in: source))
      return (.heading(level: Int(cmark_node_get_heading_level(node)), inlines), lines)
    case CMARK_NODE_PARAGRAPH:
      let inlines = InlineReader.inlines(of: node, depth: 0, lines: InlineReader.inlineLines(of: node, in: source))
      // cmark-gfm makes the lines before a table's header a new paragraph with no start line,
      // and starts the table where they started: a part's shift then moved it off line 1.
      if cmark_node_get_start_line(node) == 0, let next = cmark_node_next(node), typeName(next) == "table" {
        return (.paragraph(inlines), SourceLines(start: line(of: next)))
      }
      return (.paragraph(inlines), lines)
    case CMARK_NODE_LIST:
      guard depth < maximumDepth else { return flattened(node, in: source) }
      var items: [ListItem] = []
      var itemLines: [SourceLines] = []
      for item in children(of: node) {
        let parts = children(of: item).compactMap { block($0, depth: depth + 1, in: source) }
        items.append(
          ListItem(
            blocks: parts.map(\.block),
            isChecked: typeName(item) == "tasklist"
              ? cmark_gfm_extensions_get_tasklist_item_checked(item) : nil,
            isTight: cmark_node_get_list_tight(node) != 0))
        itemLines.append(SourceLines(start: line(of: item), parts: parts.map(\.lines)))
      }
      return (
        .list(
          ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
          start: Int(cmark_node_get_list_start(node)), items: items),
        SourceLines(start: lines.start, parts: itemLines)
      )
    case CMARK_NODE_CODE_BLOCK:
      var text = literal(node)
      if text.hasSuffix("\n") { text.removeLast() }
      // A fence's info string: its first word names the language.
      let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
      let language = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)
      // A fenced block's code starts on the line after its fence.
      var length: Int32 = 0, offset: Int32 = 0, character: CChar = 0
      let fenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
      return (.codeBlock(text, language: language), SourceLines(start: lines.start + (fenced ? 1 : 0)))
    case CMARK_NODE_BLOCK_QUOTE:
      guard depth < maximumDepth else { return flattened(node, in: source) }
      let parts = children(of: node).compactMap { block($0, depth: depth + 1, in: source) }
      return (.blockQuote(parts.map(\.block)), SourceLines(start: lines.start, parts: parts.map(\.lines)))
    case CMARK_NODE_THEMATIC_BREAK:
      return (.thematicBreak, lines)
    case CMARK_NODE_HTML_BLOCK:
      // Comments are the writer's notes to themselves: never shown.
      var (text, starts) = HTMLInline.removingCommentsKeepingLines(literal(node))
      while text.hasSuffix("\n") { text.removeLast() }
      guard !text.allSatisfy(\.isWhitespace) else { return nil }
      return (.html(text), SourceLines(start: lines.start, parts: starts.map { SourceLines(start: lines.start + $0) }))
    default:
      if typeName(node) == "table" {
        let rows = children(of: node).map { SourceLines(start: line(of: $0)) }
        return (.table(table(node)), SourceLines(start: lines.start, parts: rows))
      }
      // Blocks of other extensions fall back to their text.
      let text = plainText(of: node)
      return text.isEmpty ? nil : (.raw(text), lines)
    }
  }

  /// A quote or list too deep to nest further: the marker, then every block inside it that is
  /// not itself a quote, a list or an item, in document order, at one depth.
  private static func flattened(_ node: OpaquePointer, in source: SourceContext) -> Parsed {
    var blocks: [Block] = [.nestingLimit]
    var lines = [SourceLines(start: line(of: node))]
    walk(node) { descendant in
      switch cmark_node_get_type(descendant) {
      case CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_ITEM:
        return true
      default:
        if let leaf = block(descendant, depth: maximumDepth, in: source) {
          blocks.append(leaf.block)
          lines.append(leaf.lines)
        }
        return false
      }
    }
    return (.group(blocks), SourceLines(start: lines[0].start, parts: lines))
  }

  /// Visits the descendants of `root` in document order, without recursion: `enter` says
  /// whether to go into a node's children, and `exit` follows the children of a node entered.
  static func walk(
    _ root: OpaquePointer, enter: (OpaquePointer) -> Bool, exit: (OpaquePointer) -> Void = { _ in }
  ) {
    var next = cmark_node_first_child(root)
    while let node = next {
      if enter(node) {
        if let child = cmark_node_first_child(node) {
          next = child
          continue
        }
        exit(node)
      }
      // Up until a node with a next sibling, leaving each parent on the way.
      var current = node
      next = nil
      while true {
        if let sibling = cmark_node_next(current) {
          next = sibling
          break
        }
        guard let parent = cmark_node_parent(current), parent != root else { break }
        exit(parent)
        current = parent
      }
    }
  }

  static func typeName(_ node: OpaquePointer) -> String {
    cmark_node_get_type_string(node).map { String(cString: $0) } ?? ""
  }

  private static func table(_ node: OpaquePointer) -> Table {
    let columns = Int(cmark_gfm_extensions_get_table_columns(node))
    var alignments = Array(repeating: Table.Alignment.leading, count: columns)
    if let raw = cmark_gfm_extensions_get_table_alignments(node) {
      for column in 0..<columns {
        switch raw[column] {
        case UInt8(ascii: "c"): alignments[column] = .center
        case UInt8(ascii: "r"): alignments[column] = .trailing
        default: break
        }
      }
    }
    var header: [[Inline]] = []
    var rows = TableRows()
    for row in children(of: node) {
      let cells = children(of: row).map { InlineReader.inlines(of: $0, depth: 0) }
      if cmark_gfm_extensions_get_table_row_is_header(row) != 0 {
        header = cells
      } else {
        rows.append(cells)
      }
    }
    return Table(alignments: alignments, header: header, rows: rows)
  }

  /// The text of `node` and its descendants, literals joined by spaces.
  static func plainText(of node: OpaquePointer) -> String {
    var parts = [literal(node)]
    walk(node) { descendant in
      parts.append(literal(descendant))
      return true
    }
    return parts.filter { !$0.isEmpty }.joined(separator: " ")
  }
}
