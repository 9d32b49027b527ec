import Localization
import ScrollKit

/// A document that layout understands (Markdown, a guide) as rows, laid out around what is
/// looked at, as plain text is: a block is laid out when a row of it is asked for.
///
/// The document is laid out in *units* (see ``DocumentLayout/unitCount(of:)``): the top
/// padding, each block with the row that separates it from the block before, the bottom
/// padding. A unit's rows depend on nothing before it, so any unit can be laid out alone.
///
/// Positions: the units laid out up front (until ``eagerRows`` rows, all of them for a small
/// document or with a filter) are the *prefix*, and a row's position there is its index, as
/// in the whole layout. A row of a later unit `u` is at `prefixRows + (u - prefixUnits) <<
/// 26 + row`: positions still increase down the document, and a unit far below is reached
/// without laying out the units above it. Row counts of the units not laid out yet are
/// estimated from their source lines (``RowCounts``) until they are.
public final class LaidOutRows: DocumentRows {
  /// The document.
  public let document: Document
  /// How the rows are laid out.
  public let options: LayoutOptions
  /// The filter whose lines are shown, if any.
  public let filter: LineFilter?
  /// The padding applied around the content.
  public let padding: Padding

  /// Rows laid out when the rows are made: a small document is laid out whole.
  public static let eagerRows = 2048
  /// Rows of the units after the prefix kept laid out at most: the least recently laid out
  /// go first, so memory follows what is shown, not what was read.
  static let cachedRowLimit = 4_096
  /// The bits of a position that hold a row inside its unit.
  static let rowBits = 26

  private let unitCount: Int
  private let prefixUnits: Int
  private let prefix: [DisplayLine]
  /// `prefixStarts[u]`: the position of unit `u`'s first row, for each unit of the prefix
  /// (and the prefix's end after them).
  private let prefixStarts: [Int]
  /// The row counts of the units after the prefix (unit `prefixUnits + i` at `i`).
  private var counts: RowCounts
  /// Which units after the prefix were laid out, so that their counts are exact.
  private var isCounted: [Bool]
  private var cache: [Int: [DisplayLine]] = [:]
  private var cacheOrder: [Int] = []
  private var cachedRows = 0
  private var itemsMade: [ContentItem]?
  private var itemRowsMade: [Range<Int>]?

  /// Lays `document` out at `width` with the guide's margins.
  public convenience init(document: Document, width: Int) {
    self.init(document: document, options: DocumentLayout.defaultOptions(for: document, width: width))
  }

  /// Lays `document` out with `options`, showing only the lines `filter` keeps: with a
  /// filter, whole (every line is looked at to know which are kept).
  public init(document: Document, options: LayoutOptions, filter: LineFilter? = nil) {
    self.document = document
    self.options = options
    self.filter = filter
    padding = DocumentLayout.padding(for: document, options: options)
    unitCount = DocumentLayout.unitCount(of: document)
    var prefix: [DisplayLine] = []
    var starts = [0]
    while starts.count - 1 < unitCount, filter != nil || prefix.count < Self.eagerRows {
      let rows = DocumentLayout.rows(ofUnit: starts.count - 1, of: document, options: options)
      prefix += filter.map { filter in Self.keptLines(of: rows, by: filter).flatMap { rows[$0] } } ?? rows
      starts.append(prefix.count)
    }
    self.prefix = prefix
    prefixStarts = starts
    prefixUnits = starts.count - 1
    counts = RowCounts((prefixUnits..<unitCount).map { Self.estimatedRows(ofUnit: $0, of: document) })
    isCounted = Array(repeating: false, count: unitCount - prefixUnits)
  }

  /// A guess at unit `unit`'s rows before it is laid out: its source lines (a blank line
  /// between blocks is the row between them), at least one.
  static func estimatedRows(ofUnit unit: Int, of document: Document) -> Int {
    let block = unit - 1
    let lines = document.sourceLines
    guard block >= 0, block < document.blocks.count else { return 1 }
    guard lines.indices.contains(block) else { return 2 }
    let next = block + 1 < lines.count ? lines[block + 1].start : (document.lineCount ?? lines[block].start) + 1
    return max(1, next - lines[block].start)
  }

  /// The rows laid out and kept now: the prefix's, and those of the units looked at lately.
  public var laidOutRowCount: Int { prefix.count + cachedRows }

  /// Whether every unit is laid out: positions are then row indices, estimates exact.
  public var isLaidOutWhole: Bool { prefixUnits == unitCount }

