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
