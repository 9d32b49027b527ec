import TerminalUI

/// The text of `guia --help`, with the key table drawn from the same ``KeyMap`` the reader uses.
public enum HelpText {
  /// The full help text.
  public static var text: String {
    """
    guia — a terminal document viewer that tells you when you have reached the end.

    Usage: guia [OPTIONS] [+CMD] [FILE...]
           guia [OPTIONS] demo assembly|offset|margins|numbers

    With no FILE, guia shows its built-in assembly guide (Guía de montaje). FILE may be a
    Markdown file (.md, .markdown): a '#' title followed by a numbered list is shown as a guide,
    one 'Paso N' per item. Any other file is shown as plain text; '-' reads standard input.
    Several files are read one at a time, as in less: :n and :p move between them, :e FILE
    opens one more; the header names each with its place (b.txt (2/3)), and --report
    writes one report per file.
    The footer reads 'Fin de la guía' at the bottom and 'Quedan pasos por ver' otherwise;
    while a pipe is still open, the header says 'leyendo…' beside the percentage. A pipe is
    kept in a file in $TMPDIR (else /tmp), or in memory (up to 128 MiB) if none can be made;
    if the rest cannot be kept (a full disk), the header says 'entrada incompleta' and the
    footer never says 'Fin de la guía' for it.
    A code line wider than the screen wraps; each row that continues it starts with a dim
    '↪'. When standard output is not a terminal, plain text is written as its bytes (as cat
    does), and Markdown is printed as plain text, with code lines whole.
    As a pager for man pages (MANPAGER=guia man ls), the backspace overstrike man sends is
    shown as bold and underlined text; a backspace that overstrikes nothing shows as '^H'.
    Colours and attributes in plain text (git log --color, ls --color=always, grep --color)
    are drawn: their SGR escape sequences are read into styles, never sent on, and every other
    escape sequence shows as '^['. A line starts uncoloured, as in less. Terminal hyperlinks
    (OSC 8) are underlined; an http, https or file link is also handed to the terminal.
    The demos run the four articles' own SwiftUI views on GuiaUI: 'guia demo assembly' is
    seed 000's guide, whose footer says 'Fin de la guía' exactly at the bottom; 'guia demo
    offset' is seed 003's 100 rows, printing the scroll offset on the last row; 'guia demo
    margins' is seed 004's workout summary and carousel (Left and Right scroll it); 'guia
    demo numbers' is seed 001's list, whose view model loads 20 more numbers near its end
    (with any of the options below, a configurable source is used instead).

    Options:
      -h, --help       Show this help and exit.
      -V, --version    Show the version and exit.
      -S, --chop-long-lines
                       Do not wrap long lines (code lines included): a line cut at the
                       screen's edge ends with a dim '›', and Left and Right scroll sideways
                       (also -S typed while reading).
      -N, --LINE-NUMBERS
                       Show each line's number before it, seven digits wide as in less: a
                       plain file's source lines (a wrapped line numbered once), a laid-out
                       document's rows; -N typed while reading shows or hides them.
          --margin N   Fixed margins of N columns (0-40) on both sides of the text, instead of
                       margins that follow the terminal's width (1 under 60 columns, 2 up to
                       119, 6 from 120; half of that next to the contents pane).
          --report FILE
                       On exit, write a JSON summary: atBottom, reachedEnd, lastStepSeen,
                       maxPercent and the terminal's size. It is no proof of reading.
                       The file is replaced at once (written beside it, then renamed); a
                       FIFO is written only if a process reads it. The document itself is
                       never replaced, nor a file that is not a JSON report, unless -f.
      -f, --force      Let --report replace a file that is not a JSON report (as less's -f
                       forces what it would refuse).
          --no-indicator
                       Hide the scroll indicator in the scroll area's last column.
          --mouse      Capture the mouse: guia reads the wheel itself (selecting text then
                       needs Shift). By default the terminal's alternate scroll mode makes
                       the wheel send Up and Down, and a drag still selects text.
          --no-mouse   Ask nothing of the mouse: the wheel does what the terminal does.
      -R, --RAW-CONTROL-CHARS
                       Draw the colours of SGR escape sequences (the default; accepted as
                       less takes it, so LESS=R works).
          --show-escapes
                       Show every escape sequence as text ('^[[33m'), as less without -R.
          --no-color   Draw no colours (attributes such as bold stay); NO_COLOR set to
                       anything does the same.
      +CMD             Run CMD as keys when the document opens, as less does: +G opens at
                       the end, +/TEXT at the first match of TEXT, +NUMBER at line NUMBER.
      -p, --pattern TEXT
                       Open at the first match of TEXT (as +/TEXT).
      -F, --quit-if-one-screen
                       When the document fits on one screen, print it (sanitised, with its
                       colours) and exit; a pipe is read until it ends or outgrows the screen.
      -X, --no-init    Draw on the shell's screen, not the alternate one, and leave the
                       last screen there on the way out.
          --markdown   Read every file, standard input too, as Markdown (a pipe is read
                       to its end first).
          --plain      Read every file as plain text, a .md file too.
      -i, --ignore-case
                       Searches ignore case unless the pattern has a capital (the default).
      -I, --IGNORE-CASE
                       Searches always ignore case.

    Environment:
      GUIA             Options taken before the command line's, as in GUIA='--no-color -S'.
      LESS             Read only when GUIA is unset: its letters F, R, S, X, i, I are taken
                       (so git's LESS=FRX works when guia is core.pager), the rest ignored.
      NO_COLOR         When set and not empty, no colour is drawn.
      VISUAL, EDITOR   The editor v runs (VISUAL first; vi when neither is set).
      MANPAGER, PAGER  Set to guia to read man pages and git's output in guia.

    Options of 'guia demo numbers' (any of them replaces the seed's view model):
          --latency SECONDS  Time each simulated load takes (default 2, up to 60).
          --prefetch ROWS    Start loading when this many rows or fewer are below the screen
                             (default 6; 0 waits for the last row).
          --pages N          The source has N pages, then no more (default: no end).
          --fail-every N     Every Nth load fails; r retries it.

    Keys:
    \(KeyMap.pager.helpLines.map { "  " + $0 }.joined(separator: "\n"))

    Exit status:
      0    the reader quit, or the document was printed
      64   wrong command line (unknown option or demo, bad value, files in GUIA)
      66   the file cannot be read (missing, unreadable, a directory, a terminal)
      69   the terminal cannot be opened (TERM unset or unknown, no cursor addressing), or a
           demo was asked for with standard output not a terminal
      73   the report file cannot be written: checked before the screen opens (a missing
           folder, the document itself, a file that is not a report), or found at exit
           (a full disk, a FIFO that nobody reads), after restoring the terminal
      74   the document could not be written to standard output
      128+N  ended by signal N, after restoring the terminal; Ctrl-C while something runs
           (the search prompt, a search, End reading a pipe or wrapping a very long
           line to its end, F) only stops it

    """
  }
}
