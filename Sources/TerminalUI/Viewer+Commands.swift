import Document
import ScrollKit

extension Viewer {
  /// Takes one key: while a search is typed, it edits the pattern; digits make a count for
  /// the next key; with the contents pane open, Up, Down and Enter work in the pane; otherwise
  /// the key's command runs. Any key takes away the last message. Returns `false` to quit.
  public func handle(_ key: Key) -> Bool {
    if runningSearch != nil || runningMove != nil {
      // Any key stops a running search or move, and does nothing else but quit.
      interrupt()
      pendingCount = ""
      return keyMap.command(for: key) != .quit
    }
    if message != nil {
      message = nil
      footerNeedsDraw = true
    }
    if prompt != nil {
      edit(with: key)
      return true
    }
    if isWaitingForEnd {
      // Any key stops the wait, as in less, and does nothing else but quit.
      stopWaitingForEnd()
      pendingCount = ""
      return keyMap.command(for: key) != .quit
    }
    if isFollowing, key != .character("F") {
      stopFollowing()
    }
    if pendingOption {
      pendingOption = false
      if key == .character("S") {
        toggleChoppedLines()
      } else {
        message = ViewerMessage.unknownOption
        footerNeedsDraw = true
      }
      return true
    }
    if case .character(let character) = key, character.isASCII, character.isNumber {
      pendingCount.append(character)
      return true
    }
    if contentsSelection != nil, handleInContents(key) { return true }
    guard let command = keyMap.command(for: key) else {
      pendingCount = ""
      return true
    }
    return perform(command)
  }

  /// Runs `command` with the count typed before it, if any; returns `false` when it asks to
  /// quit.
  @discardableResult
  public func perform(_ command: Command) -> Bool {
    let count = Int(pendingCount)
    pendingCount = ""
    let rows = content
    switch command {
    case .lineDown: scrollModel.update { $0.scroll(.rows(count ?? 1), .forward, in: rows) }
    case .lineUp: scrollModel.update { $0.scroll(.rows(count ?? 1), .backward, in: rows) }
    case .pageDown: scrollModel.update { $0.scroll(.page, .forward, in: rows) }
    case .pageUp: scrollModel.update { $0.scroll(.page, .backward, in: rows) }
    case .halfPageDown: scrollModel.update { $0.scroll(.halfPage, .forward, in: rows) }
    case .halfPageUp: scrollModel.update { $0.scroll(.halfPage, .backward, in: rows) }
    case .top: scrollModel.update { $0.scrollTo(edge: .top, in: rows) }
    case .bottom: seekEnd()
    case .scrollLeft: scrollHorizontally(by: -(count ?? max(1, layout.text.count / 2)))
    case .scrollRight: scrollHorizontally(by: count ?? max(1, layout.text.count / 2))
    case .toggleContents: toggleContents()
    case .option: pendingOption = true
    case .searchForward: startPrompt(.forward)
    case .searchBackward: startPrompt(.backward)
    case .nextMatch: repeatSearch(reversed: false)
    case .previousMatch: repeatSearch(reversed: true)
    case .retry: onRetry?()
    case .follow: startFollowing()
    case .quit: return false
    }
    return true
  }

  /// Scrolls sideways, as far as the widest row on screen reaches.
  func scrollHorizontally(by columns: Int) {
    let widest = content.lines(from: top, limit: layout.chrome.scrollHeight).map(\.width).max() ?? 0
    let target = scrollModel.state.offsetX + Double(columns)
    scrollModel.update {
      $0.setContentWidth(Double(widest))
      $0.scrollTo(x: target)
    }
    if !settings.wrapsLines, widest <= layout.text.count, columns != 0 {
      message = nil
    }
  }

  /// Turns chopping of long lines on or off, keeping the reading position.
  func toggleChoppedLines() {
    settings.wrapsLines.toggle()
    message = settings.wrapsLines ? ViewerMessage.wrapping : ViewerMessage.chopping
    relayout(to: size)
  }

