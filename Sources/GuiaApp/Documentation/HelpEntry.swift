import Document

/// A term and what it means, a line of a definition list in `--help` and the man page: an
/// environment variable, an exit status, a file.
public struct HelpEntry: Sendable {
  /// The term, the same in every language (`LESS`, `64`).
  public let term: String
  /// What it means, in Spanish: one paragraph, a key of the catalogues.
  public let summary: LocalizedStringKey

  init(_ term: String, _ summary: LocalizedStringKey) {
    self.term = term
    self.summary = summary
  }
}
