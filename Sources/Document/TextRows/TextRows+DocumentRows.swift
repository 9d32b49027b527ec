import ScrollKit
import Localization

extension TextRows: DocumentRows {
  public var items: [ContentItem] { [] }

  public var textRows: TextRows? { self }

  public var laidOutRows: LaidOutRows? { nil }

  public var itemRows: [Range<Int>] { [] }

  public var lineNumberLimit: Int { max(0, endPosition) + 1 }

  public func lines(from position: Int, limit: Int) -> [DisplayLine] {
    rows(from: position, limit: limit).map(\.line)
  }

  public func reflowed(to options: LayoutOptions, keeping position: Int)
    -> (rows: any DocumentRows, position: Int)
  {
    let rows = TextRows(source: source, options: options, window: window, lineIndex: lineIndex)
    return (rows, rows.rowStart(containing: position))
  }

  public func continueSearch(_ search: inout RowSearch, budget: Int) {
    guard !search.isFinished else { return }
    let spent = search.matchOffset == nil ? sourceSearch.findMatch(&search, budget: budget) : 0
    // The match's row: deep in a long line, found a slice at a time (see ``LongLineIndex``).
    guard let offset = search.matchOffset else { return }
    var left = max(1, budget - spent)
    if let row = rowStarts.rowStart(containing: offset, budget: &left) { search.outcome = .found(row) }
  }

  public func continueCounting(_ count: inout MatchCount, budget: Int) {
    sourceSearch.count(&count, budget: budget)
  }

  public func prepareRows(before position: Int, limit: Int, budget: Int) -> Double? {
    rowStarts.prepareRows(before: position, limit: limit, budget: budget)
  }
}

/// less's `&pattern`: a document's rows showing only the lines a ``LineFilter`` keeps. A
/// plain file's filtered rows are rows of a ``FilteredByteSource``; a laid-out document's
/// are its layout with the other lines left out, laid out again with the filter on a
/// resize. Either way the filtered rows are rows like any others: search, `-N`, `=` and the
/// footer work on them unchanged.
extension TextRows {
  public var lineFilter: LineFilter? { (source as? FilteredByteSource)?.filter }

  public func filterScan(_ filter: LineFilter) -> FilterScan {
    FilterScan(filter: filter, from: startPosition, to: endPosition)
  }

  public var wholeLinesEnd: Int {
    source.lastIndex(of: 0x0A, before: endPosition).map { $0 + 1 } ?? startPosition
  }

  public func filterScan(_ filter: LineFilter, from start: Int, to end: Int) -> FilterScan {
    // From a line's start: a row that goes on with a line belongs to the line above.
    let lineStart = start <= 0 || source.bytes(in: (start - 1)..<start).first == 0x0A
      ? max(0, start) : source.firstIndex(of: 0x0A, from: start, before: end).map { $0 + 1 } ?? end
    return FilterScan(filter: filter, from: min(lineStart, end), to: end)
  }

  public func continueFiltering(_ scan: inout FilterScan, budget: Int) {
    sourceSearch.filter(&scan, budget: budget)
  }

  public func filtered(by scan: FilterScan, keeping position: Int) -> (rows: any DocumentRows, position: Int) {
    let base = unfilteredRows
    let offset = (source as? FilteredByteSource)?.baseOffset(of: position) ?? position
    let source = FilteredByteSource(
      base: base.source, lineIndex: base.lineIndex, filter: scan.filter, runs: scan.kept)
    let rows = TextRows(source: source, options: options, window: window)
    let kept = source.filteredOffset(of: offset)
    return (rows, kept >= source.count ? rows.positions(before: source.count, limit: 1).first ?? 0 : rows.rowStart(containing: kept))
  }

  public func unfiltered(keeping position: Int) -> (rows: any DocumentRows, position: Int)? {
    guard let filtered = source as? FilteredByteSource else { return nil }
    let rows = unfilteredRows
    return (rows, rows.rowStart(containing: min(filtered.baseOffset(of: position), max(0, rows.endPosition - 1))))
  }

  /// These rows without a filter: the document's own.
  private var unfilteredRows: TextRows {
    guard let filtered = source as? FilteredByteSource else { return self }
    return TextRows(source: filtered.base, options: options, window: window, lineIndex: filtered.baseLineIndex)
  }
}

/// Source lines and fractions of a document, for less's `NG`, `N%`, `-N`, `=` and `v`: a
/// plain file's lines are its newline-ended lines; a laid-out document's are the lines of its
/// Markdown source that its rows come from (see ``DisplayLine/sourceLine``).
extension TextRows {
  /// The number of the source line (from 1) that holds the byte at `position`.
  /// - Complexity: O(position) the first time, O(64 KiB) once ``lineIndex`` reached there.
  /// Lines kept by a filter keep the numbers they have in the document filtered.
  public func lineNumber(at position: Int) -> Int {
    let line = lineIndex.lineNumber(at: position)
    return (source as? LineNumberedSource)?.originalLine(ofLine: line) ?? line
  }

  /// The start of source line `line` (from 1), or of the last line when there are fewer.
  /// Filtered, the line numbered `line` in the document, or the next one kept.
  public func position(ofLine line: Int) -> Int {
    lineIndex.position(ofLine: (source as? LineNumberedSource)?.line(atOrAfterOriginal: line) ?? line)
  }

  /// The number of the source line of each row from `position`: every row of a wrapped line
  /// has its line's number, as less's `-N` numbers them (its `plinestart` on each row).
  public func lineNumbers(from position: Int, limit: Int) -> [Int?] {
    let starts = positions(from: position, limit: limit)
    guard let first = starts.first else { return [] }
    let numbered = source as? LineNumberedSource
    var line = lineIndex.lineNumber(at: first)
    var numbers: [Int?] = []
    numbers.reserveCapacity(starts.count)
    var previous = first
    for start in starts {
      // A newline between two rows starts another line: a shifted line's first row does not
      // begin right after its newline, and squeezed (-s) the lines between may be several.
      if start > previous, source.lastIndex(of: 0x0A, before: start, from: previous) != nil {
        line = lineIndex.lineNumber(at: start)
      }
      previous = start
      numbers.append(numbered?.originalLine(ofLine: line) ?? line)
    }
    return numbers
  }
}

extension TextRows {
  public func lineNumber(atRow position: Int) -> Int { lineNumber(at: position) }

  public func rowPosition(ofLine line: Int) -> Int { rowStart(containing: position(ofLine: line)) }

  public func rowPosition(atPercent percent: Int) -> Int {
    let share = Double(min(100, max(0, percent))) / 100
    return rowStart(containing: min(Int(Double(endPosition) * share), max(0, endPosition - 1)))
  }
}
