import Document
import Localization
import ScrollKit
import TerminalUI

/// The search line typed in the footer's row: `/` or `?` and the pattern so far.
public struct SearchPrompt: Hashable, Sendable {
  /// Which way the search goes.
  public var direction: ScrollDirection
  /// The pattern typed so far, and the cursor in it.
  public var line: PromptLine
  /// The pattern typed so far; set, the cursor goes after it.
  public var text: String {
    get { line.text }
    set { line = PromptLine(newValue) }
  }
  /// Whether the pattern is a literal text (`Ctrl-R` typed), not a regular expression.
  public var isLiteral = false
  /// Whether the matches are only lit, the view kept where it is (`Ctrl-K` typed).
  public var keepsPosition = false
  /// Whether the pattern is a filter (`&`): only the lines with a match show.
  public var isFilter = false
  /// Whether it is the lines without a match that are wanted (`Ctrl-N`, or `!` first).
  public var isInverted = false
  /// Whether the search goes on through the next files past this one's end (`Ctrl-E`, or
  /// `*` first).
  public var spansFiles = false
  /// Whether the search starts at the first file (the last, for `?`): `Ctrl-F`, or `@` first.
  public var startsAtFirstFile = false
  /// Whether the search goes on around the other end when it reaches the end (`Ctrl-W`): as
  /// in less, it does not otherwise.
  public var wrapsAround = false
  /// The earlier pattern shown (Up, Down), counted back from the latest: `nil` while typing.
  var recalled: Int?
  /// The top row when the prompt opened: where `--incsearch` looks from, and goes back to.
  public internal(set) var origin: Int?

  /// A prompt going `direction` with `text` typed.
  public init(direction: ScrollDirection, text: String) {
    self.direction = direction
    self.line = PromptLine(text)
  }

  /// The prompt `/`, `?` (a search looking from `top`, the top row) or `&` (the filter)
  /// opens, nothing typed.
  init(opening command: Command, at top: Int?) {
    self.init(direction: command == .searchBackward ? .backward : .forward, text: "")
    if command == .filter { isFilter = true } else { origin = top }
  }

  /// less's `--incsearch`: the row to put at the top as the pattern is typed, the one that
  /// shows its first match from where the prompt opened (the last before it, for `?`), or
  /// that row again while the pattern is empty or does not compile; `nil`: the view stays.
  /// The look is bounded (a few slices, about 2 MB of plain text), so a key never waits on a
  /// large file: a match further on is for Enter's search.
  func incrementalTop(in context: ReaderDocument) -> Int? {
    guard !isFilter, !keepsPosition, !isInverted, let origin else { return nil }
    guard let pattern = try? patternAsTyped(caseMatching: context.settings.searchCase) else {
      return origin != context.viewport.top ? origin : nil
    }
    let rows = context.rows
    var search = direction == .forward
      ? RowSearch(pattern: pattern, direction: .forward, from: origin, before: rows.endPosition)
      : RowSearch(pattern: pattern, direction: .backward, from: rows.startPosition, before: origin)
    for _ in 0..<8 where !search.isFinished { rows.continueSearch(&search, budget: 1 << 18) }
    return search.foundRow.map { context.top(showingAtJumpTarget: $0) }
  }

  /// The longest pattern, in UTF-8 bytes, that is looked for and lit as it is typed: a
  /// pattern is compiled whole, so doing it on every key of a longer one (a paste typed key by
  /// key) made typing quadratic. Longer patterns are searched for on Enter.
  public static let longestAsTyped = 4096

  /// The pattern typed, for what follows the typing (incremental highlighting,
  /// `--incsearch`): `nil` when empty or longer than ``longestAsTyped``.
  /// - Throws: ``SearchPattern/InvalidExpression`` for an expression that does not compile.
  func patternAsTyped(caseMatching: SearchPattern.CaseMatching) throws(SearchPattern.InvalidExpression)
    -> SearchPattern?
  {
    guard line.utf8Count <= Self.longestAsTyped else { return nil }
    return try pattern(caseMatching: caseMatching)
  }

