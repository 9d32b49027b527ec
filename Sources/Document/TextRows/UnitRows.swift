import ScrollKit

/// A laid-out document's rows unit by unit (see ``DocumentLayout/unitCount(of:)``), and the
/// positions that name them.
///
/// The units laid out up front (until ``LaidOutRows/eagerRows`` rows, all of them for a
/// small document or with a filter) are the *prefix*, and a row's position there is its
/// index, as in the whole layout. A row of a later unit `u` is at `prefix.count + (u -
/// prefixUnits) << 26 + row`: positions still increase down the document, and a unit far
/// below is reached without laying out the units above it. A later unit is laid out when one
/// of its rows is asked for, and the units laid out lately are kept (``cachedRowLimit`` rows),
/// so memory follows what is shown, not what was read; the row counts of the units not laid
/// out yet are estimated from their source lines (``RowCounts``) until they are.
final class UnitRows {
  /// The document's blocks, held or parsed again where looked at.
  private(set) var blocks: BlockStore
  /// The document's kind, title and line count (its blocks are ``blocks``).
  var properties: Document { blocks.properties }
  /// How the rows are laid out.
  let options: LayoutOptions
  /// The lines kept, if the rows are filtered.
  private let filter: LineFilter?
  /// The number of units.
  private(set) var count: Int
  /// The units laid out up front.
  private(set) var prefixUnits: Int
  /// The rows of the units laid out up front, top to bottom (those `filter` keeps).
  private(set) var prefix: [DisplayLine]
  /// `prefixStarts[u]`: the position of unit `u`'s first row, for each unit of the prefix
  /// (and the prefix's end after them).
  private var prefixStarts: [Int]
  /// The row counts of the units after the prefix (unit `prefixUnits + i` at `i`).
  private(set) var counts: RowCounts
  private var cache: [Int: [DisplayLine]] = [:]
  private var cacheOrder: [Int] = []
  /// The rows of the units after the prefix kept now.
  private(set) var cachedRows = 0

  /// Rows of the units after the prefix kept laid out at most: the least recently laid out
  /// go first.
  static let cachedRowLimit = 4_096
  /// The bits of a position that hold a row inside its unit.
  static let rowBits = 26

  /// Lays out `document`'s units up front until `eagerRows` rows, keeping only the lines
  /// `filter` keeps; with a filter, every unit (every line is looked at to know which are
  /// kept). The rows of a document that `mayGrow` (see ``append(_:)``) never lay out its
  /// bottom padding up front: blocks appended go before it, after the prefix.
  convenience init(document: Document, options: LayoutOptions, filter: LineFilter?, eagerRows: Int, mayGrow: Bool = false) {
    self.init(blocks: BlockStore(document), options: options, filter: filter, eagerRows: eagerRows, mayGrow: mayGrow)
  }

  /// ``init(document:options:filter:eagerRows:mayGrow:)`` for a document's blocks as another
  /// layout of it holds them.
  init(blocks: BlockStore, options: LayoutOptions, filter: LineFilter?, eagerRows: Int, mayGrow: Bool = false) {
    self.blocks = blocks
    self.options = options
    self.filter = filter
    count = blocks.count + 2
    var prefix: [DisplayLine] = []
    var starts = [0]
    while starts.count - 1 < count - (mayGrow ? 1 : 0), filter != nil || prefix.count < eagerRows {
      var rows = Self.rows(laying: starts.count - 1, of: blocks, count: count, options: options)
      if let filter { rows = BlockScan.keptLines(of: rows, by: filter).flatMap { rows[$0] } }
      if prefix.count < rows.count {
        // A unit's rows longer than the prefix (a 10 MB paragraph's) take it in front, in the
        // room their array has: appended to it, they were copied whole.
        rows.insert(contentsOf: prefix, at: 0)
        swap(&prefix, &rows)
      } else {
        prefix += rows
      }
      starts.append(prefix.count)
    }
    self.prefix = prefix
    prefixStarts = starts
    prefixUnits = starts.count - 1
    counts = RowCounts([])
    counts = RowCounts((prefixUnits..<count).map { estimatedRows(ofUnit: $0) })
  }

  /// Appends `part`'s blocks to the document, as units before the bottom padding, which
  /// must not be in the prefix (see `mayGrow`). Positions of the rows before stay; a position
  /// in the bottom padding now names the first new block's rows. Filtered rows lay the new
  /// units out now, as they did every unit; others estimate them until they are looked at.
  ///
  /// - Complexity: O(n) in the units after the prefix, and the layout of the new ones when
  ///   filtered.
  func append(_ part: DocumentPart) {
    let padding = count - 1
    precondition(padding >= prefixUnits, "the rows of a document that grows keep its bottom padding after the prefix")
    if cache.removeValue(forKey: padding).map({ cachedRows -= $0.count }) != nil {
      cacheOrder.removeAll { $0 == padding }
    }
    let lastBlock = padding - 1
    blocks.append(part, language: options.language)
    count = blocks.count + 2
    if let filter {
      for unit in padding..<(count - 1) {
        let rows = rows(laying: unit)
        prefix += BlockScan.keptLines(of: rows, by: filter).flatMap { rows[$0] }
        prefixStarts.append(prefix.count)
      }
      prefixUnits = count - 1
      counts = RowCounts([estimatedRows(ofUnit: count - 1)])
      return
    }
    var estimates = Array(counts.counts.dropLast())
    // The last block's estimate ran to the end of the source: it ends where the next starts.
    if lastBlock >= prefixUnits, cache[lastBlock] == nil {
      estimates[lastBlock - prefixUnits] = estimatedRows(ofUnit: lastBlock)
    }
    estimates += (padding..<count).map { estimatedRows(ofUnit: $0) }
    counts = RowCounts(estimates)
  }

