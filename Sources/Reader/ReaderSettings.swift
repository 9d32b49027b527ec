import Document
import Localization
import ScrollKit
import TerminalUI

/// How the reader lays its text out (the command line's `--margin`, `-S`, `--no-indicator`).
public struct ReaderSettings: Hashable, Sendable {
  /// Where the text's horizontal margins come from.
  public var marginGuide: ContentMarginGuide
  /// Whether long lines wrap (`false`: chopped, read by scrolling sideways, less's `-S`).
  public var wrapsLines: Bool
  /// Whether the scroll indicator shows in the scroll area's last column.
  public var showsIndicator: Bool
  /// How struck-out text is shown: with the attribute where the terminal draws it (see
  /// ``Terminal/drawsStrikethrough``), between `~~` markers otherwise.
  public var strikethrough: StrikethroughRendering
  /// What escape sequences in plain text become: styles, or placeholders (`--show-escapes`).
  public var escapes: EscapeRendering
  /// Whether each line's number shows before it (less's `-N`): a plain file's source
  /// lines, a laid-out document's rows.
  public var showsLineNumbers = false
  /// The language of the reader's words (its messages, prompts and help); the built-in guide's
  /// footer is the seed's Spanish in every language.
  public var language: Language = .spanish
  /// How searches treat case (less's `-i`, the default, or `-I`).
  public var searchCase: SearchPattern.CaseMatching = .smart

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
}
