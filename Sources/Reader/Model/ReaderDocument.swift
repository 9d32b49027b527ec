import Document
import GuiaUI
import ScrollKit
import TerminalUI

/// The document a reader reads and what the reading has done: the rows at the current
/// width, the settings, the input's status, the files, the progress latches, whether the
/// reader is at the bottom, and where the scroll view last laid it out. A value of
/// ``ReaderState``'s, written only by its reducer; what the pager's commands read and change.
public struct ReaderDocument: Equatable {
  /// The title shown in the header row.
  public let title: String?
  /// ``title`` as the header shows it: sanitised once, not on each pass of the reader's body.
  public let shownTitle: DisplayText
  /// How the text is laid out.
  public internal(set) var settings: ReaderSettings
  /// The rows at the text column's current width.
  public var rows: any DocumentRows {
    get { shownRows.rows }
    set { shownRows = RowsReference(newValue) }
  }
  private var shownRows: RowsReference
  /// The input's status and the requests made of it.
  public internal(set) var input = InputStatus()
  /// What the reader has seen: the latch of the end, the furthest step, the furthest percent.
  public internal(set) var progress = ReadingProgress()
  /// Whether the reader is at the bottom now (the footer's value), as seed 000's observer
  /// last said.
  public internal(set) var isAtBottom = false
  /// Where the scroll view last laid the reader out (it keeps the offset; this is what the
  /// pager and the input know of it).
  public internal(set) var place = ReaderPlace()
  /// The window's size, as of the last layout.
  public internal(set) var size = CellSize(width: 0, height: 0)
  /// The text column the reducer last derived from the window, the settings and the pane
  /// (`nil`: none yet, or the document shows anew and derives it again).
  var textColumn: TextColumnKey?
  /// The patterns searched for, in this run and (from the history file) before it: one
  /// history for all the files of a run, handed from reader to reader.
  public internal(set) var searchHistory = SearchHistory()
  /// The marks set with `m` and `M` and where the last jump started (`''`): one set for all
  /// the files of a run, handed from reader to reader, each mark with its file.
  public internal(set) var marks = ReaderMarks()
  /// The files being read and which one this is (`:n`, `:p`); set by the app.
  public internal(set) var files: FileList?
  /// The move to another file the reader asked for, when it ended the reader for it.
  public internal(set) var fileRequest: FileRequest?
  /// The file the app loads for a move this reader asked for, while it waits for it (a
  /// FIFO's writer, `LESSOPEN`'s command): Ctrl-C stops the wait.
  public internal(set) var awaitedFile: String?
  /// The top row to show again when the reader comes back to this file.
  public internal(set) var resumeTop: Int?
  /// A search spanning files that reached this file: it searches itself for it when it shows.
  public internal(set) var pendingSearch: FileSearch?

  /// A document of `rows`, laid out as `settings` say.
  public init(rows: any DocumentRows, title: String?, settings: ReaderSettings = ReaderSettings()) {
    shownRows = RowsReference(rows)
    self.title = title
    shownTitle = DisplayText(sanitizing: title ?? "")
    self.settings = settings
  }

  /// Whether `other` shows the same: all but where the scroll view is and the progress
  /// latches, which no view draws from the state (the header reads the scroll geometry as it
  /// draws).
  func showsTheSame(as other: ReaderDocument) -> Bool {
    // Most events leave both as they were: compared whole, without a copy.
    if place == other.place, progress == other.progress { return self == other }
    var shown = other
    shown.place = place
    shown.progress = progress
    return shown == self
  }

  // MARK: What the document is

  /// Whether the document is a guide (a `#` title and one numbered list): its header counts
  /// steps (`Paso 3/8`).
  public var isGuide: Bool { rows.laidOutRows?.kind == .guide }
  /// Whether the document is the built-in guide, whose footer is the seed's Spanish in every
  /// language.
  public var isBuiltInGuide: Bool { rows.laidOutRows?.isBuiltInGuide == true }
  /// Whether the rows are plain text's.
  var isPlainText: Bool { rows.textRows != nil }

  /// Whether the reader is at the bottom of input that has ended: less's "end of file
  /// displayed", where `-e` and `-E` quit.
  public var isAtEndOfInput: Bool { isAtBottom && input.arriving == nil && !input.isIncomplete }

