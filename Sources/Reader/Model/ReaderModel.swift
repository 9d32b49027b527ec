import Document
import GuiaUI
import ScrollKit
import TerminalUI

/// The document a reader reads and what the reading has done: the rows at the current
/// width, the settings, the progress. Its one writer is the reader's own actions (a resize
/// lays the rows out again; the end reached sets the latch).
@MainActor
public final class ReaderModel: ObservableObject {
  /// The title shown in the header row.
  public let title: String?
  /// ``title`` as the header shows it: sanitised once, not on each pass of the reader's body.
  public let shownTitle: DisplayText
  /// How the text is laid out.
  @Published public private(set) var settings: ReaderSettings
  /// The rows at the text column's current width.
  @Published public internal(set) var rows: any DocumentRows
  /// What the reader has seen: the latch of the end, the furthest step, the furthest percent.
  public var progress = ReadingProgress()
  /// The patterns searched for, in this run and (from the history file) before it: one
  /// history for all the files of a run, handed from reader to reader.
  public var searchHistory = SearchHistory()
  /// Whether the reader is at the bottom now (the footer's value).
  public internal(set) var isAtBottom = false
  /// The window's size, as of the last layout.
  public internal(set) var size = CellSize(width: 0, height: 0)
  /// Where the document comes from, when it can change while it is read.
  public var input: (any ReaderInput)?
  /// How much of input still arriving has been read; `nil` once it is complete (or when the
  /// document never arrives over time).
  @Published public internal(set) var arriving: InputProgress?
  /// Whether input stopped being kept before its end (see ``inputDidStopIncomplete(reason:)``).
  @Published public internal(set) var isInputIncomplete = false
  /// Whether End waits for the end of the input (see ``seekEnd()``).
  @Published public internal(set) var isWaitingForEnd = false
  /// Whether a command has the input read on for lines it needs (see ``readOn()``).
  public internal(set) var isReadingOn = false
  /// Counts the times the rows grew: the reader lays them out again.
  @Published public internal(set) var growth = 0
  /// Counts the times the document started again from its beginning (a file truncated).
  @Published public internal(set) var restarts = 0
  /// The latest words for the footer's row from the input or the terminal.
  @Published public internal(set) var announcement: Announcement?
  /// The files being read and which one this is (`:n`, `:p`); set by the app.
  public var files: FileList?
  /// The move to another file the reader asked for, when it ended the reader for it.
  public internal(set) var fileRequest: FileRequest?
  /// Asks the app for another file, unless the list says there is none; the reader is to
  /// end, and the app opens the file.
  /// - Throws: ``FileList/Refusal`` when there is no such file.
  public func request(_ request: FileRequest) throws(FileList.Refusal) {
    var list = files ?? FileList([title ?? ""])
    try list.apply(request)
    fileRequest = request
  }
  /// Shifts wrapped plain text `columns` to the right (negative: back to the left), as less
  /// shifts it: each line's first columns are left out before it wraps.
  public func shiftWrappedText(by columns: Int) {
    // ESC-}: wrapped lines have no last column to go to.
    guard rows.textRows != nil, columns < Int(Int32.max) else { return }
    // Right is not bounded, as less's (only ESC-} stops at the longest line).
    change { $0.wrappedShift = max(0, $0.wrappedShift + max(columns, -$0.wrappedShift)) }
  }
  /// Takes the move to another file asked for, leaving none.
  public func takeFileRequest() -> FileRequest? {
    defer { fileRequest = nil }
    return fileRequest
  }
  /// The top row to show again when the reader comes back to this file.
  public var resumeTop: Int?
  /// A search spanning files that reached this file: it searches itself for it when it shows.
  public var pendingSearch: FileSearch?
  /// The rows at the top of the screen and how many show, as of the last layout.
  public internal(set) var viewport = (top: 0, visibleRows: 0)

  /// A reader of `rows`, laid out as `settings` say.
  public init(rows: any DocumentRows, title: String?, settings: ReaderSettings = ReaderSettings()) {
    self.rows = rows
    self.title = title
    shownTitle = DisplayText(sanitizing: title ?? "")
    self.settings = settings
  }

  /// A reader of `rows`, reflowed at once to the text column it shows first in a window
  /// `width` columns wide (the contents pane closed), so that its first frame lays the rows
  /// out once: text rows estimate their count from a sample of wrapped rows, and rows made at
  /// the window's width would wrap that sample again at the text column.
  public convenience init(
    rows: any DocumentRows, width: Int, title: String?, settings: ReaderSettings = ReaderSettings()
  ) {
    let options = Self.initialOptions(
      columns: width, settings: settings, isPlainText: rows.textRows != nil, lineNumberLimit: rows.lineNumberLimit)
    self.init(
      rows: rows.options == options ? rows : rows.reflowed(to: options, keeping: 0).rows,
      title: title, settings: settings)
  }

