import Document
import ScrollKit

/// The search line typed in the footer's row: `/` or `?` and the pattern so far.
public struct SearchPrompt: Hashable, Sendable {
  /// Which way the search goes.
  public var direction: ScrollDirection
  /// The pattern typed so far.
  public var text: String

  /// A prompt going `direction` with `text` typed.
  public init(direction: ScrollDirection, text: String) {
    self.direction = direction
    self.text = text
  }

  /// The row as shown: the prompt character and the pattern.
  public var line: String { (direction == .forward ? "/" : "?") + text }

  /// The row as shown in `columns` cells: the prompt character and as much of the end of the
  /// pattern as fits, with a cell left for the cursor, as less scrolls a long prompt. Only the
  /// characters shown are measured, so typing a pattern of any length costs the same per key.
  public func visibleLine(columns: Int) -> String {
    let room = max(0, columns - 2)
    var start = text.endIndex
    var width = 0
    while start > text.startIndex {
      let before = text.index(before: start)
      let cells = Sanitizer.spans(String(text[before])).reduce(0) { $0 + DisplayWidth.of($1.text) }
      guard width + cells <= room else { break }
      width += cells
      start = before
    }
    return (direction == .forward ? "/" : "?") + text[start...]
  }
}

/// The last search run: what is highlighted, and where `n` and `N` go from.
public struct ActiveSearch: Hashable, Sendable {
  /// The pattern.
  public var pattern: SearchPattern
  /// The direction it was typed in (`/` forward, `?` backward).
  public var direction: ScrollDirection
  /// The row of the last match found, where the next search starts from.
  public var lastMatch: Int?

  /// A search for `pattern` typed going `direction`.
  public init(pattern: SearchPattern, direction: ScrollDirection, lastMatch: Int? = nil) {
    self.pattern = pattern
    self.direction = direction
    self.lastMatch = lastMatch
  }
}

/// The messages of a search, shown in the footer's row until the next key.
public enum SearchMessage {
  /// Nothing matched.
  public static func notFound(_ pattern: String) -> DisplayText {
    "Sin coincidencias para «\(DisplayText(sanitizing: pattern))»"
  }
  /// A forward search went past the end and found a match from the start.
  public static let wrappedToStart: DisplayText = "La búsqueda siguió desde el principio"
  /// A backward search went past the start and found a match from the end.
  public static let wrappedToEnd: DisplayText = "La búsqueda siguió desde el final"
  /// `n` or `N` with no search yet.
  public static let noSearch: DisplayText = "Todavía no hay búsqueda: / o ? para buscar"
  /// A long search, part of the way through.
  public static func progress(percent: Int) -> DisplayText { "Buscando… \(percent) % · una tecla para parar" }
  /// A search stopped by a key or Ctrl-C before it ended.
  public static let interrupted: DisplayText = "Búsqueda interrumpida"
}

extension Viewer {
  func startPrompt(_ direction: ScrollDirection) {
    prompt = SearchPrompt(direction: direction, text: "")
    footerNeedsDraw = true
  }

  func edit(with key: Key) {
    guard prompt != nil else { return }
    footerNeedsDraw = true
    // Typed and pasted text grows the pattern in place, with no other copy alive: a copy of
    // the pattern per key would make a long paste typed key by key quadratic.
    switch key {
    case .character(let character):
      prompt?.text.append(character)
      return
    case .paste(let text):
      // Pasted text is typed into the pattern, controls (a pasted Enter) left out.
      prompt?.text += text.filter { !$0.unicodeScalars.contains { $0.properties.generalCategory == .control } }
      return
    default:
      break
    }
    guard var current = prompt else { return }
    switch key {
    case .backspace:
      if current.text.isEmpty {
        prompt = nil
      } else {
        current.text.removeLast()
        prompt = current
      }
    case .escape, .control("c"), .control("g"):
      prompt = nil
    case .enter:
      prompt = nil
      guard let pattern = SearchPattern(current.text) else {
        // An empty pattern repeats the last search, as in less.
        repeatSearch(reversed: current.direction != search?.direction)
        return
      }
      search = ActiveSearch(pattern: pattern, direction: current.direction)
      find(pattern, current.direction)
    default:
      break
    }
  }

  func repeatSearch(reversed: Bool) {
    guard let search else {
      message = SearchMessage.noSearch
      footerNeedsDraw = true
      return
    }
    let direction: ScrollDirection = reversed
      ? (search.direction == .forward ? .backward : .forward) : search.direction
    find(search.pattern, direction)
  }

  /// Scrolls to the next row that shows `pattern` in `direction` from the top row, wrapping
  /// around the document's end once, with a message when it wraps or finds nothing. The search
  /// runs a slice at a time (see ``RunningSearch``): a long one shows its progress in the
  /// footer's row, and a key stops it.
  func find(_ pattern: SearchPattern, _ direction: ScrollDirection) {
    let rows = content
    // Start from the last match while it is on screen (the end may keep it below the top).
    let visible = rows.positions(from: top, limit: scrollModel.state.visibleRowCount)
    let top = search?.lastMatch.flatMap { visible.contains($0) ? $0 : nil } ?? self.top
    switch direction {
    case .forward:
      let next = rows.positions(from: top, limit: 2).dropFirst().first ?? rows.endPosition
      runningSearch = RunningSearch(
        scan: RowSearch(pattern: pattern, direction: .forward, from: next, before: rows.endPosition),
        wrapped: RowSearch(pattern: pattern, direction: .forward, from: rows.startPosition, before: next),
        wrapMessage: SearchMessage.wrappedToStart)
    case .backward:
      runningSearch = RunningSearch(
        scan: RowSearch(pattern: pattern, direction: .backward, from: rows.startPosition, before: top),
        wrapped: RowSearch(pattern: pattern, direction: .backward, from: top, before: rows.endPosition),
        wrapMessage: SearchMessage.wrappedToEnd)
    }
    continueRunningSearch()
  }

  /// Takes the end of a search: scrolls to the row found, or says that nothing matched.
  func finishSearch(_ finished: RunningSearch) {
    footerNeedsDraw = true
    guard let found = finished.foundRow else {
      message = SearchMessage.notFound(finished.scan.pattern.text)
      return
    }
    if finished.isWrapped { message = finished.wrapMessage }
    search?.lastMatch = found
    let rows = content
    scrollModel.update { $0.scrollTo(position: found, in: rows) }
  }
}
