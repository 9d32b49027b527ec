import Localization
import ScrollKit

/// A document that layout understands (Markdown, a guide) as rows, laid out around what is
/// looked at, as plain text is: a block is laid out when a row of it is asked for.
///
/// The document is laid out in *units* (see ``DocumentLayout/unitCount(of:)``): the top
/// padding, each block with the row that separates it from the block before, the bottom
/// padding. A unit's rows depend on nothing before it, so any unit can be laid out alone;
/// ``UnitRows`` lays them out and names their rows' positions.
public final class LaidOutRows: DocumentRows {
  /// The document: the blocks parsed so far while it ``mayGrow``.
  ///
  /// - Complexity: O(n) in the size of the document, whose parts not held are parsed again
  ///   (see ``BlockStore``): for printing and tests. ``kind``, ``sourceLineCount`` and
  ///   ``isBuiltInGuide`` cost nothing.
  public var document: Document { units.blocks.document }
  /// The document's shape.
  public var kind: Document.Kind { units.properties.kind }
  /// The number of lines of the document's source, if it has one.
  public var sourceLineCount: Int? { units.properties.lineCount }
  /// Whether this is guia's built-in guide.
  public var isBuiltInGuide: Bool { units.properties.isBuiltInGuide }
  /// Whether blocks may still be appended (``append(_:)``): a large Markdown document whose
  /// later parts are still being parsed.
  public private(set) var mayGrow: Bool
  /// How the rows are laid out.
  public let options: LayoutOptions
  /// The filter whose lines are shown, if any.
  public let filter: LineFilter?
  /// The padding applied around the content.
  public let padding: Padding
  /// The rows, unit by unit.
  let units: UnitRows
  private var itemsMade: [ContentItem]?
  private var itemRowsMade: [Range<Int>]?

  /// Rows laid out when the rows are made: a small document is laid out whole.
  public static let eagerRows = 2048
  /// Rows laid out when the rows of a document that may grow are made: a few screens, so that
  /// a large document's first frame lays out little. Never none: with none, a block longer
  /// than the rows kept (a 10 MB paragraph) was laid out again at every look at its rows, 57 s
  /// to its end (`BlockSizeReliabilityTests`).
  public static let growingEagerRows = 256

  /// Lays `document` out at `width` with the guide's margins.
  public convenience init(document: Document, width: Int) {
    self.init(document: document, options: DocumentLayout.defaultOptions(for: document, width: width))
  }

  /// Lays `document` out with `options`, showing only the lines `filter` keeps: with a
  /// filter, whole (every line is looked at to know which are kept).
  ///
  /// Rows that `mayGrow` take the document's later blocks as they are parsed (see
  /// ``append(_:)``) until ``finishGrowing()``.
  public convenience init(document: Document, options: LayoutOptions, filter: LineFilter? = nil, mayGrow: Bool = false) {
    self.init(blocks: BlockStore(document), options: options, filter: filter, mayGrow: mayGrow)
  }

  /// Lays out the blocks another layout holds (at another width, filtered or not), parsing
  /// again only the parts it looks at.
  init(blocks: BlockStore, options: LayoutOptions, filter: LineFilter? = nil, mayGrow: Bool = false) {
    self.options = options
    self.filter = filter
    self.mayGrow = mayGrow
    padding = DocumentLayout.padding(for: blocks.properties, options: options)
    units = UnitRows(
      blocks: blocks, options: options, filter: filter,
      eagerRows: mayGrow ? Self.growingEagerRows : Self.eagerRows, mayGrow: mayGrow)
  }

  /// Appends `part`'s blocks to the document and its rows, in place: the rows before keep
  /// their positions, and the views that show them measure them again.
  public func append(_ part: DocumentPart) {
    precondition(mayGrow, "only rows made to grow take more blocks")
    units.append(part)
    itemsMade = nil
    itemRowsMade = nil
  }

  /// The document is whole: no block is appended any more.
  public func finishGrowing() { mayGrow = false }

  /// The rows laid out and kept now: the prefix's, and those of the units looked at lately.
  public var laidOutRowCount: Int { units.prefix.count + units.cachedRows }

  /// Whether every unit is laid out: positions are then row indices, estimates exact.
  public var isLaidOutWhole: Bool { units.isLaidOutWhole }

  /// Every row, top to bottom: the whole layout (of the rows the filter keeps).
  ///
  /// - Complexity: O(n) in the size of the document: for printing and tests, not for drawing.
  public var layout: DocumentLayout {
    let lines = isLaidOutWhole ? units.prefix : lines(from: startPosition, limit: .max)
    return DocumentLayout(width: options.width, lines: lines, padding: padding)
  }

  /// The row at `position`, if there is one there.
  public func line(at position: Int) -> DisplayLine? {
    units.location(of: position).map { units.line(unit: $0.unit, row: $0.row) }
  }

  // MARK: Rows

  public var startPosition: Int { 0 }

  public var lineNumberLimit: Int { sourceLineCount ?? Int(estimatedRowCount) }

  public var endPosition: Int {
    units.endPosition
  }

  public func positions(from position: Int, limit: Int) -> [Int] {
    var positions: [Int] = []
    guard limit > 0, var (unit, row) = units.location(of: position) else { return positions }
    while positions.count < limit, unit < units.count {
      let count = units.rowCount(ofUnit: unit)
      while row < count, positions.count < limit {
        positions.append(units.position(unit: unit, row: row))
        row += 1
      }
      unit += 1
      row = 0
    }
    return positions
  }

