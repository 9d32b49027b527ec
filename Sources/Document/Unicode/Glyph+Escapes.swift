/// Escape sequences in a document's lines, as `ls --color`, `git`, `grep --color` and
/// terminal hyperlinks send them: SGR (`ESC [ … m`) sets the style of the text after it and
/// OSC 8 (`ESC ] 8 ; ; URI ST`) its link. Each is read into the glyphs' style and never
/// reaches the terminal. A control sequence that only moves or erases within the line
/// (`grep --color` and gcc send `ESC [ K` after every SGR) is consumed unseen, as `less -R`
/// swallows it: in a line of text it means nothing. Every other sequence (a clear screen, a
/// cursor address, a mode, a title) stays visible, its `ESC` a `^[` placeholder, so a
/// document that tries to drive the terminal shows that it does.
///
/// A line starts in the default style: as in less, a colour left on at the end of a line does
/// not colour the next, so any line can be laid out on its own.
extension Glyph {
  /// Whether `bytes` hold an escape at all: only then are sequences looked for.
  static func mayHaveEscapes(_ bytes: [UInt8]) -> Bool { bytes.contains(0x1B) }

  /// The glyphs of `bytes` starting in `style`, with the SGR and OSC 8 sequences read into
  /// the style of what follows them, every other run through `plain`. A sequence's bytes
  /// count for the glyph after it (the last glyph when nothing follows), so a row that starts
  /// with that glyph starts with the sequence, and wrapping from there sets the style again.
  static func interpretingEscapes(
    _ bytes: [UInt8], style initial: TextStyle,
    plain: (ArraySlice<UInt8>, TextStyle) -> [Glyph]
  ) -> [Glyph] {
    var glyphs: [Glyph] = []
    var style = initial
    var pending = 0
    var runStart = 0
    var index = 0

    func flush(upTo end: Int) {
      guard runStart < end else { return }
      let first = glyphs.count
      glyphs += plain(bytes[runStart..<end], style.link == nil ? style : style.union(.underline))
      if pending > 0, first < glyphs.count {
        glyphs[first].sourceLength += pending
        pending = 0
      }
    }

    while index < bytes.count {
      guard bytes[index] == 0x1B, let sequence = EscapeSequence(in: bytes, at: index) else {
        index += 1
        continue
      }
      flush(upTo: index)
      style = sequence.applied(to: style)
      pending += sequence.length
      index += sequence.length
      runStart = index
    }
    flush(upTo: bytes.count)
    if pending > 0, !glyphs.isEmpty { glyphs[glyphs.count - 1].sourceLength += pending }
    return glyphs
  }

  /// The style in force at the end of `bytes` (a line's bytes before a row that starts inside
  /// it), starting from the default.
  static func style(after bytes: [UInt8]) -> TextStyle {
    var style = TextStyle()
    var index = 0
    while let escape = bytes[index...].firstIndex(of: 0x1B) {
      if let sequence = EscapeSequence(in: bytes, at: escape) {
        style = sequence.applied(to: style)
        index = escape + sequence.length
      } else {
        index = escape + 1
      }
    }
    return style
  }
}

/// One escape sequence a document may style itself with.
struct EscapeSequence {
  enum Kind {
    /// SGR, with its parameter bytes.
    case graphicRendition(ArraySlice<UInt8>)
    /// OSC 8, with its address (empty to end the link).
    case hyperlink(ArraySlice<UInt8>)
    /// A control sequence that only moves or erases within the line: no effect on the text,
    /// and not shown.
    case consumed
  }

  let kind: Kind
  /// Its bytes, from the `ESC`.
  let length: Int

  /// The final bytes of the control sequences that only move or erase within the line: EL
  /// (`K`), ECH (`X`), ICH (`@`), DCH (`P`), CUF (`C`), CUB (`D`), CHA (`G`), HPA (`` ` ``) and
  /// HPR (`a`), the set `less -R` output is seen to carry.
  static let withinLineFinals: Set<UInt8> = Set("KX@PCDG`a".utf8)

  /// The longest CSI or OSC looked at: a longer one is not taken for a style or a link.
  static let longestCommand = 4096

  /// The SGR or OSC 8 sequence at `start` (an `ESC`); `nil` for anything else, which is then
  /// shown.
  init?(in bytes: [UInt8], at start: Int) {
    guard start + 2 < bytes.count else { return nil }
    switch bytes[start + 1] {
    case 0x5B:
      // CSI: digits, `;` and `:`, then the final byte: `m` is an SGR, and the finals of
      // ECMA-48 that stay within the line are consumed. A private or intermediate byte, or
      // any other final, leaves the sequence shown.
      // A sequence longer than any terminal reads (xterm keeps 30 parameters) is shown, not
      // parsed: five million parameters would take hundreds of megabytes to apply.
      var end = start + 2
      let limit = min(bytes.count, start + Self.longestCommand)
      while end < limit, (0x30...0x3B).contains(bytes[end]) { end += 1 }
      guard end < limit else { return nil }
      switch bytes[end] {
      case 0x6D: kind = .graphicRendition(bytes[(start + 2)..<end])
      case _ where Self.withinLineFinals.contains(bytes[end]): kind = .consumed
      default: return nil
      }
      length = end + 1 - start
    case 0x5D:  // OSC 8 ; params ; URI, ended by BEL or ESC \.
      guard start + 4 < bytes.count, bytes[start + 2] == 0x38, bytes[start + 3] == 0x3B else {
        return nil
      }
      var end = start + 4
      let limit = min(bytes.count, start + Self.longestCommand)
      while end < limit, bytes[end] != 0x07, bytes[end] != 0x1B {
        // Anything but printable text inside is not a link.
        guard bytes[end] >= 0x20 else { return nil }
        end += 1
      }
      guard end < limit else { return nil }
      let terminator: Int
      if bytes[end] == 0x07 {
        terminator = 1
      } else if end + 1 < bytes.count, bytes[end + 1] == 0x5C {
        terminator = 2
      } else {
        return nil
      }
      let body = bytes[(start + 4)..<end]
      guard let separator = body.firstIndex(of: 0x3B) else { return nil }
      kind = .hyperlink(body[(separator + 1)...])
      length = end + terminator - start
    default:
      return nil
    }
  }

  /// `style` after the sequence.
  func applied(to style: TextStyle) -> TextStyle {
    switch kind {
    case .graphicRendition(let parameters):
      return style.applyingGraphicRendition(parameters)
    case .hyperlink(let address):
      var style = style
      style.link = address.isEmpty ? nil : Hyperlink(address: address)
      return style
    case .consumed:
      return style
    }
  }
}
