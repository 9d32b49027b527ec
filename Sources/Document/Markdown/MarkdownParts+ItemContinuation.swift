extension MarkdownParts {
  /// How a part that starts inside a list item's paragraph is parsed: the item's marker (and
  /// the space after it) put before it, its first line's indent left out, so that cmark-gfm
  /// reads the lines as the rest of that item, its content at the same column.
  struct ItemContinuation: Equatable, Sendable {
    /// The item's marker and the space after it (`- `, `12. `).
    var marker: [UInt8]
    /// The blanks the part's first line starts with: none (a lazy line) or the marker's width.
    var indent: Int
  }
}
