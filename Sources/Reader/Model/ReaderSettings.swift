import Document
import Localization
import ScrollKit
import TerminalUI

/// The reader's settings: how it lays its text out and how it acts (less's `-S`, `-N`, `-i`,
/// guia's `--margin`, `--no-indicator`…), the one struct that the command line, `LESS`,
/// `GUIA` and the `-` command typed while reading all set, through the rows of
/// ``OptionTable``.
public struct ReaderSettings: Hashable, Sendable {
  /// Where the text's horizontal margins come from.
  public var marginGuide: ContentMarginGuide
  /// Whether long lines wrap (`false`: chopped, read by scrolling sideways, less's `-S`).
  public var wrapsLines: Bool
  /// Whether each row below the end of plain text begins with a dim `~`, as in less (`-~`:
  /// blank). Laid-out documents keep their blank rows: the guide's end is said by its footer.
  public var showsEndMarker = true
  /// The lines of plain text kept at the top while the rest scrolls, and the columns of each
  /// line kept while the rest shifts sideways (less's `--header N,M`).
  public var headerLines = 0
  /// See ``headerLines``.
  public var headerColumns = 0
  /// The line, from 1, the header's lines begin with (less's `--header N,M,L`); `nil` until
  /// set: the first line, or when `--header` is typed while reading, the line at less's top
  /// (the pager names it). Lines before it are not shown, as in less.
  public var headerStartLine: Int?
  /// The columns each plain-text line is shifted left by while lines wrap (Right, Left).
  public var wrappedShift = 0
  /// Whether plain text wraps between words (`--wordwrap`) instead of at the last cell.
  public var wrapsAtWords = false
  /// Whether the scroll indicator may show in the scroll area's last column (`--no-indicator`:
  /// never); see ``showsIndicator(isPlainText:)``.
  public var showsIndicator: Bool
  /// Whether plain text shows the indicator too (`--indicator`).
  public var showsIndicatorOnPlainText = false
  /// How struck-out text is shown: with the attribute where the terminal draws it (see
  /// ``Terminal/drawsStrikethrough``), between `~~` markers otherwise.
  public var strikethrough: StrikethroughRendering
  /// What escape sequences in plain text become: styles, or placeholders (`--show-escapes`).
  public var escapes: EscapeRendering
  /// Whether each line's number shows before it (less's `-N`): a plain file's source
  /// lines, a laid-out document's rows.
  public var showsLineNumbers = false
  /// Whether backspaces, tabs and carriage returns are shown as controls (less's `-U`).
  public var showsControls = false
  /// Whether backspaces and carriage returns are left as they are (less's `-u`, the other
  /// side of `-U`'s one option): a backspace still overstrikes on the screen, and a return
  /// not taken as the line's end shows as `^M`, as less's screen shows it.
  public var keepsControls = false
  /// How backspaces, tabs and returns are handled whatever `-U` says (less's
  /// `--proc-backspace`, `--proc-tab`, `--proc-return`: `true` processed; their capital
  /// spellings: `false`, shown); `nil` follows `-U`.
  public var processesBackspaces: Bool?
  /// See ``processesBackspaces``.
  public var processesTabs: Bool?
  /// See ``processesBackspaces``.
  public var processesReturns: Bool?
  /// The controls shown as themselves, from `-U` and the three overrides.
  public var shownControls: ShownControls {
    var shown: ShownControls = []
    if !(processesBackspaces ?? !showsControls) { shown.insert(.backspaces) }
    if !(processesTabs ?? !showsControls) { shown.insert(.tabs) }
    if !(processesReturns ?? !(showsControls || keepsControls)) { shown.insert(.returns) }
    return shown
  }
  /// Whether a status column before the text marks the rows with a match (less's `-J`).
  public var showsStatusColumn = false
  /// Whether the matches of a search are lit in the text (less's `-G` turns it off; `ESC-u`
  /// hides one search's).
  public var highlightsSearch = true
  /// The language of the reader's words (its messages, prompts and help); the built-in guide's
  /// footer is the seed's Spanish in every language.
  public var language: Language = .spanish
  /// How searches treat case: as less, case counts unless `-i` (smart case) or `-I` (case
  /// ignored) says otherwise, so `-i` typed while reading turns smart case on.
  public var searchCase: SearchPattern.CaseMatching = .sensitive
  /// Where tabs in plain text stop (less's `-x`).
  public var tabStops = TabStops.standard
  /// Whether runs of blank lines in plain text show as one (less's `-s`).
  public var squeezesBlankLines = false
  /// The screen row a line jumped to is put on (less's `-j`).
  public var jumpTarget = JumpTarget.top
  /// Whether reaching the end quits (less's `-e`, `-E`).
  public var quitsAtEnd = QuitAtEnd.never
  /// Whether Ctrl-C quits when nothing runs (less's `-K`); else it only stops what runs.
  public var quitsOnInterrupt = false
  /// Whether a pattern is lit, and the view shows its first match, as it is typed (less's
  /// `--incsearch`); without it the last search's matches stay lit while one is typed.
  public var incrementalSearch = false
  /// What secure mode leaves the reader do (`LESSSECURE`): `v` and `:e` refused without
  /// ``SecureFeatures/edit`` and ``SecureFeatures/examine``; `:e`'s names taken as typed
  /// without ``SecureFeatures/glob``.
  public var allowedFeatures = SecureFeatures.all

  /// Creates settings.
  public init(
    marginGuide: ContentMarginGuide = .container, wrapsLines: Bool = true,
    showsIndicator: Bool = true, strikethrough: StrikethroughRendering = .markers,
    escapes: EscapeRendering = .styles
  ) {
    self.escapes = escapes
    self.marginGuide = marginGuide
    self.wrapsLines = wrapsLines
    self.showsIndicator = showsIndicator
    self.strikethrough = strikethrough
  }

  /// Whether the scroll indicator shows beside a document. Plain text has the whole width
  /// unless `--indicator` asks for it: there a line as wide as the terminal takes one row and
  /// a mouse selection of whole rows copies text only, as in less, and the header's
  /// percentage already says where the reader is. A laid-out document (Markdown, the guide)
  /// keeps it: its paragraphs are wrapped by words into a column with margins, never cut at
  /// the window's edge, so one column less changes no line's meaning.
  public func showsIndicator(isPlainText: Bool) -> Bool {
    showsIndicator && (!isPlainText || showsIndicatorOnPlainText)
  }
}
