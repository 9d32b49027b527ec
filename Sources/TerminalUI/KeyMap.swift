/// A command and the keys that run it, with the words `--help` and the README show for them.
public struct KeyBinding: Hashable, Sendable {
  /// The keys, any of which runs the command.
  public var keys: [Key]
  /// The command.
  public var command: Command
  /// How the keys are written in help, such as `j, Down, Enter`.
  public var keyNames: String
  /// What the command does, in help.
  public var summary: String
}

/// The table from keys to commands (bubbles' `KeyMap`, less's `cmdtable`): the only place
/// where a key is given a meaning, and the source of the help text.
public struct KeyMap: Hashable, Sendable {
  /// The bindings, in the order help lists them.
  public var bindings: [KeyBinding]

  /// The command `key` runs, if any.
  public func command(for key: Key) -> Command? {
    bindings.first { $0.keys.contains(key) }?.command
  }

  /// The bindings as aligned help lines.
  public var helpLines: [String] {
    let width = bindings.map(\.keyNames.count).max() ?? 0
    return bindings.map {
      $0.keyNames + String(repeating: " ", count: width - $0.keyNames.count) + "  " + $0.summary
    }
  }

  /// less's keys for moving through a document.
  public static let pager = KeyMap(bindings: [
    KeyBinding(
      keys: [.down, .character("j"), .character("e"), .enter, .control("n"), .control("e"), .wheelDown],
      command: .lineDown, keyNames: "Down, j, e, Enter, Ctrl-N, Ctrl-E", summary: "one row down"),
    KeyBinding(
      keys: [.up, .character("k"), .character("y"), .control("p"), .control("y"), .control("k"), .wheelUp],
      command: .lineUp, keyNames: "Up, k, y, Ctrl-P, Ctrl-Y, Ctrl-K", summary: "one row up"),
    KeyBinding(
      keys: [.pageDown, .character(" "), .character("f"), .control("f"), .control("v")],
      command: .pageDown, keyNames: "PgDn, Space, f, Ctrl-F, Ctrl-V",
      summary: "one page down (N rows after a count N)"),
    KeyBinding(
      keys: [.pageUp, .character("b"), .control("b"), .alt("v")],
      command: .pageUp, keyNames: "PgUp, b, Ctrl-B, ESC-v", summary: "one page up (N rows after a count N)"),
    KeyBinding(
      keys: [.character("z")], command: .windowDown, keyNames: "z",
      summary: "one window down; after a count N the window is N rows from then on"),
    KeyBinding(
      keys: [.character("w")], command: .windowUp, keyNames: "w",
      summary: "one window up; after a count N the window is N rows from then on"),
    KeyBinding(
      keys: [.character("d"), .control("d")],
      command: .halfPageDown, keyNames: "d, Ctrl-D",
      summary: "half a page down; after a count N, N rows from then on (u too)"),
    KeyBinding(
      keys: [.character("u"), .control("u")],
      command: .halfPageUp, keyNames: "u, Ctrl-U", summary: "half a page up"),
    KeyBinding(
      keys: [.home, .character("g"), .character("<"), .alt("<")],
      command: .top, keyNames: "Home, g, <, ESC-<", summary: "to the top; Ng to line N"),
    KeyBinding(
      keys: [.end, .character("G"), .character(">"), .alt(">")],
      command: .bottom, keyNames: "End, G, >, ESC->",
      summary: "to the bottom, a pipe read to its end (any key or Ctrl-C stops); NG to line N"),
    KeyBinding(
      keys: [.character("%"), .character("p")], command: .percent, keyNames: "%, p",
      summary: "after a count N (50%, 50p): to N percent of the document"),
    KeyBinding(
      keys: [.character("{"), .character("("), .character("[")], command: .matchClosingBracket,
      keyNames: "{, (, [",
      summary: "to the bracket closing the first (Nth) one of the top row, at the bottom"),
    KeyBinding(
      keys: [.character("}"), .character(")"), .character("]")], command: .matchOpeningBracket,
      keyNames: "}, ), ]",
      summary: "to the bracket opening the last (Nth) one of the bottom row, at the top"),
    KeyBinding(
      keys: [.alt("\u{06}")], command: .matchClosingBracketOfPair, keyNames: "ESC-Ctrl-F c1 c2",
      summary: "as {, with c1 and c2 as the open and close brackets (ESC-Ctrl-F < > for tags)"),
    KeyBinding(
      keys: [.alt("\u{02}")], command: .matchOpeningBracketOfPair, keyNames: "ESC-Ctrl-B c1 c2",
      summary: "as }, with c1 and c2 as the open and close brackets"),
    KeyBinding(
      keys: [.character("m")], command: .setMark, keyNames: "m",
      summary: "and a letter: mark the top row with it"),
    KeyBinding(
      keys: [.character("M")], command: .setBottomMark, keyNames: "M",
      summary: "and a letter: mark the bottom row with it (going back puts it at the bottom)"),
    KeyBinding(
      keys: [.alt("M")], command: .clearMark, keyNames: "ESC-M",
      summary: "and a letter: forget that mark"),
    KeyBinding(
      keys: [.character("'")], command: .goToMark, keyNames: "'<letter>, ''",
      summary: "back to the mark; '' back to where the last jump started"),
    KeyBinding(
      keys: [.control("x")], command: .controlX, keyNames: "Ctrl-X",
      summary: "then Ctrl-X: as ' (a letter follows); then Ctrl-V: as :e"),
    KeyBinding(
      keys: [.character("="), .control("g")], command: .fileInfo, keyNames: "=, Ctrl-G",
      summary: "the document, the lines and bytes on screen, the percentage, links shown"),
    KeyBinding(
      keys: [.left, .alt("(")], command: .scrollLeft, keyNames: "Left, ESC-(",
      summary: "half a screen left, or N columns after a count N (with -S)"),
    KeyBinding(
      keys: [.right, .alt(")")], command: .scrollRight, keyNames: "Right, ESC-)",
      summary: "half a screen right, or N columns after a count N (with -S)"),
    KeyBinding(
      keys: [.character("t")], command: .toggleContents, keyNames: "t",
      summary: "contents pane: Up/Down choose (PgUp/PgDn, Home/End too), Enter jumps, t or Esc closes"),
    KeyBinding(
      keys: [.character("-")], command: .option, keyNames: "-S, -N",
      summary: "-S: chop long lines on or off (scroll sideways to read them); -N: line numbers on or off"),
    KeyBinding(
      keys: [.character("/")], command: .searchForward, keyNames: "/pattern",
      summary: "search forward: a POSIX extended regular expression, any case if no capital; in the prompt Ctrl-R makes it literal, Ctrl-K keeps the view"),
    KeyBinding(
      keys: [.character("?")], command: .searchBackward, keyNames: "?pattern",
      summary: "search backward"),
    KeyBinding(
      keys: [.character("&")], command: .filter, keyNames: "&pattern",
      summary: "show only the lines that match (Ctrl-N or ! first: those that do not); & and Enter shows all again"),
    KeyBinding(
      keys: [.character("n")], command: .nextMatch, keyNames: "n",
      summary: "next match, in the search's direction"),
    KeyBinding(
      keys: [.character("N")], command: .previousMatch, keyNames: "N",
      summary: "previous match"),
    KeyBinding(
      keys: [.alt("n")], command: .nextMatchSpanningFiles, keyNames: "ESC-n",
      summary: "next match, on through the next files (Ctrl-E or * first in the prompt: a search that does)"),
    KeyBinding(
      keys: [.alt("N")], command: .previousMatchSpanningFiles, keyNames: "ESC-N",
      summary: "previous match, back through the files (Ctrl-F or @ first: from the first or last file)"),
    KeyBinding(
      keys: [.alt("{")], command: .firstColumn, keyNames: "ESC-{",
      summary: "back to the first column (with -S)"),
    KeyBinding(
      keys: [.alt("}")], command: .lastColumn, keyNames: "ESC-}",
      summary: "on to the last column of the longest row shown (with -S)"),
    KeyBinding(
      keys: [.alt("u")], command: .toggleHighlight, keyNames: "ESC-u",
      summary: "hide the search's highlights, or show them again"),
    KeyBinding(
      keys: [.alt("U")], command: .clearHighlight, keyNames: "ESC-U",
      summary: "clear the search's highlights (n or a new search lights them again)"),
    KeyBinding(
      keys: [.character("F")], command: .follow, keyNames: "F",
      summary: "follow the end as text arrives (any other key stops)"),
    KeyBinding(
      keys: [.alt("F")], command: .followUntilMatch, keyNames: "ESC-F",
      summary: "as F, stopping at the first match of the last search in what arrives"),
    KeyBinding(
      keys: [.character("r")], command: .retry, keyNames: "r",
      summary: "draw the screen again; load again what failed to load (demo numbers)"),
    KeyBinding(
      keys: [.control("l"), .control("r")], command: .repaint, keyNames: "Ctrl-L, Ctrl-R",
      summary: "draw the whole screen again"),
    KeyBinding(
      keys: [.character(":")], command: .fileCommand, keyNames: ":n, :p, :x",
      summary: "next file, previous file, first file (after a count N: N files on, back, the Nth)"),
    KeyBinding(
      keys: [.character(":")], command: .fileCommand, keyNames: ":e, :d, :f",
      summary: ":e FILE opens FILE after this one; :d drops this file from the list; :f is ="),
    KeyBinding(
      keys: [.character("R")], command: .reload, keyNames: "R",
      summary: "read the file again (it changed), keeping the place"),
    KeyBinding(
      keys: [.character("v")], command: .edit, keyNames: "v",
      summary: "edit the file in $VISUAL or $EDITOR at the top row's line, then read it again"),
    KeyBinding(
      keys: [.character("h"), .character("H")], command: .help, keyNames: "h, H",
      summary: "this help, scrollable; q, h or Esc goes back"),
    KeyBinding(
      keys: [.character("q"), .character("Q")],
      command: .quit, keyNames: "q, Q", summary: "quit (Ctrl-C too, when nothing is running)"),
  ])
}
