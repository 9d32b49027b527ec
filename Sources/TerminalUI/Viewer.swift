import Document
import ScrollKit

/// Why the viewer stopped.
public enum ExitReason: Hashable, Sendable {
  /// The reader quit.
  case quit
  /// A signal ended the session; the caller re-raises it once the terminal is restored.
  case signal(Int32)
}

/// How a viewer lays its text out.
public struct ViewerSettings: Hashable, Sendable {
  /// Where the text's horizontal margins come from.
  public var marginGuide: ContentMarginGuide
  /// Whether long lines wrap (`false`: chopped, read by scrolling sideways, less's `-S`).
  public var wrapsLines: Bool
  /// Whether the scroll indicator shows in the scroll area's last column.
  public var showsIndicator: Bool
  /// How struck-out text is shown: with the attribute where the terminal draws it (see
  /// ``Terminal/drawsStrikethrough``), between `~~` markers otherwise.
  public var strikethrough: StrikethroughRendering

  /// Creates settings.
  public init(
    marginGuide: ContentMarginGuide = .container, wrapsLines: Bool = true,
    showsIndicator: Bool = true, strikethrough: StrikethroughRendering = .markers
  ) {
    self.marginGuide = marginGuide
    self.wrapsLines = wrapsLines
    self.showsIndicator = showsIndicator
    self.strikethrough = strikethrough
  }
}

/// The viewer: a document in a scroll area between a header row and a fixed-height footer.
///
/// The footer's path reads in one walk: key → ``Command`` → ``LazyScrollState`` →
/// ``ScrollGeometry`` → the `isAtBottom` observer → ``Footer`` → screen. The footer row is
/// drawn again only when the observer reports a change (or the whole screen is lost).
public final class Viewer {
  /// The title shown in the header row.
  public let title: String?
  /// The key table.
  public let keyMap: KeyMap
  /// How the text is laid out.
  public internal(set) var settings: ViewerSettings
  /// The document's rows at the current layout.
  public internal(set) var content: any DocumentRows
  /// The scroll area's model: its state and its observers.
  public internal(set) var scrollModel: ScrollModel<LazyScrollState>
  /// The footer.
  public internal(set) var footer: Footer
  /// How many times the footer's observer has reported a change since the first layout.
  public private(set) var footerChanges = 0
  /// How many times the footer row was drawn.
  public internal(set) var footerDraws = 0
  /// The screen as last rendered.
  public internal(set) var screen: Screen
  /// The search being typed in the footer's row, if any.
  public internal(set) var prompt: SearchPrompt?
  /// A message shown in the footer's row until the next key, such as "no match".
  public internal(set) var message: DisplayText?
  /// The last search: its pattern (highlighted on screen), direction and last match.
  public internal(set) var search: ActiveSearch?
  /// What the reader has seen: the latch of the end, the furthest step, the furthest percent.
  public internal(set) var progress = ReadingProgress()
  /// The items (steps, headings) that are visible now, by index.
  public internal(set) var visibleItems: Set<Int> = []
  /// The contents pane, when open: the selected item.
  public internal(set) var contentsSelection: Int?
  /// The entries the contents pane shows: it scrolls to keep the selection in view.
  public internal(set) var contentsWindow = ListWindow()
  /// What the header's right side shows instead of the step and percentage, when set (the
  /// offset demo shows the live offset there).
  public var status: DisplayText? {
    didSet { chromeNeedsDraw = true }
  }
  /// Whether the view follows the end as text arrives (`F`, as `less +F` or `tail -f`).
  public internal(set) var isFollowing = false
  /// Called every ``followInterval`` milliseconds while following (a file is checked here);
  /// returns whether anything changed, so that an idle tick draws nothing.
  public var onTick: (() -> Bool)?
  /// Called on End before the view moves: takes in what the input has that the view does not
  /// show yet (a file that grew) and says whether its end is known. `.pending` (a pipe still
  /// open, now read to its end) makes the viewer wait for ``inputDidEnd()``.
  public var onSeekEnd: (() -> InputEnd)?
  /// Called when the reader stops the wait for the end (a key, Ctrl-C): reading goes back to
  /// what the view needs.
  public var onStopSeekingEnd: (() -> Void)?
  /// How much of input still arriving has been read; `nil` once the input is complete.
  public internal(set) var arriving: InputProgress?
  /// Whether input stopped being kept before its end (see ``inputDidStopIncomplete(reason:)``).
  public internal(set) var isInputIncomplete = false
  /// Whether End is waiting for the input's end (see ``onSeekEnd``).
  public internal(set) var isWaitingForEnd = false
  /// The search running a slice at a time, if one is (see ``isBusy``).
  var runningSearch: RunningSearch?
  /// End waiting for the rows at the bottom to be found, a slice at a time (see ``isBusy``).
  var runningMove: RunningMove?
  /// Called when the reader asks to retry a failed load (`r`).
  public var onRetry: (() -> Void)?
  /// Called when the terminal reports that more content is ready, instead of
  /// ``contentDidGrow()`` (a list applies its loaded pages here).
  public var onContentChanged: (() -> Void)?
  /// Called after every change of scroll position, size or content (a list loads from here).
  public var onLayout: (() -> Void)?
  /// Called the first time each row is drawn, with its position (the seed's `onAppear`).
  public var onRowAppear: ((Int) -> Void)?
  /// The positions drawn so far, while someone listens to ``onRowAppear``.
  var appearedRows: Set<Int> = []
  /// Digits typed before a key (a count, as in less), and whether `-` was typed.
  var pendingCount = ""
  var pendingOption = false
  var footerNeedsDraw = true
  var chromeNeedsDraw = true

