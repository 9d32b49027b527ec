import ScrollKit

/// A document as rows for the scroll area: positions to scroll through, lines to draw, and a
/// way to lay the same document out again at another width.
public protocol DocumentRows: RowSequence {
  /// The width the rows are laid out for.
  var width: Int { get }
  /// The columns of padding before the content, which the title row aligns with.
  var leadingPadding: Int { get }
  /// Up to `limit` lines to draw, starting with the row at `position`.
  func lines(from position: Int, limit: Int) -> [DisplayLine]
  /// The same document laid out at `width`, and the position there of the row that shows what
  /// the row at `position` shows here.
  func reflowed(to width: Int, keeping position: Int) -> (rows: any DocumentRows, position: Int)
  /// The first row at or after `position`, and before `end`, that shows a match of `pattern`.
  func firstRow(matching pattern: SearchPattern, from position: Int, before end: Int) -> Int?
  /// The last row before `position`, and at or after `start`, that shows a match of `pattern`.
  func lastRow(matching pattern: SearchPattern, before position: Int, from start: Int) -> Int?
}

/// A document laid out whole, as Markdown and guides are: a row's position is its index.
public struct LaidOutRows: DocumentRows {
  /// The document.
  public let document: Document
  /// Its layout at ``width``.
  public let layout: DocumentLayout

  /// Lays `document` out at `width`.
  public init(document: Document, width: Int) {
    self.document = document
    layout = DocumentLayout(document: document, width: width)
  }

  public var width: Int { layout.width }
  public var leadingPadding: Int { layout.padding.leading }
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

  public func reflowed(to width: Int, keeping position: Int)
    -> (rows: any DocumentRows, position: Int)
  {
    let rows = LaidOutRows(document: document, width: width)
    guard layout.lines.indices.contains(position) else { return (rows, 0) }
    return (rows, rows.layout.lineIndex(showing: layout.lines[position].source))
  }
}

extension TextRows: DocumentRows {
  public var leadingPadding: Int { 0 }

  public func lines(from position: Int, limit: Int) -> [DisplayLine] {
    rows(from: position, limit: limit).map(\.line)
  }

  public func reflowed(to width: Int, keeping position: Int)
    -> (rows: any DocumentRows, position: Int)
  {
    let rows = TextRows(source: source, width: width, window: window)
    return (rows, rows.rowStart(containing: position))
  }
}
