/// Select Graphic Rendition (`ESC [ … m`), the escape sequence `ls --color`, `git` and
/// `grep --color` colour their output with, read into a ``TextStyle``.
extension TextStyle {
  /// The style after the SGR sequence whose parameter bytes are `parameters` (the bytes
  /// between `ESC [` and `m`: digits, `;` and `:`). An empty list or `0` resets; parameters
  /// guia does not draw (blink, conceal, fonts) change nothing.
  public func applyingGraphicRendition(_ parameters: some Collection<UInt8>) -> TextStyle {
    var style = self
    // Parameters are split on `;`; a `:` joins sub-parameters (`38:2::255:0:0`, `4:3`).
    var groups: [[Int?]] = [[nil]]
    for byte in parameters {
      switch byte {
      case 0x3B: groups.append([nil])
      case 0x3A: groups[groups.count - 1].append(nil)
      case 0x30...0x39:
        let digit = Int(byte - 0x30)
        let last = groups[groups.count - 1].count - 1
        let value = groups[groups.count - 1][last] ?? 0
        groups[groups.count - 1][last] = min(value * 10 + digit, 100_000)
      default: return self  // not an SGR the document may send: the caller shows it instead
      }
    }
    var index = 0
    while index < groups.count {
      let group = groups[index]
      let code = group[0] ?? 0
      switch code {
      case 38, 48, 58:
        // 58 is the underline's colour (kitty, VTE, gcc's diagnostics): its arguments are
        // read as 38's so that none is taken for an attribute; guia draws underlines in the
        // text's colour.
        let color: TerminalColor?
        if group.count > 1 {
          color = Self.extendedColor(Array(group.dropFirst()), colonForm: true)
        } else {
          let rest = groups[(index + 1)...].map { $0[0] }
          color = Self.extendedColor(Array(rest), colonForm: false)
          index += Self.extendedColorLength(rest)
        }
        if code == 38 { style.foreground = color ?? style.foreground }
        else if code == 48 { style.background = color ?? style.background }
      default:
        style.apply(code, subparameter: group.count > 1 ? group[1] : nil)
      }
      index += 1
    }
    return style
  }

  private mutating func apply(_ code: Int, subparameter: Int?) {
    switch code {
    case 0:
      // A reset ends attributes and colours; a link ends only with its own OSC 8.
      let number = linkNumber
      self = TextStyle()
      linkNumber = number
    case 1: insert(.bold)
    case 2: insert(.dim)
    case 3: insert(.italic)
    case 4:
      // `4:0` is underline off; `4:1`–`4:5` are its shapes, all drawn as one.
      if subparameter == 0 { remove(.underline) } else { insert(.underline) }
    case 7: insert(.reverse)
    case 9: insert(.strikethrough)
    case 21: insert(.underline)  // double underline
    case 22:
      remove(.bold)
      remove(.dim)
    case 23: remove(.italic)
    case 24: remove(.underline)
    case 27: remove(.reverse)
    case 29: remove(.strikethrough)
    case 30...37: foreground = .palette(UInt8(code - 30))
    case 39: foreground = nil
    case 40...47: background = .palette(UInt8(code - 40))
    case 49: background = nil
    case 90...97: foreground = .palette(UInt8(code - 90 + 8))
    case 100...107: background = .palette(UInt8(code - 100 + 8))
    default: break
    }
  }

  /// The colour of `38`/`48`'s arguments: `5;N` or `2;R;G;B` (with `:`, `2:ID:R:G:B`, the
  /// colour space ID optional as terminals read it).
  private static func extendedColor(_ arguments: [Int?], colonForm: Bool) -> TerminalColor? {
    guard let kind = arguments.first ?? nil else { return nil }
    func channel(_ value: Int??) -> UInt8? {
      guard let value = value ?? nil, value <= 255 else { return value == nil ? 0 : nil }
      return UInt8(value)
    }
    switch kind {
    case 5:
      guard arguments.count > 1, let index = arguments[1], index <= 255 else { return nil }
      return .palette(UInt8(index))
    case 2:
      var channels = Array(arguments.dropFirst())
      if colonForm, channels.count >= 4 { channels.removeFirst() }
      guard channels.count >= 3, let r = channel(channels[0]), let g = channel(channels[1]),
        let b = channel(channels[2])
      else { return nil }
      return .rgb(red: r, green: g, blue: b)
    default: return nil
    }
  }

  /// How many `;`-separated parameters after `38`/`48` its colour takes.
  private static func extendedColorLength(_ rest: [Int?]) -> Int {
    switch rest.first ?? nil {
    case 5: return min(2, rest.count)
    case 2: return min(4, rest.count)
    default: return min(1, rest.count)
    }
  }
}
