import Document
import ScrollKit

/// The search line typed in the footer's row: `/` or `?` and the pattern so far.
public struct SearchPrompt: Hashable, Sendable {
  /// Which way the search goes.
  public var direction: ScrollDirection
  /// The pattern typed so far.
  public var text: String
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

  /// A prompt going `direction` with `text` typed.
  public init(direction: ScrollDirection, text: String) {
    self.direction = direction
    self.text = text
  }

  /// The pattern typed, as a regular expression unless ``isLiteral``; `nil` when empty.
  /// - Throws: ``SearchPattern/InvalidExpression`` for an expression that does not compile.
  public func pattern(caseMatching: SearchPattern.CaseMatching) throws(SearchPattern.InvalidExpression)
    -> SearchPattern?
  {
    if isLiteral { return SearchPattern(text, caseMatching: caseMatching) }
    return try SearchPattern(regularExpression: text, caseMatching: caseMatching)
  }

  /// What the prompt starts with: `/` or `?`, after less's `Regex-off` when literal.
  private var lead: String {
    (isInverted ? "Non-match " : "") + (spansFiles ? "EOF-ignore " : "")
      + (startsAtFirstFile ? "First-file " : "") + (keepsPosition ? "Keep-pos " : "")
      + (isLiteral ? "Regex-off " : "") + (isFilter ? "&" : direction == .forward ? "/" : "?")
  }

  /// The row as shown: the prompt character and the pattern.
  public var line: String { lead + text }

  /// The row as shown in `columns` cells: the prompt's lead and as much of the end of the
  /// pattern as fits (see ``PromptEdit/visibleLine(lead:text:columns:)``).
  public func visibleLine(columns: Int) -> String {
    PromptEdit.visibleLine(lead: lead, text: text, columns: columns)
  }
}
