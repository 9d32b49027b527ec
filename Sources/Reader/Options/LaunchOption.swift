/// What a row of ``OptionTable`` sets when it is no reader setting: what only the
/// launch acts on (the files, the report, a demo, the help), before or instead of the reader.
///
/// The rows live in the one table, so that `--help`, the man page and the completions list
/// them with the others; but what they set is GuiaApp's `Options`, which the reader never
/// sees, so a row names its effect here and `Options` applies it (one `switch`, which the
/// compiler keeps whole).
public enum LaunchOption: Hashable, Sendable, CaseIterable {
  /// `--help`: the help, then exit.
  case help
  /// `--version`.
  case version
  /// `--man`: the man page, then exit.
  case manPage
  /// `--completion SHELL`: a shell's completion script, then exit.
  case completion
  /// `--report FILE`: the reading report written on exit.
  case report
  /// `-f`: what guia would refuse, forced.
  case force
  /// `--mouse`: mouse reports.
  case mouse
  /// `--no-mouse`: nothing asked of the mouse.
  case noMouse
  /// `--language es|en`.
  case language
  /// `--no-color`.
  case noColor
  /// less's `+cmd`: keys run when the document opens.
  case command
  /// `-p pattern`: open at its first match.
  case pattern
  /// `-F`: a document that fits on one screen printed instead.
  case quitIfOneScreen
  /// `-X`: the shell's screen, not the alternate one.
  case noInit
  /// `-L`: files not read through `LESSOPEN`.
  case noInputPreprocessor
  /// `--markdown`: every file read as Markdown.
  case markdown
  /// `--plain`: every file read as plain text.
  case plain
  /// The numbers demo's `--latency`, `--prefetch`, `--pages` and `--fail-every`.
  case latency, prefetch, pages, failEvery
  /// `guia snapshot`'s options, read by its own parser: unknown to the viewer's.
  case snapshot
}
