import Document

/// The footer: one fixed-height row outside the scroll area that says whether the reader has
/// reached the bottom, centred and dimmed like the seed's `.footnote`.
public struct Footer: Hashable, Sendable {
  /// Shown when the reader is at the bottom.
  public static let endText: LocalizedStringKey = "Fin de la guía"
  /// Shown while some of the document is still below the scroll area.
  public static let remainingText: LocalizedStringKey = "Quedan pasos por ver"

  /// The text for a reader who is, or is not, at the bottom: seed 000's
  /// `Text(isAtBottom ? "Fin de la guía" : "Quedan pasos por ver")`.
  public static func text(isAtBottom: Bool) -> LocalizedStringKey {
    isAtBottom ? endText : remainingText
  }

  /// The text shown.
  public var text: DisplayText

  /// Creates a footer showing `text`.
  public init(text: DisplayText) {
    self.text = text
  }

  /// Draws the footer's text centred on `row` of `screen`, over the whole width.
  public func render(into screen: inout Screen, row: Int) {
    screen.clear(row: row)
    let width = DisplayWidth.of(text)
    let column = max(0, (screen.size.columns - width) / 2)
    screen.put([Span(text, style: .dim)], row: row, column: column)
  }
}
