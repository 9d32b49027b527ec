import ScrollKit
import Localization

/// A document as rows for the scroll area: positions to scroll through, lines to draw, and a
/// way to lay the same document out again at another width.
///
/// Filters (less's `&pattern`) show only the lines a ``LineFilter`` keeps: a plain file's
/// filtered rows are rows of a ``FilteredByteSource``; a laid-out document's are its layout
/// with the other lines left out, laid out again with the filter on a resize. Either way the
/// filtered rows are rows like any others: search, `-N`, `=` and the footer work on them
/// unchanged.
///
/// Rows are objects, laid out once and read many times: the same rows are the same object,
/// and a reader's state compares its rows by identity.
///
/// Source lines and fractions, for less's `NG`, `N%`, `-N`, `=` and `v`: a plain file's lines
/// are its newline-ended lines; a laid-out document's are the lines of its Markdown source
/// that its rows come from (see ``DisplayLine/sourceLine``).
public protocol DocumentRows: AnyObject, RowSequence {
  /// How the rows are laid out.
  var options: LayoutOptions { get }
  /// The items a reader can jump to (steps, headings), top to bottom.
  var items: [ContentItem] { get }
  /// The rows of each of ``items``: what a scroll asks of them (the current step), without
  /// their titles.
  var itemRows: [Range<Int>] { get }
  /// These rows as plain text's, when they are. A member rather than a cast: the first
  /// failing cast of the protocol to a class costs half a million instructions (the
  /// runtime looks, once, for Foundation's boxed values among all of the program's types),
  /// 6 % of a first screen.
  var textRows: TextRows? { get }
  /// These rows as a laid-out document's, when they are (see ``textRows``).
  var laidOutRows: LaidOutRows? { get }
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
  /// row's line (every row of a plain text's wrapped line has it, as less's), `nil` for a row
  /// with none.
  func lineNumbers(from position: Int, limit: Int) -> [Int?]
  /// A number no row's line number passes (the gutter of `-N` is made wide enough for it):
  /// a plain text's bytes plus one (a line holds a byte at least), a Markdown source's lines.
  var lineNumberLimit: Int { get }
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

extension DocumentRows {
  /// Where a search or a count may look: with input still arriving (`mayGrow`), the end of
  /// its whole lines, so that a line is matched once and whole (a pipe's read can end inside
  /// `12774`, which is not `1277`); otherwise the end.
  public func settledEnd(mayGrow: Bool) -> Int { mayGrow ? wholeLinesEnd : endPosition }
}
