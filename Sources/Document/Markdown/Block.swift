import Localization

/// A block of a parsed document: the part of the Markdown model that layout understands.
public indirect enum Block: Hashable, Sendable {
  /// A heading of level 1 to 6.
  case heading(level: Int, [Inline])
  /// A paragraph of inline content.
  case paragraph([Inline])
  /// A huge paragraph kept as the Markdown of the parts it spans until it is laid out (see
  /// ``ParagraphSlices``).
  case paragraphSlices(ParagraphSlices)
  /// A bullet or ordered list; `start` is the first number of an ordered list.
  case list(ordered: Bool, start: Int, items: [ListItem])
  /// The items of a huge list that one part of a large document holds, kept as its Markdown
  /// until they are laid out (see ``ListSlice``).
  case listSlice(ListSlice)
  /// A GitHub table.
  case table(Table)
  /// A fenced or indented code block, shown as it is, never re-wrapped; a fence's language
  /// (```` ```swift ````) shown above it.
  case codeBlock(String, language: String? = nil)
  /// A block quote.
  case blockQuote([Block])
  /// Blocks kept together: a list item's content, or one step of a guide.
  case group([Block])
  /// A thematic break (`---`).
  case thematicBreak
  /// Raw text lines: a block of a kind layout does not know.
  case raw(String)
  /// An HTML block (its comments taken out): shown as its text (see `HTMLBlockText`).
  case html(String)
  /// The YAML (`---`) or TOML (`+++`) front matter at a page's top, its lines between the
  /// fences: shown dimmed, as metadata.
  case frontMatter([String])
  /// Where quotes and lists nest deeper than layout shows (see
  /// ``MarkdownParser/maximumDepth``): the blocks after it are flattened at this depth.
  case nestingLimit
}

extension Block {
  /// The row that marks flattened nesting.
  public static let nestingLimitText: DisplayText = "⋯ más niveles de anidación, mostrados sin sangría"
}

/// One item of a list: its blocks, and its box when it is a task (`- [ ]`, `- [x]`).
public struct ListItem: Hashable, Sendable {
  /// The item's content.
  public var blocks: [Block]
  /// `true` for a done task, `false` for an open one, `nil` for an ordinary item.
  public var isChecked: Bool?
  /// Whether the item's list is tight: its blocks follow each other with no blank row.
  public var isTight: Bool

  /// Creates an item.
  public init(blocks: [Block], isChecked: Bool? = nil, isTight: Bool = true) {
    self.blocks = blocks
    self.isChecked = isChecked
    self.isTight = isTight
  }
}

/// A GitHub table: a header row, body rows, and each column's alignment.
public struct Table: Hashable, Sendable {
  /// How a column's cells are aligned.
  public enum Alignment: Hashable, Sendable {
    case leading, center, trailing
  }

  /// The alignment of each column.
  public var alignments: [Alignment]
  /// The header cells.
  public var header: [[Inline]]
  /// The body rows' cells.
  public var rows: TableRows

  /// Creates a table.
  public init(alignments: [Alignment], header: [[Inline]], rows: TableRows) {
    self.alignments = alignments
    self.header = header
    self.rows = rows
  }

  /// Creates a table of `rows`, a cell's inlines for each cell of each row.
  public init(alignments: [Alignment], header: [[Inline]], rows: [[[Inline]]]) {
    self.init(alignments: alignments, header: header, rows: TableRows(rows))
  }
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
  /// `~~struck out~~` (GitHub's strikethrough).
  case strikethrough([Inline])
  /// A link: its text and its address.
  case link(destination: String, [Inline])
  /// An image: its description (alt text) and its address, shown as `[image: alt]`.
  case image(destination: String, [Inline])
  /// A key to press, `<kbd>Ctrl</kbd>`: shown in reverse video.
  case keyboard([Inline])
  /// A footnote's reference, `[^note]`: its number, shown as `[1]`.
  case footnoteReference(Int)
  /// Words the program adds (the footnotes' heading), shown in the layout's language.
  case label(LocalizedStringKey)
  /// A soft line break: a space when the paragraph is wrapped.
  case softBreak
  /// A hard line break.
  case lineBreak
  /// Where a new source line starts inside text that shows no break there (a code span or a
  /// tag written over two lines): shown as nothing; it numbers the rows' source lines.
  case sourceLineStart
}

