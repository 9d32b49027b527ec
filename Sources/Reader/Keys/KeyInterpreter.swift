import TerminalUI

/// Reads keys as less does: digits before a key make a count, `-` and a letter is an
/// option. A value: the reader keeps it in its state and asks it what a key means.
struct KeyInterpreter: Hashable, Sendable {
  /// What a key means.
  enum Meaning: Hashable, Sendable {
    /// Run the command, `count` times where that makes sense.
    case command(Command, count: Int?)
    /// The option after `-` (only `S` is known).
    case option(Character)
    /// `m`, `M`, `ESC-m` or `'` and a letter: a mark set, cleared or gone back to.
    case mark(MarkCommand)
    /// `:` and a letter: a file command (`:n`), with the count typed before the `:`.
    case fileCommand(Character, count: Int?)
    /// `^O` and a key: an OSC 8 link command (`n` next, `p` previous, `o` open, `l` go to).
    case linkCommand(Character)
    /// `ESC-^F` or `ESC-^B` and two characters: the brackets to match, the count before.
    case bracketPair(Command, open: Character, close: Character, count: Int?)
    /// A key that only builds what comes next (a digit, the `-`), or no command at all.
    case pending
  }

  private var digits = ""
  private var isReadingOption = false
  /// The command waiting for its letter: `m`, `'` or `:`.
  private var awaitingLetter: Command?
  /// The count typed before a command that waits for its letter.
  private var letterCount: Int?
  /// Whether Ctrl-X was typed: the key after it says what it means.
  private var afterControlX = false
  /// Whether Ctrl-O was typed: the key after it is a link command.
  private var afterControlO = false
  /// Whether `Z` was typed: a second `Z` quits, as less's (and vi's) `ZZ`.
  private var afterZ = false
  /// `ESC-^F` or `ESC-^B` typed, and the open bracket once it is: the close one comes next.
  private var bracketCommand: Command?
  /// The open bracket typed after `ESC-^F` or `ESC-^B`.
  private var bracketOpen: Character?

  /// What `key` means, with the count typed before it.
  mutating func meaning(of key: Key, in keyMap: KeyMap) -> Meaning {
    if isReadingOption {
      isReadingOption = false
      if case .character(let letter) = key { return .option(letter) }
      return .option("\u{0}")
    }
    if afterControlO {
      afterControlO = false
      switch key {
      case .control(let letter), .character(let letter): return .linkCommand(Character(letter.lowercased()))
      default: return .pending
      }
    }
    if afterZ {
      afterZ = false
      return key == .character("Z") ? .command(.quit, count: nil) : .pending
    }
    if key == .character("Z") {
      digits = ""
      afterZ = true
      return .pending
    }
    if key == .control("o") {
      digits = ""
      afterControlO = true
      return .pending
    }
    if afterControlX {
      afterControlX = false
      switch key {
      case .control("x"):
        awaitingLetter = .goToMark
        return .pending
      case .control("v"): return .fileCommand("e", count: nil)
      default: return .pending
      }
    }
    if let command = bracketCommand {
      guard case .character(let typed) = key else {
        bracketCommand = nil
        bracketOpen = nil
        return .pending
      }
      guard let open = bracketOpen else {
        bracketOpen = typed
        return .pending
      }
      bracketCommand = nil
      bracketOpen = nil
      return .bracketPair(command, open: open, close: typed, count: letterCount)
    }
    if let command = awaitingLetter {
      awaitingLetter = nil
      guard case .character(let letter) = key else { return .pending }
      switch command {
      case .setMark: return .mark(.setTop(letter))
      case .setBottomMark: return .mark(.setBottom(letter))
      case .clearMark: return .mark(.clear(letter))
      case .fileCommand: return .fileCommand(letter, count: letterCount)
      default: return .mark(.goTo(letter))
      }
    }
    if case .character(let character) = key, character.isASCII, character.isNumber {
      digits.append(character)
      return .pending
    }
    let count = Int(digits)
    digits = ""
    guard let command = keyMap.command(for: key) else { return .pending }
    if command == .option {
      isReadingOption = true
      return .pending
    }
    if command == .controlX {
      afterControlX = true
      return .pending
    }
    if command == .matchClosingBracketOfPair || command == .matchOpeningBracketOfPair {
      bracketCommand = command
      letterCount = count
      return .pending
    }
    if [.setMark, .goToMark, .fileCommand, .setBottomMark, .clearMark].contains(command) {
      awaitingLetter = command
      letterCount = count
      return .pending
    }
    return .command(command, count: count)
  }

  /// Whether a count or an option is half typed: the next key belongs to it.
  var isPending: Bool {
    !digits.isEmpty || isReadingOption || awaitingLetter != nil || afterControlX || afterControlO
      || afterZ || bracketCommand != nil
  }

  /// Forgets a count or option half typed (Ctrl-C).
  mutating func reset() {
    digits = ""
    isReadingOption = false
    afterControlO = false
    afterZ = false
    awaitingLetter = nil
    letterCount = nil
    afterControlX = false
    bracketCommand = nil
    bracketOpen = nil
  }
}
