import Document
import ScrollKit

/// Why the viewer stopped.
public enum ExitReason: Hashable, Sendable {
  /// The reader quit.
  case quit
  /// A signal ended the session; the caller re-raises it once the terminal is restored.
  case signal(Int32)
}

/// The viewer: a document in a scroll area between a title row and a fixed-height footer.
///
/// The footer's path reads in one walk: key → ``Command`` → ``ScrollState`` →
/// ``ScrollGeometry`` → the `isAtBottom` observer → ``Footer`` → screen. The footer row is
/// drawn again only when the observer reports a change (or the whole screen is lost).
public final class Viewer {
  /// The title shown in the header row.
  public let title: String?
  /// The key table.
  public let keyMap: KeyMap
  /// The document's rows at the current width.
  public private(set) var content: any DocumentRows
  /// The scroll area's model: its state and its observers.
  public internal(set) var scrollView: ScrollView<LazyScrollState>
  /// The footer.
  public private(set) var footer: Footer
  /// How many times the footer's observer has reported a change since the first layout.
  public private(set) var footerChanges = 0
  /// How many times the footer row was drawn.
  public private(set) var footerDraws = 0
  /// The screen as last rendered.
  public private(set) var screen: Screen
  /// The search being typed in the footer's row, if any.
  public internal(set) var prompt: SearchPrompt?
  /// A message shown in the footer's row until the next key, such as "no match".
  public internal(set) var message: String?
  /// The last search: its pattern (highlighted on screen), direction and last match.
  public internal(set) var search: ActiveSearch?
  var footerNeedsDraw = true
  private var chromeNeedsDraw = true

  /// Creates a viewer of `document`, laid out whole, for a terminal of `size`.
  public convenience init(document: Document, size: TerminalSize, keyMap: KeyMap = .pager) {
    self.init(
      content: LaidOutRows(document: document, width: size.columns), title: document.title,
      size: size, keyMap: keyMap)
  }

  /// Creates a viewer of `content` for a terminal of `size`, at the first row.
  public init(
    content: any DocumentRows, title: String?, size: TerminalSize, keyMap: KeyMap = .pager
  ) {
    self.title = title
    self.keyMap = keyMap
    self.content = content.width == size.columns
      ? content : content.reflowed(to: size.columns, keeping: content.startPosition).rows
    scrollView = ScrollView(
      state: LazyScrollState(rows: self.content, containerSize: Self.containerSize(for: size)))
    footer = Footer(text: Footer.remainingText)
    screen = Screen(size: size)
    scrollView.onScrollGeometryChange(for: Bool.self, of: { $0.isAtBottom }, initial: true) {
      [unowned self] oldValue, isAtBottom in
      if oldValue != isAtBottom { footerChanges += 1 }
      footer.text = Footer.text(isAtBottom: isAtBottom)
      footerNeedsDraw = true
    }
  }

  /// The terminal's size.
  public var size: TerminalSize { screen.size }

  /// Whether the reader is at the bottom now.
  public var isAtBottom: Bool { scrollView.state.isAtBottom }

  /// The position of the row at the top of the scroll area.
  public var top: Int { scrollView.state.top }

  /// Runs `command`; returns `false` when it asks to quit.
  @discardableResult
  public func perform(_ command: Command) -> Bool {
    let rows = content
    switch command {
    case .lineDown: scrollView.update { $0.scroll(.rows(1), .forward, in: rows) }
    case .lineUp: scrollView.update { $0.scroll(.rows(1), .backward, in: rows) }
    case .pageDown: scrollView.update { $0.scroll(.page, .forward, in: rows) }
    case .pageUp: scrollView.update { $0.scroll(.page, .backward, in: rows) }
    case .halfPageDown: scrollView.update { $0.scroll(.halfPage, .forward, in: rows) }
    case .halfPageUp: scrollView.update { $0.scroll(.halfPage, .backward, in: rows) }
    case .top: scrollView.update { $0.scrollTo(edge: .top, in: rows) }
    case .bottom: scrollView.update { $0.scrollTo(edge: .bottom, in: rows) }
    case .searchForward: startPrompt(.forward)
    case .searchBackward: startPrompt(.backward)
    case .nextMatch: repeatSearch(reversed: false)
    case .previousMatch: repeatSearch(reversed: true)
    case .quit: return false
    }
    return true
  }

  /// Takes a new terminal size: reflows the text and keeps the reading position.
  ///
  /// The line that was first in the scroll area stays first, unless the reader was at the
  /// bottom: then they stay at the bottom. The footer is evaluated again either way.
  public func resize(to size: TerminalSize) {
    var keptTop = top
    if size.columns != content.width {
      (content, keptTop) = content.reflowed(to: size.columns, keeping: top)
    }
    let rows = content
    scrollView.update {
      $0.relayout(containerSize: Self.containerSize(for: size), in: rows, keepingTop: keptTop)
    }
    screen = Screen(size: size)
    invalidate()
  }

  /// Takes content that grew (input still arriving): the view stays where it is, and the
  /// footer is evaluated again, since new rows below mean the end is no longer reached.
  public func contentDidGrow() {
    let rows = content
    let top = self.top
    let container = scrollView.state.geometry.containerSize
    scrollView.update {
      $0.relayout(containerSize: container, in: rows, keepingTop: top, followsBottom: false)
    }
  }

  /// Marks every row as lost, so the next ``render()`` draws the whole screen.
  public func invalidate() {
    chromeNeedsDraw = true
    footerNeedsDraw = true
  }

  /// Draws what changed into ``screen`` and returns it.
  @discardableResult
  public func render() -> Screen {
    let chrome = Chrome(size: size)
    if chromeNeedsDraw {
      if let row = chrome.headerRow {
        screen.clear(row: row)
        let title = Sanitizer.spans(self.title ?? "", style: .bold)
        screen.put(title, row: row, column: content.leadingPadding)
      }
      if let row = chrome.separatorRow {
        screen.clear(row: row)
        screen.put(
          [Span(String(repeating: "─", count: size.columns), style: .dim)], row: row, column: 0)
      }
      chromeNeedsDraw = false
    }
    screen.scrollRegion = chrome.scrollTop..<(chrome.scrollTop + chrome.scrollHeight)
    let lines = content.lines(from: top, limit: chrome.scrollHeight)
    for row in 0..<chrome.scrollHeight {
      screen.clear(row: chrome.scrollTop + row)
      if lines.indices.contains(row) {
        let line = search.map { lines[row].highlighting($0.pattern) } ?? lines[row]
        screen.put(line.spans, row: chrome.scrollTop + row, column: 0)
      }
    }
    if footerNeedsDraw, let row = chrome.footerRow {
      if let prompt {
        screen.clear(row: row)
        screen.put(Sanitizer.spans(prompt.line), row: row, column: 0)
      } else if let message {
        Footer(text: message).render(into: &screen, row: row)
      } else {
        footer.render(into: &screen, row: row)
      }
      footerDraws += 1
      footerNeedsDraw = false
    }
    return screen
  }

  private static func containerSize(for size: TerminalSize) -> Size {
    Size(width: Double(size.columns), height: Double(Chrome(size: size).scrollHeight))
  }
}
