/// The terminal's bracketed-paste mode (`ESC [ ? 2004 h`), as terminfo names it (`BE` and `BD`,
/// ncurses' extended capabilities): on, the terminal marks what is pasted, and guia takes a
/// paste as one ``Key/paste(_:)`` (see ``InputDecoder``) instead of thousands of keys, each a
/// frame. A terminal whose entry has no `BE` is not asked.
struct BracketedPaste: Sendable {
  /// The bytes that turn the mode on, empty when the terminal has none.
  let on: [UInt8]
  /// The bytes that turn it off.
  let off: [UInt8]

  /// The mode of the terminal ncurses has set up; `enabled` false (a test, `-X`'s shell
  /// screen) asks nothing.
  static func current(enabled: Bool = true) -> BracketedPaste {
    let on = enabled ? Terminfo.capability("BE") : []
    let off = on.isEmpty ? [] : Terminfo.capability("BD")
    return BracketedPaste(on: off.isEmpty ? [] : on, off: off)
  }
}
