/// A key the reader pressed, decoded from the terminal's input.
public enum Key: Hashable, Sendable {
  /// A printable character.
  case character(Character)
  /// A control key: `.control("n")` is Ctrl-N.
  case control(Character)
  /// Enter or Return.
  case enter
  /// Shift-Tab (`ESC [ Z`, terminfo's `kcbt`): Tab arrives as ``control(_:)`` `"i"`.
  case backTab
  /// Alt (or Esc typed before it) and a printable ASCII character: less's `ESC-u`.
  case alt(Character)
  /// Escape, alone (no other byte followed it within ``InputDecoder/escapeDelay``).
  case escape
  /// Backspace (or Delete, as terminals send it).
  case backspace
  /// Delete, the key that removes the character at the cursor (`ESC [ 3 ~`).
  case delete
  /// An arrow key.
  case up, down, left, right
  /// Page Up and Page Down.
  case pageUp, pageDown
  /// Home and End.
  case home, end
  /// The mouse wheel, one notch.
  case wheelUp, wheelDown
  /// Text the terminal marked as pasted (bracketed paste): never a command.
  case paste(String)

  /// Alt (or Esc typed before it) and Backspace, whichever byte the terminal sends for
  /// Backspace: less's `ESC BACKSPACE`, which erases the word before a prompt's cursor.
  public static let altBackspace = Key.alt("\u{7F}")
}