  /// The footer's words: seed 000's, except at the bottom of input that was not kept whole,
  /// where the end reached is not the input's.
  public func footerText(isAtBottom: Bool) -> LocalizedStringKey {
    if isAtBottom, input.isIncomplete { return ReaderMessage.incompleteEnd }
    // A filter shows the lines of what had arrived when it was typed: the bottom of those is
    // not the end while more arrives.
    return Footer.text(isAtBottom: isAtBottom && (rows.lineFilter == nil || input.arriving == nil))
  }

  // MARK: Layout

  /// The layout options of a text column `width` wide, between its margins.
  public func options(forWidth width: Int, besideDivider: Bool = false) -> LayoutOptions {
    TextColumn(settings: settings, isPlainText: isPlainText).options(forWidth: width, besideDivider: besideDivider)
  }

  /// The horizontal margins, in columns, of a text column `width` wide.
  public func margins(forWidth width: Int, besideDivider: Bool = false) -> (leading: Int, trailing: Int) {
    TextColumn(settings: settings, isPlainText: isPlainText).margins(forWidth: width, besideDivider: besideDivider)
  }

  /// Lays the rows out again for a text column `width` wide, if they are not already;
  /// returns the position in the new rows of the row at `top` in the old.
  mutating func layout(width: Int, besideDivider: Bool, keeping top: Int) -> Int? {
    let options = options(forWidth: width, besideDivider: besideDivider)
    guard options != rows.options else { return nil }
    let (reflowed, position) = rows.reflowed(to: options, keeping: top)
    rows = reflowed
    return position
  }

  /// Where the document's text is on a screen of ``size``: below the header's row, above the
  /// divider and the footer's row, left of the indicator's column (the contents pane closed).
  /// What `-X` leaves in the shell's screen when the reader quits.
  public var textArea: (rows: Range<Int>, columns: Range<Int>) {
    let layout = ReaderLayout(
      columns: size.width, showsIndicator: settings.showsIndicator(isPlainText: isPlainText),
      showsPane: false, paneContentWidth: 0)
    return (1..<max(1, size.height - 2), 0..<max(0, size.width - layout.indicatorColumns))
  }

  // MARK: What commands change

  /// Changes the settings (an option typed while reading); the reader lays the rows out again
  /// when the change asks for it.
  mutating func change(_ body: (inout ReaderSettings) -> Void) {
    body(&settings)
  }

  /// Whether a sideways shift lays plain text out again (``shiftWrappedText(by:)``) rather
  /// than scrolling it: wrapped lines have no columns beyond the width, and chopped ones
  /// under `--header N,M` keep their first M columns while the rest shifts, as less's.
  var shiftsByLayout: Bool { settings.wrapsLines || (isPlainText && settings.headerColumns > 0) }

  /// Shifts wrapped plain text `columns` to the right (negative: back to the left), as less
  /// shifts it: each line's first columns are left out before it wraps.
  mutating func shiftWrappedText(by columns: Int) {
    // ESC-}: wrapped lines have no last column to go to.
    guard isPlainText, columns < Int(Int32.max) else { return }
    // Right is not bounded, as less's (only ESC-} stops at the longest line).
    settings.wrappedShift = max(0, settings.wrappedShift + max(columns, -settings.wrappedShift))
  }

  /// Shows `rows`, the document's rows filtered (`&pattern`) or its own again (`&` alone).
  mutating func showFiltered(_ rows: any DocumentRows) {
    self.rows = rows
  }

  /// Asks the app for another file, unless the list says there is none; the reader is to
  /// end, and the app opens the file.
  /// - Throws: ``FileList/Refusal`` when there is no such file.
  mutating func request(_ request: FileRequest) throws(FileList.Refusal) {
    var list = files ?? FileList([title ?? ""])
    try list.apply(request)
    fileRequest = request
  }

  /// Takes rows that started again from their beginning: nothing of the old rows stays.
  mutating func restart(with newRows: any DocumentRows) {
    rows = newRows.options == rows.options
      ? newRows : newRows.reflowed(to: rows.options, keeping: newRows.startPosition).rows
    input.restarts += 1
  }

  /// The rows known below the screen, counted up to one more than `limit` (more than
  /// `limit`: enough).
  public func rowsBelowScreen(upTo limit: Int) -> Int {
    let viewport = place.viewport
    let ahead = rows.positions(from: viewport.top ?? 0, limit: viewport.visibleRows + limit + 1).count
    return max(0, ahead - viewport.visibleRows)
  }