  /// The pattern typed, as a regular expression unless ``isLiteral``; `nil` when empty.
  /// - Throws: ``SearchPattern/InvalidExpression`` for an expression that does not compile.
  public func pattern(caseMatching: SearchPattern.CaseMatching) throws(SearchPattern.InvalidExpression)
    -> SearchPattern?
  {
    if isLiteral { return SearchPattern(text, caseMatching: caseMatching) }
    return try SearchPattern(regularExpression: text, caseMatching: caseMatching)
  }

  /// What the prompt starts with in `language`: `/`, `?` or `&`, after the words of its
  /// modifiers (less's `Non-match`, `EOF-ignore`, `First-file`, `Keep-pos`, `Regex-off`).
  private func lead(in language: Language) -> String {
    var words: [LocalizedStringKey] = []
    if isInverted { words.append("No coinciden ") }
    if spansFiles { words.append("Por los archivos ") }
    if startsAtFirstFile { words.append("Desde el primero ") }
    if keepsPosition { words.append("Fija ") }
    if wrapsAround { words.append("Con vuelta ") }
    if isLiteral { words.append("Literal ") }
    return words.map { $0.resolved(in: language).string }.joined()
      + (isFilter ? "&" : direction == .forward ? "/" : "?")
  }

  /// The row as shown: the prompt's lead and the pattern.
  public func line(in language: Language = .spanish) -> String { lead(in: language) + text }

  /// The row as shown in `columns` cells: the prompt's lead and as much of the pattern as
  /// fits around the cursor (see ``PromptEdit/visibleLine(lead:line:columns:)``).
  func visibleLine(columns: Int, in language: Language = .spanish) -> VisiblePrompt {
    PromptEdit.visibleLine(lead: lead(in: language), line: line, columns: columns)
  }

  /// What a key did to the prompt being typed.
  enum Edit: Hashable {
    /// Still typing.
    case editing
    /// Closed without a search (Esc, Backspace on nothing).
    case closed
    /// Enter: run it (empty: the last search again, as in less).
    case submitted
  }

  /// Edits the pattern (see ``PromptEdit``); the control keys toggle less's modifiers:
  /// Ctrl-R literal text, Ctrl-K the position kept, Ctrl-W around the other end, Ctrl-N (or
  /// `!` first) the lines without a match, Ctrl-E (or `*` first) on through the next files, Ctrl-F (or `@` first) from the
  /// first file.
  mutating func edit(_ key: Key) -> Edit {
    edit(key, history: [])
  }

  /// ``edit(_:)`` with the patterns searched before, oldest first: Up shows the one before the
  /// pattern shown, Down the one after (past the latest, an empty line), as less's history.
  mutating func edit(_ key: Key, history: [String]) -> Edit {
    switch key {
    case .up where !history.isEmpty:
      let back = min(history.count, (recalled ?? 0) + 1)
      recalled = back
      text = history[history.count - back]
    case .down where recalled != nil:
      let back = (recalled ?? 1) - 1
      recalled = back == 0 ? nil : back
      text = back == 0 ? "" : history[history.count - back]
    case .control("r"): isLiteral.toggle()
    case .control("k"): keepsPosition.toggle()
    case .control("w") where !isFilter: wrapsAround.toggle()
    case .control("n"): isInverted.toggle()
    case .character("!") where text.isEmpty: isInverted.toggle()
    case .control("e") where !isFilter, .character("*") where text.isEmpty && !isFilter:
      spansFiles.toggle()
    case .control("f") where !isFilter, .character("@") where text.isEmpty && !isFilter:
      startsAtFirstFile.toggle()
    default:
      switch PromptEdit.apply(key, to: &line) {
      case .edited: break
      case .closed: return .closed
      case .submitted: return .submitted
      case .ignored: break
      }
    }
    return .editing
  }
}
