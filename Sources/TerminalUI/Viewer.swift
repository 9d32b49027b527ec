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
  /// The document shown.
  public let document: Document
  /// The key table.
  public let keyMap: KeyMap
  /// The document laid out at the current width.
  public private(set) var layout: DocumentLayout
  /// The scroll area's model: its state and its observers.
  public private(set) var scrollView: ScrollView
  /// The footer.
  public private(set) var footer: Footer
  /// How many times the footer's observer has reported a change since the first layout.
  public private(set) var footerChanges = 0
  /// How many times the footer row was drawn.
  public private(set) var footerDraws = 0
  /// The screen as last rendered.
  public private(set) var screen: Screen
  private var footerNeedsDraw = true
  private var chromeNeedsDraw = true

  /// Creates a viewer of `document` for a terminal of `size`, at the top of the document.
  public init(document: Document, size: TerminalSize, keyMap: KeyMap = .pager) {
    self.document = document
    self.keyMap = keyMap
    let chrome = Chrome(size: size)
    layout = DocumentLayout(document: document, width: size.columns)
    scrollView = ScrollView(
      state: ScrollState(
        contentSize: Self.contentSize(of: layout),
        containerSize: Self.containerSize(chrome, size)))
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

  /// Runs `command`; returns `false` when it asks to quit.
  @discardableResult
  public func perform(_ command: Command) -> Bool {
    switch command {
    case .lineDown: scrollView.update { $0.scroll(.rows(1), .forward) }
    case .lineUp: scrollView.update { $0.scroll(.rows(1), .backward) }
    case .pageDown: scrollView.update { $0.scroll(.page, .forward) }
    case .pageUp: scrollView.update { $0.scroll(.page, .backward) }
    case .halfPageDown: scrollView.update { $0.scroll(.halfPage, .forward) }
    case .halfPageUp: scrollView.update { $0.scroll(.halfPage, .backward) }
    case .top: scrollView.update { $0.scrollTo(edge: .top) }
    case .bottom: scrollView.update { $0.scrollTo(edge: .bottom) }
    case .quit: return false
    }
    return true
  }

  /// Takes a new terminal size: reflows the text and keeps the reading position.
  ///
  /// The line that was first in the scroll area stays first, unless the reader was at the
  /// bottom: then they stay at the bottom. The footer is evaluated again either way.
  public func resize(to size: TerminalSize) {
    let firstVisible = Int(scrollView.state.offsetY.rounded(.down))
    let anchor = layout.lines.indices.contains(firstVisible)
      ? layout.lines[firstVisible].source : nil
    if size.columns != layout.width {
      layout = DocumentLayout(document: document, width: size.columns)
    }
    let keptOffset = anchor.map { Double(layout.lineIndex(showing: $0)) } ?? 0
    let chrome = Chrome(size: size)
    scrollView.update {
      $0.relayout(
        contentSize: Self.contentSize(of: layout),
        containerSize: Self.containerSize(chrome, size), keepingOffsetY: keptOffset)
    }
    screen = Screen(size: size)
    invalidate()
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
        screen.put(
          [Span(document.title ?? "", style: .bold)], row: row, column: layout.padding.leading)
      }
      if let row = chrome.separatorRow {
        screen.clear(row: row)
        screen.put(
          [Span(String(repeating: "─", count: size.columns), style: .dim)], row: row, column: 0)
      }
      chromeNeedsDraw = false
    }
    DocumentView(layout: layout).render(
      offsetY: scrollView.state.offsetY, into: &screen, top: chrome.scrollTop,
      height: chrome.scrollHeight)
    if footerNeedsDraw, let row = chrome.footerRow {
      footer.render(into: &screen, row: row)
      footerDraws += 1
      footerNeedsDraw = false
    }
    return screen
  }

  private static func contentSize(of layout: DocumentLayout) -> Size {
    Size(width: Double(layout.width), height: Double(layout.lines.count))
  }

  private static func containerSize(_ chrome: Chrome, _ size: TerminalSize) -> Size {
    Size(width: Double(size.columns), height: Double(chrome.scrollHeight))
  }
}