  /// Takes a new terminal size: reflows the text and keeps the reading position.
  ///
  /// The line that was first in the scroll area stays first, unless the reader was at the
  /// bottom: then they stay at the bottom. Every observer is evaluated again.
  public func resize(to size: TerminalSize) {
    relayout(to: size)
  }

  /// Lays the text out again for `size` and the current settings and pane.
  func relayout(to size: TerminalSize) {
    if size != screen.size { screen = Screen(size: size) }
    let layout = self.layout
    let options = layout.options(guide: Self.guide(settings, for: content), settings: settings)
    var keptTop = top
    let reflows = options != content.options
    if reflows {
      (content, keptTop) = content.reflowed(to: options, keeping: top)
    }
    // A search's positions belong to the old rows: it starts again from the new ones.
    let restartedSearch = reflows ? runningSearch : nil
    if restartedSearch != nil { runningSearch = nil }
    let rows = content
    scrollModel.update {
      $0.relayout(containerSize: layout.containerSize, in: rows, keepingTop: keptTop)
      // New rows: the sideways offset of the old ones means nothing for them.
      if reflows {
        $0.setContentWidth(0)
        $0.scrollTo(x: 0)
      }
    }
    screen = Screen(size: size)
    invalidate()
    if let restartedSearch {
      find(restartedSearch.scan.pattern, restartedSearch.scan.direction)
    }
  }

  /// Takes new content for the same document, such as a list with a page appended: the rows
  /// on screen stay on the same screen rows (the top row is kept by its position), and every
  /// observer is evaluated again.
  ///
  /// With `followsBottom`, a reader at the bottom stays at the bottom instead (a status row
  /// added at the end, such as "loading", is then seen).
  public func replaceContent(_ newContent: any DocumentRows, followsBottom: Bool = false) {
    content = newContent.options == content.options
      ? newContent : newContent.reflowed(to: content.options, keeping: newContent.startPosition).rows
    let rows = content
    let top = self.top
    let container = scrollModel.state.geometry.containerSize
    scrollModel.update {
      $0.relayout(containerSize: container, in: rows, keepingTop: top, followsBottom: followsBottom)
    }
  }

  /// Takes content that grew (input still arriving). While following, a reader at the
  /// bottom stays at the bottom (SwiftUI's `defaultScrollAnchor(.bottom)` for size changes);
  /// otherwise the view stays where it is and the footer says there is more below.
  public func contentDidGrow() {
    let rows = content
    let top = self.top
    let container = scrollModel.state.geometry.containerSize
    let following = isFollowing
    scrollModel.update {
      $0.relayout(containerSize: container, in: rows, keepingTop: top, followsBottom: following)
    }
  }

  /// Starts following the end: jumps there and stays there as text arrives.
  func startFollowing() {
    isFollowing = true
    status = ViewerMessage.following
    _ = onTick?()
    let rows = content
    scrollModel.update { $0.scrollTo(edge: .bottom, in: rows) }
  }

  /// Stops following; the view stays where it is.
  func stopFollowing() {
    isFollowing = false
    status = nil
  }
}

/// The viewer's own messages, shown in the footer's row until the next key.
public enum ViewerMessage {
  /// After `-S` turned chopping on.
  public static let chopping: DisplayText = "Líneas largas cortadas (-S): ← y → para leerlas"
  /// After `-S` turned chopping off.
  public static let wrapping: DisplayText = "Líneas largas partidas"
  /// The header's right side while following.
  public static let following: DisplayText = "Siguiendo el final (F) · otra tecla para parar"
  /// After `-` and a key other than `S`.
  public static let unknownOption: DisplayText = "Opción desconocida: solo -S"
  /// After a followed file was truncated or rewritten from its start (logrotate's
  /// `copytruncate`): what was shown is gone, and the file is read again from its start.
  public static let truncated: DisplayText = "Archivo truncado: se lee de nuevo desde el principio"
}
