/// Turns the bytes a terminal sends into keys: guia reads them itself instead of through
/// ncurses, which knows only its terminfo entry's keys and hands anything else over byte by
/// byte (so `ESC [ 1 2 ; 4 0 R`, a cursor-position report, became Esc, `[`, `1`, …).
///
/// Every sequence ECMA-48 defines is taken whole: a control sequence (`ESC [` … final), `ESC O`
/// and one byte, a string (`ESC ]`, `ESC P`, `ESC X`, `ESC ^`, `ESC _` up to BEL or `ESC \`),
/// and `ESC` and one byte (Alt and a key). The ones that name a key become that key; every
/// other one is dropped, so a focus report or an Alt key does nothing. A bracketed paste
/// (`ESC [ 200 ~` … `ESC [ 201 ~`) becomes one ``Key/paste(_:)``, never keys: pasted text is
/// not a command. It is a pure value: bytes in, keys out, with no clock; its owner calls
/// ``timeOut()`` once no byte has come for ``deadline`` (Esc alone, a cut sequence).
public struct InputDecoder: Sendable {
  /// How long Esc may wait for the rest of a sequence before it counts as Esc alone, in
  /// milliseconds (ncurses' `ESCDELAY`, as guia set it).
  public static let escapeDelay = 25
  /// How long a begun sequence or paste may wait for its end before it is dropped, in
  /// milliseconds: a terminal writes a sequence (and a paste) at once, so a longer gap means
  /// its end was lost, and the keys typed after it must not be swallowed.
  public static let sequenceDelay = 1000
  /// The most bytes kept of one sequence; longer ones are consumed and dropped.
  public static let sequenceLimit = 256
  /// The most bytes kept of one paste; the rest is consumed and dropped.
  public static let pasteLimit = 1 << 16

  /// The sequences that name keys: xterm's, VT100's and the Linux console's, with the
  /// terminal's own (from terminfo) taking precedence.
  private let keys: [[UInt8]: Key]
  private var state = State.ground
  /// The bytes of the sequence (or UTF-8 character) begun, `ESC` included.
  private var pending: [UInt8] = []
  /// Whether the sequence begun came after an extra `ESC` (Alt and a key): it is dropped.
  private var meta = false
  private var paste: [UInt8] = []
  private var pasteTail: [UInt8] = []

  private enum State: Sendable {
    case ground
    /// Within a UTF-8 character; the bytes still to come.
    case character(remaining: Int)
    case escape
    case controlSequence
    /// `ESC [ M` and three bytes: an X10 mouse report.
    case x10Mouse
    /// `ESC [ [` and one byte: a Linux console function key.
    case consoleKey
    case singleShift
    /// A string (OSC, DCS, SOS, PM, APC); `escape` after its `ESC`, awaiting `\`.
    case string(escape: Bool)
    case paste
  }

  /// A decoder that knows xterm's keys, and `terminalKeys` (the terminal's own, from terminfo)
  /// before them.
  public init(terminalKeys: [[UInt8]: Key] = [:]) {
    keys = Self.standardKeys.merging(terminalKeys.filter { $0.key.first == 0x1B }) { $1 }
  }

  /// Whether a sequence has begun and waits for more bytes.
  public var isPending: Bool {
    if case .ground = state { return false }
    return true
  }

  /// How long, in milliseconds after the last byte, ``timeOut()`` is due; `nil` when nothing
  /// waits. Esc alone waits the escape delay, anything longer the sequence delay.
  public var deadline: Int? {
    switch state {
    case .ground: return nil
    case .escape where !meta: return Self.escapeDelay
    default: return Self.sequenceDelay
    }
  }