extension Inline {
  /// The text with no markup, as a search or a title would read it, in Spanish.
  public var plainText: String { plainText(in: .spanish) }

  /// The text with no markup, the program's own words in `language`.
  public func plainText(in language: Language) -> String { [self].plainText(in: language) }
}

extension Inline {
  /// What an image's description follows, in `[image: alt]`.
  public static let imageLabel: LocalizedStringKey = "imagen: "
  /// An image with no text of its own, as the layout shows it (`[imagen]`).
  public static let imageWithoutText: LocalizedStringKey = "[imagen]"

  /// `[imagen: text]`, or `[imagen]` when there is no text: a label with nothing after it
  /// reads as if something were missing.
  static func imageText(_ text: String, in language: Language) -> String {
    text.isEmpty
      ? imageWithoutText.resolved(in: language).string
      : "[" + imageLabel.resolved(in: language).string + text + "]"
  }
}

extension Array where Element == Inline {
  /// The most characters of a heading kept as its title: more than any screen's row.
  static var titleLength: Int { 1 << 10 }

  /// A heading's title in the contents pane, sanitised: its first ``titleLength`` characters,
  /// so that a 10 MB heading (a paragraph a setext underline ends) costs no more than its
  /// rows (sanitised whole, its cluster boundaries took 171 MB).
  public func title(in language: Language) -> DisplayText {
    DisplayText(sanitizing: String(plainText(in: language, limit: Self.titleLength).prefix(Self.titleLength)))
  }
}

/// What ``Swift/Array/plainText(in:)`` has left to read, the next last: an inline, or the text
/// after a markup's content.
private enum PlainTextWork {
  case inline(Inline)
  case text(String)
}

extension Array where Element == Inline {
  /// The concatenated plain text of the inlines.
  public var plainText: String { plainText(in: .spanish) }

  /// The text with no markup, the program's own words in `language`: walked with a list of
  /// what is left, not by recursion, as layout walks it. With a `limit`, only its first
  /// `limit` characters are sure to be there: a title of a 10 MB heading read it whole (and a
  /// list of its 440 000 inlines) to keep 1 024 characters.
  public func plainText(in language: Language, limit: Int = .max) -> String {
    var text = ""
    // The inlines nested in those read so far; the top level is read in place.
    var pending: [PlainTextWork] = []
    var next = startIndex
    func push(_ children: [Inline]) { pending += children.reversed().map { .inline($0) } }
    while true {
      // Past the limit in characters, or in bytes far past it (a character of many marks).
      if limit < .max, text.utf8.count > limit, text.utf8.count > 64 * limit || text.count > limit { break }
      let work: PlainTextWork
      if let last = pending.popLast() {
        work = last
      } else if next < endIndex {
        work = .inline(self[next])
        next += 1
      } else {
        break
      }
      guard case .inline(let inline) = work else {
        if case .text(let after) = work { text += after }
        continue
      }
      switch inline {
      case .text(let words), .code(let words): text += words
      case .emphasis(let children), .strong(let children), .link(_, let children), .keyboard(let children):
        push(children)
      case .image(_, let children):
        // Images nest no deeper than the parser's bound: their text is read by recursion.
        text += Inline.imageText(children.plainText(in: language), in: language)
      case .label(let words): text += words.resolved(in: language).string
      case .footnoteReference(let number): text += "[\(number)]"
      case .strikethrough(let children):
        // A title or a contents entry is drawn with no strikethrough attribute: the markers
        // keep the meaning.
        text += "~~"
        pending.append(.text("~~"))
        push(children)
      case .softBreak: text += " "
      case .lineBreak: text += "\n"
      case .sourceLineStart: break
      }
    }
    return text
  }
}