  /// Creates a viewer of `document`, laid out whole, for a terminal of `size`.
  public convenience init(
    document: Document, size: TerminalSize, keyMap: KeyMap = .pager,
    settings: ViewerSettings = ViewerSettings()
  ) {
    self.init(
      content: LaidOutRows(document: document, width: size.columns), title: document.title,
      size: size, keyMap: keyMap, settings: settings)
  }

  /// Creates a viewer of `content` for a terminal of `size`, at the first row.
  public init(
    content: any DocumentRows, title: String?, size: TerminalSize, keyMap: KeyMap = .pager,
    settings: ViewerSettings = ViewerSettings()
  ) {
    self.title = title
    self.keyMap = keyMap
    self.settings = settings
    let layout = ViewerLayout(size: size, showsIndicator: settings.showsIndicator)
    let options = layout.options(guide: Self.guide(settings, for: content), settings: settings)
    self.content = content.options == options
      ? content : content.reflowed(to: options, keeping: content.startPosition).rows
    scrollModel = ScrollModel(
      state: LazyScrollState(rows: self.content, containerSize: layout.containerSize))
    footer = Footer(text: Footer.remainingText)
    screen = Screen(size: size)
    observeScrolling()
  }

  /// The terminal's size.
  public var size: TerminalSize { screen.size }

  /// Whether the reader is at the bottom now.
  public var isAtBottom: Bool { scrollModel.state.isAtBottom }

  /// The position of the row at the top of the scroll area.
  public var top: Int { scrollModel.state.top }

  /// The item (step or heading) the header names: the one holding the top row, or at the
  /// bottom the last one whose heading is on screen (see ``CurrentItem``).
  public var currentItem: Int? { currentItem(in: scrollModel.state.geometry) }

  func currentItem(in geometry: ScrollGeometry) -> Int? {
    CurrentItem.index(of: content.items.map(\.rows), in: geometry)
  }

  /// The screen's layout now.
  public var layout: ViewerLayout {
    ViewerLayout(
      size: size, showsIndicator: settings.showsIndicator, showsPane: contentsSelection != nil,
      paneContentWidth: content.items.map { DisplayWidth.of($0.title) }.max() ?? 0)
  }

  /// Margins come from the guide for laid-out documents; plain text gets them only when fixed.
  static func guide(_ settings: ViewerSettings, for content: any DocumentRows) -> ContentMarginGuide {
    if content is TextRows, settings.marginGuide == .container { return .fixed(0) }
    return settings.marginGuide
  }

  private func observeScrolling() {
    scrollModel.onScrollGeometryChange(for: Bool.self, of: { $0.isAtBottom }, initial: true) {
      [unowned self] oldValue, isAtBottom in
      if oldValue != isAtBottom { footerChanges += 1 }
      // "Reached the end once" is a latch, kept apart from "at the bottom now" (seed 000).
      if isAtBottom { progress.reachedEnd = true }
      footer.text = footerText(isAtBottom: isAtBottom)
      footerNeedsDraw = true
    }
    scrollModel.onScrollGeometryChange(for: Int.self, of: { $0.bottomEdgePercent }, initial: true) {
      [unowned self] _, percent in
      progress.maxPercent = max(progress.maxPercent, percent)
      chromeNeedsDraw = true
    }
    scrollModel.onScrollGeometryChange(for: Int?.self, of: { [unowned self] in currentItem(in: $0) }) {
      [unowned self] _, _ in
      chromeNeedsDraw = true
    }
    for index in content.items.indices {
      scrollModel.onScrollVisibilityChange(frame: { [unowned self] _ in frame(ofItem: index) }) {
        [unowned self] isVisible in
        if isVisible {
          visibleItems.insert(index)
          progress.lastItemSeen = max(progress.lastItemSeen ?? index, index)
        } else {
          visibleItems.remove(index)
        }
        chromeNeedsDraw = true
      }
    }
  }

  /// Where item `index` is, in rows of the scroll geometry.
  func frame(ofItem index: Int) -> Rect? {
    guard content.items.indices.contains(index) else { return nil }
    let rows = content.items[index].rows
    return Rect(x: 0, y: Double(rows.lowerBound), width: 1, height: Double(rows.count))
  }

  /// Shows `text` in the footer's row until the next key.
  public func show(message text: DisplayText) {
    message = text
    footerNeedsDraw = true
  }

  /// Marks every row as lost, so the next ``render()`` draws the whole screen.
  public func invalidate() {
    chromeNeedsDraw = true
    footerNeedsDraw = true
  }
}

extension Viewer {
  /// Reports the scroll area's offset on both axes now and whenever it changes (seed 003's
  /// scroll wrapper, on the viewer's own scroll view).
  public func observeOffset(perform: @escaping (Point) -> Void) {
    scrollModel.onScrollOffsetChange(axes: .all, perform: perform)
  }
}