  /// Takes bytes read from the terminal; returns the keys they complete.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
    var keys: [Key] = []
    for byte in bytes { take(byte, into: &keys) }
    return keys
  }

  /// Takes the end of a wait with no byte: Esc alone is Esc; a sequence begun is dropped, a
  /// paste ends with what arrived of it.
  public mutating func timeOut() -> [Key] {
    defer { reset() }
    switch state {
    case .escape where !meta: return [.escape]
    case .paste: return pasted()
    default: return []
    }
  }

  private mutating func reset() {
    state = .ground
    pending = []
    meta = false
  }

  private mutating func take(_ byte: UInt8, into keys: inout [Key]) {
    switch state {
    case .ground:
      ground(byte, into: &keys)
    case .character(let remaining):
      guard byte & 0xC0 == 0x80 else {
        // A character cut short: dropped, and the byte starts afresh.
        reset()
        return take(byte, into: &keys)
      }
      pending.append(byte)
      if remaining > 1 {
        state = .character(remaining: remaining - 1)
      } else {
        let decoded = String(decoding: pending, as: UTF8.self)
        let isMeta = meta
        reset()
        if !isMeta, let scalar = decoded.unicodeScalars.first, decoded.unicodeScalars.count == 1,
          scalar != "\u{FFFD}", !(0x80...0x9F).contains(scalar.value)
        {
          keys.append(.character(Character(scalar)))
        }
      }
    case .escape:
      escape(byte, into: &keys)
    case .controlSequence:
      controlSequence(byte, into: &keys)
    case .x10Mouse:
      remember(byte)
      guard pending.count == 6 else { return }
      let button = Int(pending[3]) - 32
      finish(into: &keys, key: Self.wheel(button: button))
    case .consoleKey:
      remember(byte)
      finish(into: &keys, key: self.keys[pending])
    case .singleShift:
      // `ESC O`, parameters (`ESC O 2 P`, Shift-F1 on some terminals) and a final byte.
      if (0x30...0x3F).contains(byte) {
        remember(byte)
      } else if (0x40...0x7E).contains(byte) {
        remember(byte)
        finish(into: &keys, key: self.keys[pending])
      } else {
        abandon(then: byte, into: &keys)
      }
    case .string(let escaped):
      if byte == 0x07 || escaped && byte == UInt8(ascii: "\\") {
        reset()
      } else if escaped && byte == 0x1B {
        state = .string(escape: true)
      } else if escaped {
        // ESC and anything but `\` ends the string too (ECMA-48 allows no ESC inside).
        reset()
        take(0x1B, into: &keys)
        take(byte, into: &keys)
      } else {
        state = .string(escape: byte == 0x1B)
      }
    case .paste:
      takePasted(byte, into: &keys)
    }
  }

  private mutating func ground(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case 0x1B:
      state = .escape
      pending = [byte]
    case 0x0A, 0x0D: keys.append(.enter)
    case 0x08, 0x7F: keys.append(.backspace)
    case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
    case 0x00, 0x1C...0x1F: break
    case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
    case 0xC2...0xDF: beginCharacter(byte, remaining: 1)
    case 0xE0...0xEF: beginCharacter(byte, remaining: 2)
    case 0xF0...0xF4: beginCharacter(byte, remaining: 3)
    default: break  // a stray continuation byte, or one UTF-8 never uses
    }
  }

  private mutating func beginCharacter(_ byte: UInt8, remaining: Int) {
    state = .character(remaining: remaining)
    pending = [byte]
  }

  private mutating func escape(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case UInt8(ascii: "["):
      remember(byte)
      state = .controlSequence
    case UInt8(ascii: "O"):
      remember(byte)
      state = .singleShift
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"),
      UInt8(ascii: "_"):
      pending = []
      state = .string(escape: false)
    case 0x1B:
      // ESC ESC: Alt and a key that is itself a sequence (Alt-Up is `ESC ESC [ A` in some
      // terminals): the whole is dropped.
      meta = true
    case 0xC2...0xF4:
      // Alt and a non-ASCII character: taken whole, then dropped.
      meta = true
      beginCharacter(byte, remaining: byte >= 0xF0 ? 3 : byte >= 0xE0 ? 2 : 1)
    default:
      // ESC and one byte: a key the terminal names so (VT52's `ESC A`), or Alt and a key,
      // kept free for commands such as less's ESC-u.
      remember(byte)
      let named = self.keys[pending]
      // ESC and Ctrl-B or Ctrl-F too: less's ESC-^B and ESC-^F; ESC and Backspace (either
      // byte a terminal sends for it) is one key, less's word erase in a prompt.
      let alt = byte == 0x7F || byte == 0x08 ? Key.altBackspace
        : (0x20...0x7E).contains(byte) || byte == 0x02 || byte == 0x06
        ? Key.alt(Character(Unicode.Scalar(byte))) : nil
      finish(into: &keys, key: named ?? alt)
    }
  }

  private mutating func controlSequence(_ byte: UInt8, into keys: inout [Key]) {
    if pending.count == 2, byte == UInt8(ascii: "M") {
      remember(byte)
      state = .x10Mouse
      return
    }
    if pending.count == 2, byte == UInt8(ascii: "[") {
      remember(byte)
      state = .consoleKey
      return
    }
    switch byte {
    case 0x20...0x3F:
      remember(byte)
    case 0x40...0x7E:
      remember(byte)
      if pending == Self.pasteStart, !meta {
        reset()
        state = .paste
        paste = []
        pasteTail = []
        return
      }
      finish(into: &keys, key: self.keys[pending] ?? Self.mouse(pending))
    default:
      abandon(then: byte, into: &keys)
    }
  }

  /// A control character inside a sequence cuts it: the sequence is dropped and the
  /// character read as itself (an ESC begins the next sequence).
  private mutating func abandon(then byte: UInt8, into keys: inout [Key]) {
    reset()
    take(byte, into: &keys)
  }

  private mutating func remember(_ byte: UInt8) {
    // An endless parameter list is consumed, not stored: the sequence then matches no key.
    if pending.count < Self.sequenceLimit { pending.append(byte) } else { pending[1] = 0 }
  }

  private mutating func finish(into keys: inout [Key], key: Key?) {
    let isMeta = meta
    reset()
    if let key, !isMeta { keys.append(key) }
  }

  private mutating func takePasted(_ byte: UInt8, into keys: inout [Key]) {
    // The end marker is watched for in a window of its length; bytes leave the window into
    // the paste.
    pasteTail.append(byte)
    if pasteTail == Self.pasteEnd {
      pasteTail = []
      keys += pasted()
      reset()
      return
    }
    while !Self.pasteEnd.starts(with: pasteTail) {
      let first = pasteTail.removeFirst()
      if paste.count < Self.pasteLimit { paste.append(first) }
    }
  }

  private mutating func pasted() -> [Key] {
    let text = String(decoding: (paste + pasteTail).prefix(Self.pasteLimit), as: UTF8.self)
    paste = []
    pasteTail = []
    return text.isEmpty ? [] : [.paste(text)]
  }

  /// The wheel from an SGR (`ESC [ < b ; x ; y M`) report; other buttons and releases are
  /// dropped.
  private static func mouse(_ sequence: [UInt8]) -> Key? {
    guard sequence.count > 3, sequence[2] == UInt8(ascii: "<"), sequence.last == UInt8(ascii: "M")
    else { return nil }
    let fields = sequence[3..<(sequence.count - 1)].split(separator: UInt8(ascii: ";"))
    guard fields.count == 3, let button = Int(String(decoding: fields[0], as: UTF8.self)) else {
      return nil
    }
    return wheel(button: button)
  }

  /// The wheel for a mouse report's button code, whatever modifiers it carries.
  private static func wheel(button: Int) -> Key? {
    switch button & ~(4 | 8 | 16) {
    case 64: return .wheelUp
    case 65: return .wheelDown
    default: return nil
    }
  }

  private static let pasteStart = Array("\u{1B}[200~".utf8)
  private static let pasteEnd = Array("\u{1B}[201~".utf8)

  /// The keys xterm sends in either cursor-key mode, with VT220's and rxvt's editing keys.
  public static let standardKeys: [[UInt8]: Key] = {
    var keys: [[UInt8]: Key] = [:]
    for (final, key) in [("A", Key.up), ("B", .down), ("C", .right), ("D", .left), ("H", .home), ("F", .end)] {
      keys[Array("\u{1B}[\(final)".utf8)] = key
      keys[Array("\u{1B}O\(final)".utf8)] = key
    }
    keys[Array("\u{1B}OM".utf8)] = .enter
    keys[Array("\u{1B}[Z".utf8)] = .backTab
    for (number, key) in [("1", Key.home), ("7", .home), ("4", .end), ("8", .end), ("5", .pageUp), ("6", .pageDown), ("3", .delete)] {
      keys[Array("\u{1B}[\(number)~".utf8)] = key
    }
    return keys
  }()
}
