/// The items of a huge list that one part of a large document holds (see ``MarkdownParts``),
/// kept as that part's Markdown and parsed again when they are laid out.
///
/// A list cut between parts was joined into one block: its items (a `ListItem`, its blocks,
/// inlines and source lines, about 300 bytes an item) were held for the document's life and
/// laid out as one unit, 249 MB for 385 000 one-line items in 10 MB. Kept as slices, each
/// part's items are a unit of their own, laid out (and parsed) when a row of them is looked at,
/// their rows those of the joined list: numbered on from the slice before, as loose as the
/// whole list, with no row between two slices.
public struct ListSlice: Hashable, Sendable {
  /// Whether the list is ordered.
  public let ordered: Bool
  /// The number of the slice's first item (an ordered list's, counted on from the slices
  /// before).
  public let start: Int
  /// Whether the whole list is tight: one loose part makes every item loose, as cmark-gfm
  /// makes a list loose when a blank line separates any two of its items.
  public internal(set) var isTight: Bool
  /// Whether the slice goes on the one before it: its rows follow the rows before with no
  /// row between, as one list's items do.
  public let continuesList: Bool
  /// How many items the slice holds.
  public let itemCount: Int
  /// Whether a heading of level 1 to 3 is in its items: the contents lay the slice out to
  /// find its row.
  public let holdsHeading: Bool
  /// The part's bytes as they are in the file (decoded when parsed if `decoding`), shared
  /// with the file's bytes: no copy is held.
  let source: ArraySlice<UInt8>
  /// The document's reference definitions, parsed before the part as they were.
  let definitions: [UInt8]
  let decoding: Bool
  /// What turns a line of the part parsed alone into the document's line.
  let lineShift: Int
  /// Whether the list is the part's first block (it goes on from the part before), else its
  /// last.
  let isFirstBlock: Bool

  /// The slice's items and their source lines, parsed again from the part's Markdown.
  ///
  /// - Complexity: O(n) in the size of the part.
  public func parsed() -> (items: [ListItem], lines: [SourceLines]) {
    var text = definitions + source
    if decoding { text = Array(TextDecoder.decoded(text[...]).utf8) }
    let (blocks, lines) = MarkdownParser.parseAlone(text)
    let index = isFirstBlock ? blocks.startIndex : blocks.index(before: blocks.endIndex)
    guard blocks.indices.contains(index), case .list(_, _, var items) = blocks[index] else { return ([], []) }
    for item in items.indices { items[item].isTight = isTight }
    return (items, lines[index].shifted(by: lineShift).parts)
  }

  // The part's bytes are compared (at once when they are the same storage) but not hashed:
  // hashing a document would read every part.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ordered)
    hasher.combine(start)
    hasher.combine(isTight)
    hasher.combine(continuesList)
    hasher.combine(itemCount)
    hasher.combine(holdsHeading)
    hasher.combine(source.count)
  }
}

extension ListSlice {
  /// The slice of the list that is block `block` of a part parsed alone (its first or its
  /// last), starting at number `start`.
  init(
    list items: [ListItem], ordered: Bool, start: Int, continuesList: Bool, part source: ArraySlice<UInt8>,
    definitions: [UInt8], decoding: Bool, lineShift: Int, isFirstBlock: Bool
  ) {
    self.ordered = ordered
    self.start = start
    isTight = items.first?.isTight ?? true
    self.continuesList = continuesList
    itemCount = items.count
    holdsHeading = Block.list(ordered: ordered, start: start, items: items).holdsHeadingBelowTop
    self.source = source
    self.definitions = definitions
    self.decoding = decoding
    self.lineShift = lineShift
    self.isFirstBlock = isFirstBlock
  }
}

extension ListSlice {
  /// Makes every slice of a list loose when one is: the slices of a list follow each other
  /// in `blocks`, the first not going on any.
  static func loosen(_ blocks: inout [Block]) {
    var runStart = 0
    while runStart < blocks.count {
      var runEnd = runStart + 1
      guard case .listSlice(let first) = blocks[runStart] else {
        runStart = runEnd
        continue
      }
      var isTight = first.isTight
      while runEnd < blocks.count, case .listSlice(let next) = blocks[runEnd], next.continuesList {
        isTight = isTight && next.isTight
        runEnd += 1
      }
      if !isTight {
        for index in runStart..<runEnd {
          guard case .listSlice(var slice) = blocks[index] else { continue }
          slice.isTight = false
          blocks[index] = .listSlice(slice)
        }
      }
      runStart = runEnd
    }
  }
}

extension Block {
  /// Whether the block is a slice of a list that goes on the block before (see
  /// ``ListSlice/continuesList``).
  var continuesList: Bool {
    if case .listSlice(let slice) = self { return slice.continuesList }
    return false
  }
}
