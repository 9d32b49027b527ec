import TerminalUI

/// A key the reader pressed, as SwiftUI's `KeyPress`: what ``View/onKeyPress(action:)``
/// handlers are given.
///
/// A terminal reports a key when it is pressed, with no release and no Shift flag of its
/// own: `phase` is always ``Phases/down``, a capital letter is its own key (`"G"`, not `"g"`
/// with Shift), and Ctrl-N is the key `"n"` with ``EventModifiers/control``. Tab arrives as
/// Ctrl-I, and is ``KeyEquivalent/tab``; Shift-Tab is ``KeyEquivalent/tab`` with
/// ``EventModifiers/shift``.
public struct KeyPress: Hashable, Sendable {
  /// The key.
  public var key: KeyEquivalent { didSet { source = nil } }
  /// The characters the key produces (a control character for a Ctrl key).
  public var characters: String { didSet { source = nil } }
  /// The modifier keys held.
  public var modifiers: EventModifiers { didSet { source = nil } }
  /// Whether the key went down, repeated or went up; a terminal only reports presses.
  public var phase: Phases

  /// A press of `key` producing `characters`.
  public init(
    key: KeyEquivalent, characters: String, modifiers: EventModifiers = [],
    phase: Phases = .down
  ) {
    self.key = key
    self.characters = characters
    self.modifiers = modifiers
    self.phase = phase
  }

  /// The terminal key the press was made from, while its key, characters and modifiers are
  /// as made: a pager's handler reads every key back as one (``terminalKey``), and telling
  /// the named keys apart by their characters cost more than the pager's own reading.
  var source: Key?

  public static func == (lhs: KeyPress, rhs: KeyPress) -> Bool {
    lhs.key == rhs.key && lhs.characters == rhs.characters && lhs.modifiers == rhs.modifiers
      && lhs.phase == rhs.phase
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(characters)
    hasher.combine(modifiers)
    hasher.combine(phase)
  }

  /// What a key handler did with a key: a handled key goes no further.
  public enum Result: Hashable, Sendable {
    /// The key was taken: no other handler, and not the host, sees it.
    case handled
    /// The key was not for this handler: it goes to the next one out.
    case ignored
  }

  /// The phases of a key press, as SwiftUI's.
  public struct Phases: OptionSet, Hashable, Sendable {
    /// One bit per member.
    public let rawValue: Int
    /// The set whose bits are `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The key went down.
    public static let down = Phases(rawValue: 1 << 0)
    /// The key is held and repeats.
    public static let `repeat` = Phases(rawValue: 1 << 1)
    /// The key went up.
    public static let up = Phases(rawValue: 1 << 2)
    /// Every phase.
    public static let all: Phases = [.down, .repeat, .up]
  }
}

/// Modifier keys held with a key, as SwiftUI's `EventModifiers`. A terminal reports only
/// Control (for the letters).
public struct EventModifiers: OptionSet, Hashable, Sendable {
  /// One bit per modifier.
  public let rawValue: Int
  /// The set whose bits are `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Caps Lock (never reported by a terminal).
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  /// Shift: reported with Tab only (Shift-Tab); a capital letter is its own key.
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// Control, with a letter: Ctrl-N.
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// Option (Alt; a terminal's Alt keys are dropped by the input decoder).
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// Command (never reported by a terminal).
  public static let command = EventModifiers(rawValue: 1 << 4)
  /// A key of the numeric keypad (never reported by a terminal).
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  /// Every modifier.
  public static let all: EventModifiers = [
    .capsLock, .shift, .control, .option, .command, .numericPad,
  ]
}

extension KeyPress {
  /// The press a terminal key stands for; `nil` for what is not a key press (a wheel notch,
  /// a paste: the host handles those itself).
  init?(_ key: Key) {
    self.init(mapping: key)
    source = key
  }

  private init?(mapping key: Key) {
    switch key {
    case .character(let character):
      self.init(key: KeyEquivalent(character), characters: String(character))
    case .control("i"):
      self.init(key: .tab, characters: "\t")
    case .control(let letter):
      let code = letter.asciiValue.map { $0 & 0x1F } ?? 0
      self.init(
        key: KeyEquivalent(letter), characters: String(UnicodeScalar(code)),
        modifiers: .control)
    case .alt(let character):
      // The Alt key is SwiftUI's Option.
      self.init(key: KeyEquivalent(character), characters: String(character), modifiers: .option)
    case .backTab:
      // As a Mac reports Shift-Tab: the Tab key with Shift, its character the back-tab control.
      self.init(key: .tab, characters: "\u{19}", modifiers: .shift)
    case .enter: self.init(named: .return)
    case .escape: self.init(named: .escape)
    case .backspace: self.init(named: .delete)
    case .delete: self.init(named: .deleteForward)
    case .up: self.init(named: .upArrow)
    case .down: self.init(named: .downArrow)
    case .left: self.init(named: .leftArrow)
    case .right: self.init(named: .rightArrow)
    case .pageUp: self.init(named: .pageUp)
    case .pageDown: self.init(named: .pageDown)
    case .home: self.init(named: .home)
    case .end: self.init(named: .end)
    case .wheelUp, .wheelDown, .paste: return nil
    }
  }

  /// A named key, whose characters are its own, as SwiftUI reports them.
  private init(named key: KeyEquivalent) {
    self.init(key: key, characters: String(key.character))
  }
}
