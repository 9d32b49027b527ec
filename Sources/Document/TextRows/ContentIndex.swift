/// The items (a guide's steps, a document's headings down to level 3) of a document laid out
/// around what is shown: found in its blocks, not in its rows, so that a heading far below
/// is listed without laying out what is above it. A heading at a block's top is the first
/// row of its unit (after the row that separates it from the block before); only a block
/// that holds headings deeper in it (in a quote, a list) is laid out to find their rows.
enum ContentIndex {
  /// The items of `rows`, each from its first row to the next item's.
  ///
  /// - Complexity: O(n) in the number of blocks, and the layout of the blocks that hold
  ///   headings below their top.
  static func items(of rows: LaidOutRows) -> [ContentItem] {
    let document = rows.units.properties
    let language = rows.options.language
    var starts: [(title: DisplayText, position: Int)] = []
    // The row between a block and the one before it is the unit's first.
    func top(_ index: Int) -> Int { index > 0 && document.kind != .plainText ? 1 : 0 }
    if document.kind == .guide {
      for index in 0..<rows.units.blocks.count {
        starts.append((document.stepLabel(index, in: language), rows.units.position(unit: index + 1, row: top(index))))
      }
    }
    // A part not held keeps what is read here: its headings' titles, the blocks that hold one.
    if document.kind != .guide {
      rows.units.blocks.forEachContentBlock { index, content in
        let unit = index + 1
        let block: Block? = if case .block(let block) = content { block } else { nil }
        if rows.units.isLaidOut(unit: unit) || block?.holdsHeadingBelowTop == true {
          let unitRows = rows.units.rows(of: unit)
          for (row, line) in zip(0..., unitRows) {
            if let heading = line.heading { starts.append((heading, rows.units.position(unit: unit, row: row))) }
          }
        } else if case .heading(let title) = content {
          starts.append((title, rows.units.position(unit: unit, row: top(index))))
        } else if case .heading(let level, let inlines)? = block, level <= 3 {
          starts.append((inlines.title(in: language), rows.units.position(unit: unit, row: top(index))))
        }
      }
    }
    // A guide's last step ends with its text, before the padding.
    let end = document.kind == .guide
      ? rows.units.position(unit: rows.units.count - 1, row: 0) : rows.endPosition
    return starts.indices.map { index in
      let upper = index + 1 < starts.count ? starts[index + 1].position : end
      return ContentItem(title: starts[index].title, rows: starts[index].position..<max(starts[index].position, upper))
    }
  }
}

extension Block {
  /// Whether a heading of level 1 to 3 is inside this block, below its top (in a quote, a
  /// list item, a group).
  var holdsHeadingBelowTop: Bool {
    switch self {
    case .blockQuote(let blocks), .group(let blocks): blocks.contains { $0.isOrHoldsHeading }
    case .list(_, _, let items): items.contains { $0.blocks.contains { $0.isOrHoldsHeading } }
    case .listSlice(let slice): slice.holdsHeading
    default: false
    }
  }

  private var isOrHoldsHeading: Bool {
    if case .heading(let level, _) = self { return level <= 3 }
    return holdsHeadingBelowTop
  }
}
