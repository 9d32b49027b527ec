/// A block of a parsed document: the part of the Markdown model that layout understands.
public indirect enum Block: Hashable, Sendable {
  /// A heading of level 1 to 6.
  case heading(level: Int, [Inline])
  /// A paragraph of inline content.
  case paragraph([Inline])
  /// A bullet or ordered list; `start` is the first number of an ordered list.
  case list(ordered: Bool, start: Int, items: [[Block]])
  /// A fenced or indented code block, shown as it is, never re-wrapped.
  case codeBlock(String)
  /// A block quote.
  case blockQuote([Block])
  /// Blocks kept together: a list item's content, or one step of a guide.
  case group([Block])
  /// A thematic break (`---`).
  case thematicBreak
  /// Raw text lines: an HTML block, or a block of a kind layout does not know.
  case raw(String)
}

/// Inline content of a paragraph or heading.
public indirect enum Inline: Hashable, Sendable {
  /// Plain text.
  case text(String)
  /// `*emphasis*`.
  case emphasis([Inline])
  /// `**strong**`.
  case strong([Inline])
  /// `` `code` ``.
  case code(String)
  /// A link: its text and its address.
  case link(destination: String, [Inline])
  /// A soft line break: a space when the paragraph is wrapped.
  case softBreak
  /// A hard line break.
  case lineBreak
}

extension Inline {
  /// The text with no markup, as a search or a title would read it.
  public var plainText: String {
    switch self {
    case .text(let text), .code(let text): return text
    case .emphasis(let children), .strong(let children), .link(_, let children):
      return children.map(\.plainText).joined()
    case .softBreak: return " "
    case .lineBreak: return "\n"
    }
  }
}

extension Array where Element == Inline {
  /// The concatenated plain text of the inlines.
  public var plainText: String { map(\.plainText).joined() }
}
