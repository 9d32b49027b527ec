import TerminalUI

/// The text of `guia --help`, with the key table drawn from the same ``KeyMap`` the viewer uses.
public enum HelpText {
  /// The full help text.
  public static var text: String {
    """
    guia — a terminal document viewer that tells you when you have reached the end.

    Usage: guia [OPTIONS] [FILE]

    With no FILE, guia shows its built-in assembly guide (Guía de montaje). FILE may be a
    Markdown file (.md, .markdown): a '#' title followed by a numbered list is shown as a guide,
    one 'Paso N' per item. Any other file is shown as plain text; '-' reads standard input.
    The footer reads 'Fin de la guía' at the bottom and 'Quedan pasos por ver' otherwise.
    When standard output is not a terminal, the document is printed as plain text.

    Options:
      -h, --help       Show this help and exit.
      -V, --version    Show the version and exit.
          --no-mouse   Do not ask the terminal for mouse wheel events.

    Keys:
    \(KeyMap.pager.helpLines.map { "  " + $0 }.joined(separator: "\n"))

    Exit status:
      0    the reader quit, or the document was printed
      64   wrong command line (unknown option, more than one file)
      66   the file cannot be read (missing, unreadable, a directory)
      69   the terminal cannot be opened (TERM unset or unknown, no cursor addressing)
      74   the document could not be written to standard output
      128+N  ended by signal N (SIGINT, SIGTERM, SIGHUP, SIGQUIT), after restoring the terminal

    """
  }
}
