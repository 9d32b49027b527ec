/// A terminal shared with the shell and the programs it starts: a reading session hands it
/// over to another program (less's `v`, the editor) and, on the shell's own screen (`-X`),
/// leaves the document's text behind when it ends.
///
/// ``NcursesTerminal`` is one; a headless terminal is one too, so that the session that
/// switches files runs in unit tests as it runs on the real terminal.
public protocol SharedTerminal: Terminal {
  /// Gives the terminal away while `body` runs, and takes it back with everything to be drawn
  /// again. Returns the event the window's size now calls for (`.resize` when it changed
  /// meanwhile, else `.redraw`).
  @discardableResult
  func runOutside(_ body: () -> Void) -> TerminalEvent
  /// Keeps, of the last screen, `rows` and of them only `columns`, for the shell's screen
  /// after the session ends; a terminal with no shell's screen to leave it on keeps nothing.
  func leaveBehind(rows: Range<Int>, columns: Range<Int>)
}

extension NcursesTerminal: SharedTerminal {}
