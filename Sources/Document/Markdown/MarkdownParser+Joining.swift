extension MarkdownParser {
  /// Appends `rest`, the blocks of a part that starts inside the last of `blocks` (a paragraph
  /// or a quote of plain lines cut between two of them, see ``MarkdownParts``), with their
  /// source lines: the block cut goes on as one, as cmark parses it whole.
  ///
  /// A paragraph and the rest of it are one paragraph, or the heading a setext underline after
  /// the rest makes of it all; a quote and the rest of it are one quote, the paragraph cut in
  /// it joined so; a list and the rest of it (cut between two items) are one list; a table and
  /// the rest of it (cut between two body rows) are one table. cmark-gfm starts a table whose header ends a paragraph where the paragraph
  /// started: a table that starts the rest, at `cutLine`, is moved there too.
  /// With `continuingItem`, the rest starts inside the last item of a list (its part parsed
  /// after the item's marker, see ``MarkdownParts/ItemContinuation``): the rest's first item
  /// goes on that item.
  static func appendRest(
    _ rest: [Block], _ restLines: [SourceLines], cutAt cutLine: Int, to blocks: inout [Block],
    _ lines: inout [SourceLines], continuingItem: Bool = false
  ) {
    var rest = rest[...]
    var restLines = restLines[...]
    if let first = rest.first, let last = blocks.indices.last,
      join(
        first, restLines[restLines.startIndex], cutAt: cutLine, onto: &blocks[last], &lines[last],
        continuingItem: continuingItem)
    {
      rest = rest.dropFirst()
      restLines = restLines.dropFirst()
    }
    if case .table? = rest.first, let start = restLines.first?.start, start == cutLine, let last = lines.last {
      restLines[restLines.startIndex] = restLines[restLines.startIndex].moved(from: cutLine, to: last.start)
    }
    blocks += rest
    lines += restLines
  }

  /// Puts `rest` on `block`, which it continues (see ``appendRest(_:_:cutAt:to:_:)``); `false`,
  /// and `block` as it was, when `rest` does not go on it (a table after a paragraph).
  private static func join(
    _ rest: Block, _ restLines: SourceLines, cutAt cutLine: Int, onto block: inout Block, _ lines: inout SourceLines,
    continuingItem: Bool
  ) -> Bool {
    switch (block, rest) {
    case (.paragraph(var inlines), .paragraph(let tail)), (.paragraph(var inlines), .heading(_, let tail)):
      // In place: the paragraph's inlines are not copied at each part.
      block = .thematicBreak
      inlines.append(.softBreak)
      inlines += tail
      if case .heading(let level, _) = rest {
        block = .heading(level: level, inlines)
      } else {
        block = .paragraph(inlines)
      }
      return true
    case (.blockQuote(var children), .blockQuote(let restChildren)):
      block = .thematicBreak
      var childLines = lines.parts
      appendRest(restChildren, restLines.parts, cutAt: cutLine, to: &children, &childLines)
      block = .blockQuote(children)
      lines = SourceLines(start: lines.start, parts: childLines)
      return true
    case (.list(let ordered, let start, var items), .list(let restOrdered, _, let restItems)) where ordered == restOrdered:
      // The rest's own first number is not the list's; one loose item makes all loose, as
      // cmark-gfm makes a list loose when a blank line separates any two of its items.
      block = .thematicBreak
      let isTight = (items.first?.isTight ?? true) && (restItems.first?.isTight ?? true)
      var restItems = restItems[...]
      var restItemLines = restLines.parts[...]
      if continuingItem, let restItem = restItems.first, let itemLines = restItemLines.first, !items.isEmpty,
        !lines.parts.isEmpty
      {
        var item = items.removeLast()
        var blockLines = lines.parts[lines.parts.count - 1].parts
        appendRest(restItem.blocks, itemLines.parts, cutAt: cutLine, to: &item.blocks, &blockLines)
        items.append(item)
        lines.parts[lines.parts.count - 1].parts = blockLines
        restItems = restItems.dropFirst()
        restItemLines = restItemLines.dropFirst()
      }
      items += restItems
      if !isTight {
        for index in items.indices { items[index].isTight = false }
      }
      block = .list(ordered: ordered, start: start, items: items)
      lines.parts += restItemLines
      return true
    case (.table(var table), .table(let restTable)):
      // The rest of a table cut between two body rows, parsed after its header and delimiter
      // rows (see ``MarkdownParts/tableHeads``): its rows, not its header, go on.
      block = .thematicBreak
      table.rows.append(contentsOf: restTable.rows)
      block = .table(table)
      lines.parts += restLines.parts.dropFirst()
      return true
    default:
      return false
    }
  }
}