  /// Every row, top to bottom: the whole layout (of the rows the filter keeps).
  ///
  /// - Complexity: O(n) in the size of the document: for printing and tests, not for drawing.
  public var layout: DocumentLayout {
    let lines = isLaidOutWhole ? prefix : lines(from: startPosition, limit: .max)
    return DocumentLayout(width: options.width, lines: lines, padding: padding)
  }

  // MARK: Units

  /// The position of row `row` of unit `unit`.
  func position(unit: Int, row: Int) -> Int {
    if unit < prefixUnits { return prefixStarts[unit] + row }
    return prefix.count + ((unit - prefixUnits) << Self.rowBits) + row
  }

  /// The unit and row a position names, without laying anything out: for a unit after the
  /// prefix, the row may be past the unit's rows (the next unit's first row is meant).
  private func rawLocation(of position: Int) -> (unit: Int, row: Int) {
    let position = max(0, position)
    if position < prefix.count || isLaidOutWhole {
      guard position < prefix.count else { return (unitCount, 0) }
      // The unit whose rows reach past the position (units with no rows skipped).
      var low = 0
      var high = prefixUnits
      while low < high {
        let middle = (low + high) / 2
        if prefixStarts[middle + 1] <= position { low = middle + 1 } else { high = middle }
      }
      return (low, position - prefixStarts[low])
    }
    let offset = position - prefix.count
    return (prefixUnits + (offset >> Self.rowBits), offset & ((1 << Self.rowBits) - 1))
  }

  /// The unit and row of the row at or after `position`, or `nil` past the last row.
  private func location(of position: Int) -> (unit: Int, row: Int)? {
    var (unit, row) = rawLocation(of: position)
    while unit < unitCount {
      if row < rowCount(ofUnit: unit) { return (unit, row) }
      unit += 1
      row = 0
    }
    return nil
  }

  /// How many rows unit `unit` has, laying it out if it is not yet.
  func rowCount(ofUnit unit: Int) -> Int {
    if unit < prefixUnits { return prefixStarts[unit + 1] - prefixStarts[unit] }
    return rows(ofUnit: unit).count
  }

  /// The rows of unit `unit` (after the prefix), laid out now unless they are kept.
  private func rows(ofUnit unit: Int) -> [DisplayLine] {
    if let rows = cache[unit] { return rows }
    let rows = DocumentLayout.rows(ofUnit: unit, of: document, options: options)
    cache[unit] = rows
    cacheOrder.append(unit)
    cachedRows += rows.count
    counts.set(unit - prefixUnits, to: rows.count)
    isCounted[unit - prefixUnits] = true
    while cachedRows > Self.cachedRowLimit, cacheOrder.count > 1 {
      let oldest = cacheOrder.removeFirst()
      cachedRows -= cache.removeValue(forKey: oldest)?.count ?? 0
    }
    return rows
  }

  /// The row at `row` of unit `unit`.
  func line(unit: Int, row: Int) -> DisplayLine {
    unit < prefixUnits ? prefix[prefixStarts[unit] + row] : rows(ofUnit: unit)[row]
  }

  /// The rows of unit `unit`, as a search reads them.
  func unitRows(_ unit: Int) -> ArraySlice<DisplayLine> {
    unit < prefixUnits ? prefix[prefixStarts[unit]..<prefixStarts[unit + 1]] : rows(ofUnit: unit)[...]
  }

  /// The unit and row of the row at or after `position`, or `nil` past the last row.
  func unitAndRow(of position: Int) -> (unit: Int, row: Int)? { location(of: position) }

  /// The number of units.
  var units: Int { unitCount }

  /// The row at `position`, if there is one there.
  public func line(at position: Int) -> DisplayLine? {
    location(of: position).map { line(unit: $0.unit, row: $0.row) }
  }

  // MARK: Rows

  public var startPosition: Int { 0 }

  public var lineNumberLimit: Int { document.lineCount ?? Int(estimatedRowCount) }

  public var endPosition: Int {
    isLaidOutWhole ? prefix.count : position(unit: unitCount, row: 0)
  }

