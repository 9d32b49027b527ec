import Document
import ScrollKit

/// The search line typed in the footer's row: `/` or `?` and the pattern so far.
public struct SearchPrompt: Hashable, Sendable {
  /// Which way the search goes.
  public var direction: ScrollDirection
  /// The pattern typed so far.
  public var text: String

  /// The row as shown: the prompt character and the pattern.
  public var line: String { (direction == .forward ? "/" : "?") + text }
}

/// The last search run: what is highlighted, and where `n` and `N` go from.
public struct ActiveSearch: Hashable, Sendable {
  /// The pattern.
  public var pattern: SearchPattern
  /// The direction it was typed in (`/` forward, `?` backward).
  public var direction: ScrollDirection
  /// The row of the last match found, where the next search starts from.
  public var lastMatch: Int?
}

/// The messages of a search, shown in the footer's row until the next key.
public enum SearchMessage {
  /// Nothing matched.
  public static func notFound(_ pattern: String) -> String { "Sin coincidencias para «\(pattern)»" }
  /// A forward search went past the end and found a match from the start.
  public static let wrappedToStart = "La búsqueda siguió desde el principio"
  /// A backward search went past the start and found a match from the end.
  public static let wrappedToEnd = "La búsqueda siguió desde el final"
  /// `n` or `N` with no search yet.
  public static let noSearch = "Todavía no hay búsqueda: / o ? para buscar"
}

extension Viewer {
  func startPrompt(_ direction: ScrollDirection) {
    prompt = SearchPrompt(direction: direction, text: "")
    footerNeedsDraw = true
  }

  func edit(with key: Key) {
    guard var current = prompt else { return }
    footerNeedsDraw = true
    switch key {
    case .character(let character):
      current.text.append(character)
      prompt = current
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
  /// around the document's end once, with a message when it wraps or finds nothing.
  private func find(_ pattern: SearchPattern, _ direction: ScrollDirection) {
    let rows = content
    // Start from the last match while it is on screen (the end may keep it below the top).
    let visible = rows.positions(from: top, limit: scrollView.state.visibleRowCount)
    let top = search?.lastMatch.flatMap { visible.contains($0) ? $0 : nil } ?? self.top
    var found: Int?
    switch direction {
    case .forward:
      let next = rows.positions(from: top, limit: 2).dropFirst().first ?? rows.endPosition
      found = rows.firstRow(matching: pattern, from: next, before: rows.endPosition)
      if found == nil, let wrapped = rows.firstRow(matching: pattern, from: rows.startPosition, before: next) {
        found = wrapped
        message = SearchMessage.wrappedToStart
      }
    case .backward:
      found = rows.lastRow(matching: pattern, before: top, from: rows.startPosition)
      if found == nil, let wrapped = rows.lastRow(matching: pattern, before: rows.endPosition, from: top) {
        found = wrapped
        message = SearchMessage.wrappedToEnd
      }
    }
    guard let found else {
      message = SearchMessage.notFound(pattern.text)
      footerNeedsDraw = true
      return
    }
    footerNeedsDraw = true
    search?.lastMatch = found
    scrollView.update { $0.scrollTo(position: found, in: rows) }
  }
}
