import ScrollKit
import Localization

/// A document as rows for the scroll area: positions to scroll through, lines to draw, and a
/// way to lay the same document out again at another width.
public protocol DocumentRows: RowSequence {
  /// How the rows are laid out.
  var options: LayoutOptions { get }
  /// The items a reader can jump to (steps, headings), top to bottom.
  var items: [ContentItem] { get }
  /// Up to `limit` lines to draw, starting with the row at `position`.
  func lines(from position: Int, limit: Int) -> [DisplayLine]
  /// The same document laid out at `width`, and the position there of the row that shows what
  /// the row at `position` shows here.
  func reflowed(to options: LayoutOptions, keeping position: Int)
    -> (rows: any DocumentRows, position: Int)
  /// Runs a slice of `search`: about `budget` units of work (a byte of plain text each), then
  /// returns, with the search finished or ready to go on from where it stopped.
  func continueSearch(_ search: inout RowSearch, budget: Int)
  /// Counts matches for ``MatchCount``, a slice of about `budget` work units.
  func continueCounting(_ count: inout MatchCount, budget: Int)
  /// Does about `budget` units of the work that walking back `limit` rows from `position`
  /// needs (wrapping a long line up to there), so that the walk itself then costs the rows it
  /// gives; returns `nil` when nothing is left to do, otherwise the share done (0–1).
  func prepareRows(before position: Int, limit: Int, budget: Int) -> Double?
  /// The number (from 1) of the line at the row `position`: a plain file's source line (its
  /// newlines before it counted), the Markdown line a laid-out document's row comes from.
  func lineNumber(atRow position: Int) -> Int
  /// The line number shown beside each row from `position` (less's `-N`): the number of the
  /// line the row starts, `nil` for a row that goes on with the line above.
  func lineNumbers(from position: Int, limit: Int) -> [Int?]
  /// The filter whose lines the rows show (less's `&pattern`), if any.
  var lineFilter: LineFilter? { get }
  /// A scan of these rows (the document's unfiltered rows, for a filter) for `filter`, to
  /// run with ``continueFiltering(_:budget:)``.
  func filterScan(_ filter: LineFilter) -> FilterScan
  /// The end of the last line that a newline ended: where a filter stops while more of the
  /// line after it may still arrive (the end itself for a laid-out document, read whole).
  var wholeLinesEnd: Int { get }
  /// A scan of these rows from the line at or after `start` to `end`, for a search of the
  /// lines without a match (less's `^N`).
  func filterScan(_ filter: LineFilter, from start: Int, to end: Int) -> FilterScan
  /// Runs a slice of `scan`, about `budget` units of work, keeping the lines its filter keeps.
  func continueFiltering(_ scan: inout FilterScan, budget: Int)
  /// The rows of the lines a finished `scan` kept, and the position there of what the row at
  /// `position` here shows (or of the next line kept).
  func filtered(by scan: FilterScan, keeping position: Int) -> (rows: any DocumentRows, position: Int)
  /// The document's rows without the filter, and the position there of the row at `position`;
  /// `nil` when no filter is on.
  func unfiltered(keeping position: Int) -> (rows: any DocumentRows, position: Int)?
  /// The row where line `line` (from 1) starts; the last line's past the end.
  func rowPosition(ofLine line: Int) -> Int
  /// The row that shows the point `percent` % of the way through (less's `N%`: of a file's
  /// bytes, of a laid-out document's rows).
  func rowPosition(atPercent percent: Int) -> Int
}

/// A document laid out whole, as Markdown and guides are: a row's position is its index.
public struct LaidOutRows: DocumentRows {
  /// The document.
  public let document: Document
  /// Its layout at ``width``.
  public let layout: DocumentLayout

  /// The items: a guide's steps, or a Markdown document's headings down to level 3.
  public let items: [ContentItem]
  /// How the rows are laid out.
  public let options: LayoutOptions
  /// The filter whose lines are shown, if any.
  public let filter: LineFilter?

  /// Lays `document` out at `width` with the guide's margins.
  public init(document: Document, width: Int) {
    self.init(
      document: document, options: DocumentLayout.defaultOptions(for: document, width: width))
  }

  /// Lays `document` out with `options`, showing only the lines `filter` keeps.
  public init(document: Document, options: LayoutOptions, filter: LineFilter? = nil) {
    self.document = document
    self.options = options
    self.filter = filter
    let whole = DocumentLayout(document: document, options: options)
    layout = filter.map { whole.keeping(Self.keptLines(of: whole.lines, by: $0)) } ?? whole
    items = Self.items(of: document, in: layout, language: options.language)
  }

  private static func items(of document: Document, in layout: DocumentLayout, language: Language) -> [ContentItem] {
    var items: [ContentItem] = []
    for (index, line) in layout.lines.enumerated() {
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
      items.append(ContentItem(title: title, rows: index..<layout.lines.count))
    }
    if document.kind == .guide, let last = items.indices.last {
      // A step ends with its text: the padding after the last one is not part of it.
      let end = layout.lines.lastIndex { $0.step == last } ?? (layout.lines.count - 1)
      items[last].rows = items[last].rows.lowerBound..<(end + 1)
    }
    if document.kind == .guide {
      for index in items.indices {
        while items[index].rows.count > 1, layout.lines[items[index].rows.upperBound - 1].text.isEmpty {
          items[index].rows = items[index].rows.lowerBound..<(items[index].rows.upperBound - 1)
        }
      }
    }
    return items
  }
  public var startPosition: Int { 0 }
  public var endPosition: Int { layout.lines.count }

  public func positions(from position: Int, limit: Int) -> [Int] {
    let start = max(0, position)
    return Array(start..<min(endPosition, start + max(0, limit)))
  }

  public func positions(before position: Int, limit: Int) -> [Int] {
    let end = min(endPosition, position)
    return Array(max(0, end - max(0, limit))..<max(0, end))
  }

  public func estimatedRowIndex(of position: Int) -> Double { Double(position) }
  public var estimatedRowCount: Double { Double(endPosition) }

  public func lines(from position: Int, limit: Int) -> [DisplayLine] {
    positions(from: position, limit: limit).map { layout.lines[$0] }
  }

  /// Nothing to prepare: the rows are laid out whole.
  public func prepareRows(before position: Int, limit: Int, budget: Int) -> Double? { nil }

  public func reflowed(to options: LayoutOptions, keeping position: Int)
    -> (rows: any DocumentRows, position: Int)
  {
    let rows = LaidOutRows(document: document, options: options, filter: filter)
    guard layout.lines.indices.contains(position) else { return (rows, 0) }
    return (rows, rows.layout.lineIndex(showing: layout.lines[position].source))
  }
}

extension TextRows: DocumentRows {
  public var items: [ContentItem] { [] }

  public func lines(from position: Int, limit: Int) -> [DisplayLine] {
    rows(from: position, limit: limit).map(\.line)
  }

  public func reflowed(to options: LayoutOptions, keeping position: Int)
    -> (rows: any DocumentRows, position: Int)
  {
    let rows = TextRows(source: source, options: options, window: window, lineIndex: lineIndex)
    return (rows, rows.rowStart(containing: position))
  }
}