  /// A guess at unit `unit`'s rows before it is laid out: its source lines (a blank line
  /// between blocks is the row between them), at least one.
  func estimatedRows(ofUnit unit: Int) -> Int {
    let block = unit - 1
    guard block >= 0, block < blocks.count else { return 1 }
    guard let start = blocks.startLine(of: block) else { return 2 }
    let next = block + 1 < blocks.count ? blocks.startLine(of: block + 1) : nil
    return max(1, (next ?? (properties.lineCount ?? start) + 1) - start)
  }

  /// The rows of unit `unit`, laid out now (its block parsed again if it is not held).
  private func rows(laying unit: Int) -> [DisplayLine] {
    Self.rows(laying: unit, of: blocks, count: count, options: options)
  }

  private static func rows(laying unit: Int, of blocks: BlockStore, count: Int, options: LayoutOptions) -> [DisplayLine] {
    DocumentLayout.rows(ofUnit: unit, count: count, of: blocks.properties, options: options) { blocks.block(at: $0) }
  }

  /// Whether every unit is laid out: positions are then row indices, estimates exact.
  var isLaidOutWhole: Bool { prefixUnits == count }

  /// The position past the last row.
  var endPosition: Int { isLaidOutWhole ? prefix.count : position(unit: count, row: 0) }

  /// The position of row `row` of unit `unit`.
  func position(unit: Int, row: Int) -> Int {
    if unit < prefixUnits { return prefixStarts[unit] + row }
    return prefix.count + ((unit - prefixUnits) << Self.rowBits) + row
  }

  /// The unit and row a position names, without laying anything out: for a unit after the
  /// prefix, the row may be past the unit's rows (the next unit's first row is meant).
  func rawLocation(of position: Int) -> (unit: Int, row: Int) {
    let position = max(0, position)
    if position < prefix.count || isLaidOutWhole {
      guard position < prefix.count else { return (count, 0) }
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
  func location(of position: Int) -> (unit: Int, row: Int)? {
    var (unit, row) = rawLocation(of: position)
    while unit < count {
      if row < rowCount(ofUnit: unit) { return (unit, row) }
      unit += 1
      row = 0
    }
    return nil
  }

  /// How many rows unit `unit` has, laying it out if it is not yet.
  func rowCount(ofUnit unit: Int) -> Int {
    if unit < prefixUnits { return prefixStarts[unit + 1] - prefixStarts[unit] }
    return laidOut(unit).count
  }

  /// The row at `row` of unit `unit`.
  func line(unit: Int, row: Int) -> DisplayLine {
    unit < prefixUnits ? prefix[prefixStarts[unit] + row] : laidOut(unit)[row]
  }

  /// The rows of unit `unit`, as a search reads them.
  func rows(of unit: Int) -> ArraySlice<DisplayLine> {
    unit < prefixUnits ? prefix[prefixStarts[unit]..<prefixStarts[unit + 1]] : laidOut(unit)[...]
  }

  /// Whether unit `unit`'s rows are known without laying it out again.
  func isLaidOut(unit: Int) -> Bool { unit < prefixUnits || cache[unit] != nil }

  /// The rows of unit `unit` (after the prefix), laid out now unless they are kept.
  private func laidOut(_ unit: Int) -> [DisplayLine] {
    if let rows = cache[unit] { return rows }
    var rows = rows(laying: unit)
    // Filtered rows of a document that grows lay out their bottom padding here.
    if let filter { rows = BlockScan.keptLines(of: rows, by: filter).flatMap { rows[$0] } }
    cache[unit] = rows
    cacheOrder.append(unit)
    cachedRows += rows.count
    counts.set(unit - prefixUnits, to: rows.count)
    while cachedRows > Self.cachedRowLimit, cacheOrder.count > 1 {
      let oldest = cacheOrder.removeFirst()
      cachedRows -= cache.removeValue(forKey: oldest)?.count ?? 0
    }
    return rows
  }

  /// The estimated index of the row at `position` (exact in the prefix and in the units laid
  /// out so far).
  func estimatedIndex(of position: Int) -> Double {
    guard position >= prefix.count, !isLaidOutWhole else { return Double(max(0, position)) }
    let (unit, row) = rawLocation(of: position)
    guard unit < count else { return estimatedCount }
    let index = unit - prefixUnits
    return Double(prefix.count + counts.sum(before: index) + min(row, counts.counts[index]))
  }

  /// The estimated number of rows.
  var estimatedCount: Double { Double(prefix.count + counts.total) }
}