  /// A reader of `document`, laid out whole for a window `width` columns wide: at once at
  /// the options of the text column it shows first (the contents pane closed), so that its
  /// first frame lays the document out once, not twice.
  public convenience init(document: Document, width: Int, settings: ReaderSettings = ReaderSettings()) {
    self.init(
      rows: LaidOutRows(
        document: document,
        options: Self.initialOptions(columns: width, settings: settings, isPlainText: false)),
      title: document.title, settings: settings)
  }

  /// The layout options of the text in a window `columns` wide as the reader opens it (the
  /// contents pane closed).
  public nonisolated static func initialOptions(
    columns: Int, settings: ReaderSettings, isPlainText: Bool, lineNumberLimit: Int = 1
  ) -> LayoutOptions {
    let column = ReaderLayout(
      columns: columns, showsIndicator: settings.showsIndicator(isPlainText: isPlainText), showsPane: false,
      paneContentWidth: 0, showsLineNumbers: settings.showsLineNumbers,
      lineNumberColumns: ReaderLayout.lineNumberColumns(lineNumberLimit: lineNumberLimit))
    return options(
      forWidth: column.textWidth, besideDivider: false, settings: settings, isPlainText: isPlainText)
  }

  /// The horizontal margins, in columns, of a text column `width` wide: the container's
  /// (1, 2 or 6 by width) or a fixed one; plain text gets margins only when they are fixed.
  public func margins(forWidth width: Int, besideDivider: Bool = false)
    -> (leading: Int, trailing: Int)
  {
    Self.margins(
      forWidth: width, besideDivider: besideDivider, settings: settings, isPlainText: rows.textRows != nil)
  }

  /// The layout options of a text column `width` wide, between its margins.
  public func options(forWidth width: Int, besideDivider: Bool = false) -> LayoutOptions {
    Self.options(
      forWidth: width, besideDivider: besideDivider, settings: settings, isPlainText: rows.textRows != nil)
  }

  private nonisolated static func margins(
    forWidth width: Int, besideDivider: Bool, settings: ReaderSettings, isPlainText: Bool
  ) -> (leading: Int, trailing: Int) {
    let guide: ScrollKit.ContentMarginGuide = isPlainText && settings.marginGuide == .container
      ? .fixed(0) : settings.marginGuide
    let insets = guide.resolve(columns: width, leading: besideDivider ? .divider : .outer)
    let options = LayoutOptions(
      width: width, leadingMargin: Int(insets.leading), trailingMargin: Int(insets.trailing))
    return options.effectiveMargins
  }

  private nonisolated static func options(
    forWidth width: Int, besideDivider: Bool, settings: ReaderSettings, isPlainText: Bool
  ) -> LayoutOptions {
    let margins = margins(
      forWidth: width, besideDivider: besideDivider, settings: settings, isPlainText: isPlainText)
    var options = LayoutOptions(
      width: max(0, width - margins.leading - margins.trailing), wrapsLines: settings.wrapsLines,
      strikethrough: settings.strikethrough, escapes: settings.escapes)
    options.language = settings.language
    options.wrapsAtWords = settings.wrapsAtWords
    options.leadingShift = settings.wrapsLines ? settings.wrappedShift : 0
    options.headerLines = settings.headerLines
    options.headerColumns = settings.headerColumns
    options.shownControls = settings.shownControls
    options.tabStops = settings.tabStops
    options.squeezesBlankLines = settings.squeezesBlankLines
    return options
  }

  /// Changes the settings (an option typed while reading); the reader lays the rows out again
  /// when the change asks for it.
  public func change(_ body: (inout ReaderSettings) -> Void) {
    body(&settings)
  }


  /// Whether the document is a guide (a `#` title and one numbered list): its header counts
  /// steps (`Paso 3/8`).
  public var isGuide: Bool { rows.laidOutRows?.document.kind == .guide }
  /// Whether the document is the built-in guide, whose footer is the seed's Spanish in every
  /// language.
  public var isBuiltInGuide: Bool { rows.laidOutRows?.document.isBuiltInGuide == true }

  /// Shows `rows`, the document's rows filtered (`&pattern`) or its own again (`&` alone).
  public func showFiltered(_ rows: any DocumentRows) {
    self.rows = rows
  }


  /// Lays the rows out again for a text column `width` wide, if they are not already;
  /// returns the position in the new rows of the row at `top` in the old.
  @discardableResult
  public func layout(width: Int, besideDivider: Bool = false, keeping top: Int) -> Int? {
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
      columns: size.width, showsIndicator: settings.showsIndicator(isPlainText: rows.textRows != nil),
      showsPane: false, paneContentWidth: 0)
    return (1..<max(1, size.height - 2), 0..<max(0, size.width - layout.indicatorColumns))
  }
}