  // MARK: Where the reader is

  /// Where the reader is.
  public var viewport: PagerViewport { place.viewport }
  /// The rows the text area shows, one at least.
  var visibleRows: Int { max(1, viewport.visibleRows) }
  /// How far the bottom row is, as the header shows it.
  var percent: Int { place.geometry.map { PointScale.cells($0).bottomEdgePercent } ?? 0 }
  /// The step or heading at the top, as the header shows it.
  var currentItem: Int? { place.geometry.flatMap(ItemGeometry(rows: rows).currentItem(at:)) }

  /// The row of the text area, counted from 0, where a line jumped to goes (less's `-j`):
  /// less's screen has the header's lines in it, guia draws them above the text area.
  var jumpTargetRow: Int {
    let header = isPlainText ? settings.headerLines : 0
    return max(0, settings.jumpTarget.row(onScreenOf: visibleRows + header, headerRows: header) - header)
  }

  /// Where a match found at the row `position` is shown from, as less shows it: in plain
  /// text, the first row of its line (a wrapped line's start, with a blame's commit or grep's
  /// `file:line`, stays in sight), unless the match would then be below the screen; then,
  /// and in a laid-out document (whose rows of one source line are a step's heading and its
  /// text, not a line's pieces), its own row.
  func lineStart(keepingOnScreen position: Int) -> Int {
    guard rows.textRows != nil else { return position }
    let start = rows.rowPosition(ofLine: rows.lineNumber(atRow: position))
    guard start < position else { return position }
    let room = max(1, visibleRows - jumpTargetRow)
    return rows.positions(from: start, limit: room).contains(position) ? start : position
  }

  /// The row less's screen begins with (its `position(TOP)`): less draws `--header`'s lines
  /// over its first rows, guia above the text area, so less's top is that many rows above
  /// guia's (never before the rows' start).
  var screenTop: Int {
    let top = viewport.top ?? rows.startPosition
    let header = isPlainText ? settings.headerLines : 0
    guard header > 0 else { return top }
    return rows.positions(before: top, limit: header).first ?? top
  }

  /// The top row that puts the row at `position` on the jump target's row, as far as the
  /// document's start allows.
  func top(showingAtJumpTarget position: Int) -> Int {
    let row = jumpTargetRow
    guard row > 0 else { return position }
    return rows.positions(before: position, limit: row).first ?? position
  }

  /// The position of the bottom row shown, once laid out.
  var bottom: Int? {
    viewport.top.flatMap { rows.positions(from: $0, limit: visibleRows).last }
  }
}

/// Where the scroll view last laid the reader out: the viewport a command reads, and the
/// geometry (in points) the header's percentage and current item are made from.
public struct ReaderPlace: Hashable, Sendable {
  /// The rows and columns shown.
  public var viewport = PagerViewport(top: nil, visibleRows: 0)
  /// The scroll geometry, in points; `nil` before the first layout.
  public var geometry: ScrollGeometry?
  /// The size of the window the reader is laid out in, when the view reports it: the text
  /// column's width is the reducer's to derive from it (``ReaderState/apply(_:)``).
  public var windowSize: CellSize?

  /// Nowhere yet.
  public init() {}

  /// At `viewport`, the geometry `geometry`, in a window of `windowSize`.
  public init(viewport: PagerViewport, geometry: ScrollGeometry?, windowSize: CellSize? = nil) {
    self.viewport = viewport
    self.geometry = geometry
    self.windowSize = windowSize
  }
}

/// What the rows' layout is made from: the text column's width, whether it is beside the
/// contents pane, and the options the settings give it. The rows are laid out again when it
/// changes (``ReaderState/apply(_:)``).
struct TextColumnKey: Hashable, Sendable {
  var width: Int
  var besideDivider: Bool
  var options: LayoutOptions
}

/// Rows compared by identity: the rows are objects, and the same rows are the same object.
private struct RowsReference: Equatable {
  let rows: any DocumentRows

  init(_ rows: any DocumentRows) { self.rows = rows }

  static func == (lhs: RowsReference, rhs: RowsReference) -> Bool { lhs.rows === rhs.rows }
}