  public func positions(from position: Int, limit: Int) -> [Int] {
    var positions: [Int] = []
    guard limit > 0, var (unit, row) = location(of: position) else { return positions }
    while positions.count < limit, unit < unitCount {
      let count = rowCount(ofUnit: unit)
      while row < count, positions.count < limit {
        positions.append(self.position(unit: unit, row: row))
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
    var (unit, row) = position >= endPosition ? (unitCount, 0) : rawLocation(of: position)
    if unit < unitCount { row = min(row, rowCount(ofUnit: unit)) }
    return (unit, row)
  }

  public func positions(before position: Int, limit: Int) -> [Int] {
    var (unit, row) = endPlace(of: position)
    var positions: [Int] = []
    while positions.count < max(0, limit) {
      if row > 0 {
        row -= 1
        positions.append(self.position(unit: unit, row: row))
      } else {
        unit -= 1
        guard unit >= 0 else { break }
        row = rowCount(ofUnit: unit)
      }
    }
    return positions.reversed()
  }

  public func lines(from position: Int, limit: Int) -> [DisplayLine] {
    if isLaidOutWhole {
      let start = max(0, position)
      return start < prefix.count ? Array(prefix[start..<min(prefix.count, start + max(0, min(limit, prefix.count)))]) : []
    }
    return positions(from: position, limit: limit).map { line(at: $0)! }
  }

  public func estimatedRowIndex(of position: Int) -> Double {
    guard position >= prefix.count, !isLaidOutWhole else { return Double(max(0, position)) }
    let (unit, row) = rawLocation(of: position)
    guard unit < unitCount else { return estimatedRowCount }
    let index = unit - prefixUnits
    return Double(prefix.count + counts.sum(before: index) + min(row, counts.counts[index]))
  }

  public var estimatedRowCount: Double { Double(prefix.count + counts.total) }

  /// The position of the row whose estimated index is `index` (see ``estimatedRowIndex(of:)``).
  public func position(atEstimatedIndex index: Int) -> Int {
    guard index >= prefix.count, !isLaidOutWhole else { return min(max(0, index), max(0, endPosition - 1)) }
    let (unit, row) = counts.unit(holding: index - prefix.count)
    let place = location(of: position(unit: prefixUnits + unit, row: 0))
    guard let place else { return positions(before: endPosition, limit: 1).first ?? 0 }
    let rows = rowCount(ofUnit: place.unit)
    return position(unit: place.unit, row: min(row, max(0, rows - 1)))
  }

  /// Nothing to prepare: a unit is laid out whole when one of its rows is asked for.
  public func prepareRows(before position: Int, limit: Int, budget: Int) -> Double? { nil }

  public func reflowed(to options: LayoutOptions, keeping position: Int)
    -> (rows: any DocumentRows, position: Int)
  {
    let rows = LaidOutRows(document: document, options: options, filter: filter)
    guard let shown = line(at: position), position < endPosition else { return (rows, 0) }
    return (rows, rows.lastPosition(showing: shown.source))
  }

  /// The position of the last row that starts at or before `source`; the first row when
  /// none does.
  func lastPosition(showing source: SourcePosition) -> Int {
    // A block's rows are in its unit (after the block's), and the row between it and the
    // next block in the next unit.
    let unit = source.block < 0 ? 0 : source.block == Int.max ? unitCount - 1 : source.block + 1
    var current = min(unit + 1, unitCount - 1)
    while current >= 0 {
      let rows = unitRows(current)
      if let index = rows.lastIndex(where: { $0.source <= source }) {
        return position(unit: current, row: index - rows.startIndex)
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
    let lines = prefix
    let language = options.language
    var items: [ContentItem] = []
    for (index, line) in lines.enumerated() {
      let title: DisplayText?
      if document.kind == .guide {
        title = line.step.flatMap { step in
          items.count == step ? document.stepLabel(step, in: language) : nil
        }
      } else {
        title = line.heading
      }
      guard let title else { continue }
      if let last = items.indices.last { items[last].rows = items[last].rows.lowerBound..<index }
      items.append(ContentItem(title: title, rows: index..<lines.count))
    }
    if document.kind == .guide, let last = items.indices.last {
      // A step ends with its text: the padding after the last one is not part of it.
      let end = lines.lastIndex { $0.step == last } ?? (lines.count - 1)
      items[last].rows = items[last].rows.lowerBound..<(end + 1)
    }
    if document.kind == .guide {
      for index in items.indices {
        while items[index].rows.count > 1, lines[items[index].rows.upperBound - 1].text.isEmpty {
          items[index].rows = items[index].rows.lowerBound..<(items[index].rows.upperBound - 1)
        }
      }
    }
    return items
  }

  /// Whether unit `unit`'s rows are known without laying it out again.
  func isLaidOut(unit: Int) -> Bool { unit < prefixUnits || cache[unit] != nil }
}
