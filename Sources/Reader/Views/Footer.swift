import Document

/// The footer: one fixed-height row outside the scroll area that says whether the reader has
/// reached the bottom, centred and dimmed like the seed's `.footnote`.
public enum Footer {
  /// Shown when the reader is at the bottom.
  public static let endText: LocalizedStringKey = "Fin de la guía"
  /// Shown while some of the document is still below the scroll area.
  public static let remainingText: LocalizedStringKey = "Quedan pasos por ver"

  /// The text for a reader who is, or is not, at the bottom: seed 000's
  /// `Text(isAtBottom ? "Fin de la guía" : "Quedan pasos por ver")`.
  public static func text(isAtBottom: Bool) -> LocalizedStringKey {
    isAtBottom ? endText : remainingText
  }
}