  /// The unit and row just past the rows before `position`: the rows before it are those
  /// of the units before the unit, and the unit's rows before the row.
  func endPlace(of position: Int) -> (unit: Int, row: Int) {
    var (unit, row) = position >= endPosition ? (units.count, 0) : units.rawLocation(of: position)
    if unit < units.count { row = min(row, units.rowCount(ofUnit: unit)) }
    return (unit, row)
  }

  public func positions(before position: Int, limit: Int) -> [Int] {
    var (unit, row) = endPlace(of: position)
    var positions: [Int] = []
    while positions.count < max(0, limit) {
      if row > 0 {
        row -= 1
        positions.append(units.position(unit: unit, row: row))
      } else {
        unit -= 1
        guard unit >= 0 else { break }
        row = units.rowCount(ofUnit: unit)
      }
    }
    return positions.reversed()
  }

  public func lines(from position: Int, limit: Int) -> [DisplayLine] {
    if isLaidOutWhole {
      let prefix = units.prefix
      let start = max(0, position)
      return start < prefix.count ? Array(prefix[start..<min(prefix.count, start + max(0, min(limit, prefix.count)))]) : []
    }
    return positions(from: position, limit: limit).map { line(at: $0)! }
  }

  public func estimatedRowIndex(of position: Int) -> Double { units.estimatedIndex(of: position) }

  public var estimatedRowCount: Double { units.estimatedCount }

  /// The position of the row whose estimated index is `index` (see ``estimatedRowIndex(of:)``).
  public func position(atEstimatedIndex index: Int) -> Int {
    let prefixCount = units.prefix.count
    guard index >= prefixCount, !isLaidOutWhole else { return min(max(0, index), max(0, endPosition - 1)) }
    let (unit, row) = units.counts.unit(holding: index - prefixCount)
    let place = units.location(of: units.position(unit: units.prefixUnits + unit, row: 0))
    guard let place else { return positions(before: endPosition, limit: 1).first ?? 0 }
    let rows = units.rowCount(ofUnit: place.unit)
    return units.position(unit: place.unit, row: min(row, max(0, rows - 1)))
  }

  /// Nothing to prepare: a unit is laid out whole when one of its rows is asked for.
  public func prepareRows(before position: Int, limit: Int, budget: Int) -> Double? { nil }

  public func reflowed(to options: LayoutOptions, keeping position: Int)
    -> (rows: any DocumentRows, position: Int)
  {
    let rows = LaidOutRows(blocks: units.blocks, options: options, filter: filter, mayGrow: mayGrow)
    guard let shown = line(at: position), position < endPosition else { return (rows, 0) }
    return (rows, rows.lastPosition(showing: shown.source))
  }

  /// The position of the last row that starts at or before `source`; the first row when
  /// none does.
  func lastPosition(showing source: SourcePosition) -> Int {
    // A block's rows are in its unit (after the block's), and the row between it and the
    // next block in the next unit.
    let unit = source.block < 0 ? 0 : source.block == Int.max ? units.count - 1 : source.block + 1
    var current = min(unit + 1, units.count - 1)
    while current >= 0 {
      let rows = units.rows(of: current)
      if let index = rows.lastIndex(where: { $0.source <= source }) {
        return units.position(unit: current, row: index - rows.startIndex)
      }
      current -= 1
    }
    return startPosition
  }

  // MARK: Items

  /// The items: a guide's steps, or a Markdown document's headings down to level 3.
  public var items: [ContentItem] {
    if let itemsMade { return itemsMade }
    let made = isLaidOutWhole ? wholeItems() : ContentIndex.items(of: self)
    itemsMade = made
    return made
  }

  public var textRows: TextRows? { nil }

  public var laidOutRows: LaidOutRows? { self }

  public var itemRows: [Range<Int>] {
    if let itemRowsMade { return itemRowsMade }
    let made = items.map(\.rows)
    itemRowsMade = made
    return made
  }

  /// The items of a document laid out whole, from its rows.
  private func wholeItems() -> [ContentItem] {
    let lines = units.prefix
    let language = options.language
    var items: [ContentItem] = []
    for (index, line) in lines.enumerated() {
      let title: DisplayText?
      if kind == .guide {
        title = line.step.flatMap { step in
          items.count == step ? units.properties.stepLabel(step, in: language) : nil
        }
      } else {
        title = line.heading
      }
      guard let title else { continue }
      if let last = items.indices.last { items[last].rows = items[last].rows.lowerBound..<index }
      items.append(ContentItem(title: title, rows: index..<lines.count))
    }
    if kind == .guide, let last = items.indices.last {
      // A step ends with its text: the padding after the last one is not part of it.
      let end = lines.lastIndex { $0.step == last } ?? (lines.count - 1)
      items[last].rows = items[last].rows.lowerBound..<(end + 1)
    }
    if kind == .guide {
      for index in items.indices {
        while items[index].rows.count > 1, lines[items[index].rows.upperBound - 1].text.isEmpty {
          items[index].rows = items[index].rows.lowerBound..<(items[index].rows.upperBound - 1)
        }
      }
    }
    return items
  }
}
