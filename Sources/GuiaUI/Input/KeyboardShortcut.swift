/// A key and the modifiers held with it that run a control wherever focus is, as SwiftUI's
/// `KeyboardShortcut` (``View/keyboardShortcut(_:)``).
///
/// A terminal reports no Command key: a shortcut's ``EventModifiers/command`` is Control
/// here (`.keyboardShortcut("s")`, ⌘S on a Mac, is Ctrl-S), and Option is Alt. Shift is not
/// told apart from a capital letter.
public struct KeyboardShortcut: Hashable, Sendable {
  /// The key.
  public var key: KeyEquivalent
  /// The modifiers held with it.
  public var modifiers: EventModifiers
  /// How the key follows the keyboard's layout; a terminal receives characters, so it changes
  /// nothing.
  public var localization: Localization

  /// The shortcut of `key` with `modifiers` (Command, Control in a terminal, by default).
  public init(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command,
    localization: Localization = .automatic
  ) {
    self.key = key
    self.modifiers = modifiers
    self.localization = localization
  }

  /// Return: the default button of a window, a sheet or a dialog.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape: the button that cancels.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

  /// How a shortcut's key follows the keyboard's layout, as SwiftUI's.
  public struct Localization: Hashable, Sendable {
    private let name: String
    /// The system's choice.
    public static let automatic = Localization(name: "automatic")
    /// The key is not mirrored in right-to-left layouts.
    public static let withoutMirroring = Localization(name: "withoutMirroring")
    /// The key is the character the program gives, whatever the layout.
    public static let custom = Localization(name: "custom")
  }

  /// Whether the terminal's `press` is this shortcut: the same key (a letter in either case
  /// when Control is held, as a terminal sends Ctrl-N and Ctrl-Shift-N alike) with the same
  /// modifiers, Command standing for Control.
  func matches(_ press: KeyPress) -> Bool {
    var wanted = modifiers.subtracting([.shift, .capsLock, .numericPad])
    if wanted.contains(.command) {
      wanted.remove(.command)
      wanted.insert(.control)
    }
    guard press.modifiers.subtracting([.shift, .capsLock, .numericPad]) == wanted else { return false }
    if wanted.contains(.control) {
      return press.key.character.lowercased() == key.character.lowercased()
    }
    return press.key == key
  }
}
