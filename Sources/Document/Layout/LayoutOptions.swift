import Localization

/// How a document is laid out in the scroll area: its width, its horizontal margins, and
/// whether long lines wrap or are chopped (less's `-S`).
public struct LayoutOptions: Hashable, Sendable {
  /// The width of the text's column, in cells, margins included.
  public var width: Int
  /// Blank columns before the text.
  public var leadingMargin: Int
  /// Columns kept free after the text.
  public var trailingMargin: Int
  /// Whether long lines wrap; when not, each line is one row, read by scrolling sideways.
  public var wrapsLines: Bool
  /// Whether plain text wraps between words (`--wordwrap`: at spaces, as less's) rather than
  /// at the row's last cell, as less wraps it by default. Laid-out documents (Markdown, the
  /// guide) always wrap between words, by the Unicode line-breaking algorithm.
  public var wrapsAtWords = false
  /// The columns of each plain-text line left out at its start before it wraps: less's
  /// horizontal shift (Right, Left) while lines wrap. Chopped lines scroll sideways instead.
  public var leadingShift = 0
  /// The lines at the document's start that stay at the top while the rest scrolls (less's
  /// `--header N`): plain text's rows start after them.
  public var headerLines = 0
  /// The line, from 1, the header's lines begin with (less's `--header N,M,L`): the rows
  /// before it are not shown while there is a header.
  public var headerStartLine = 1
  /// The columns at each plain-text line's start that stay while the rest shifts sideways
  /// (less's `--header N,M`).
  public var headerColumns = 0
  /// Whether a blank line of plain text right after a blank line has no row (less's `-s`).
  public var squeezesBlankLines = false
  /// Where tabs in plain text stop (less's `-x`).
  public var tabStops = TabStops.standard
  /// The control characters of plain text shown as `^H`, `^I`, `^M` (less's `-U`).
  public var shownControls: ShownControls = []
  /// Whether every row must fit in the text's column, as on a screen: a code line too wide
  /// then wraps, each continuation row marked with a dim `↪`, and a row that indents outgrow
  /// is cut with `›`. Plain output (`guia file.md > out.txt`) has no column to overflow and
  /// turns it off: code lines stay whole, so a fingerprint copied from the file is the
  /// document's, and no row is cut.
  public var fitsRowsToWidth: Bool
  /// How struck-out text is shown; markers unless the terminal is known to draw the
  /// attribute.
  public var strikethrough: StrikethroughRendering
  /// What the escape sequences of plain text become: styles (SGR colours and attributes,
  /// OSC 8 links) or visible placeholders.
  public var escapes: EscapeRendering
  /// The language of the words layout adds (the footnotes' heading, `[imagen: …]`).
  public var language: Language = .spanish

  /// Creates options.
  public init(
    width: Int, leadingMargin: Int = 0, trailingMargin: Int = 0, wrapsLines: Bool = true,
    fitsRowsToWidth: Bool = true, strikethrough: StrikethroughRendering = .markers,
    escapes: EscapeRendering = .styles
  ) {
    self.escapes = escapes
    self.width = max(0, width)
    self.leadingMargin = max(0, leadingMargin)
    self.trailingMargin = max(0, trailingMargin)
    self.wrapsLines = wrapsLines
    self.fitsRowsToWidth = fitsRowsToWidth
    self.strikethrough = strikethrough
  }

  /// The width that text wraps at: what the margins leave, or practically unlimited when
  /// lines are chopped. Margins are dropped when they would leave fewer than 8 columns.
  public var wrapWidth: Int {
    guard wrapsLines else { return Self.unwrappedWidth }
    return max(1, width - effectiveMargins.leading - effectiveMargins.trailing)
  }

  /// The margins actually applied.
  public var effectiveMargins: (leading: Int, trailing: Int) {
    width < leadingMargin + trailingMargin + 8 ? (0, 0) : (leadingMargin, trailingMargin)
  }

  /// The width lines are laid out at when they are not wrapped.
  public static let unwrappedWidth = 1 << 16
}

/// What the escape sequences in plain text become (less's `-R`, on by default here: a
/// sequence is parsed into a style, never sent on, so reading it is as safe as showing it).
public enum EscapeRendering: Hashable, Sendable {
  /// SGR sequences become colours and attributes and OSC 8 sequences links; every other
  /// sequence is shown with its `ESC` as `^[`.
  case styles
  /// Every sequence is shown, its `ESC` as `ESC` (`--show-escapes`, as less without `-R`).
  case placeholders
}

/// Something laid out in the scroll area that a reader can jump to and whose visibility is
/// observed: a guide's step, a Markdown heading's section.
public struct ContentItem: Hashable, Sendable {
  /// The name shown in the contents pane, such as `Paso 3`: a heading's text, sanitised.
  public var title: DisplayText
  /// The positions of the item's rows.
  public var rows: Range<Int>

  /// Creates an item.
  public init(title: DisplayText, rows: Range<Int>) {
    self.title = title
    self.rows = rows
  }
}
