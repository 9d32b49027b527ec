/// A colour as a document's escape sequences name it: one of the terminal's palette (0–7 the
/// standard colours, 8–15 their bright forms, 16–255 xterm's cube and greys) or a 24-bit one.
///
/// A colour is what the document asked for; what a terminal can show of it is decided where
/// the screen is drawn (``approximated(toPalette:)``), so layout never depends on the terminal.
public enum TerminalColor: Hashable, Sendable {
  /// Entry `index` of the terminal's palette.
  case palette(UInt8)
  /// A 24-bit colour.
  case rgb(red: UInt8, green: UInt8, blue: UInt8)

  /// The colour in 32 bits, never 0 (which stands for no colour): the kind in the top byte,
  /// the palette index or the 24-bit value below.
  var packed: UInt32 {
    switch self {
    case .palette(let index): return 1 << 24 | UInt32(index)
    case .rgb(let red, let green, let blue):
      return 2 << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }
  }

  /// The colour of ``packed`` bits; `nil` for 0.
  init?(packed: UInt32) {
    switch packed >> 24 {
    case 1: self = .palette(UInt8(packed & 0xFF))
    case 2:
      self = .rgb(
        red: UInt8(packed >> 16 & 0xFF), green: UInt8(packed >> 8 & 0xFF), blue: UInt8(packed & 0xFF))
    default: return nil
    }
  }

  /// The nearest colour among the first `count` entries of the palette (8, 16 or 256), as
  /// xterm's own tables lay them out; the colour itself when it is in range.
  public func approximated(toPalette count: Int) -> TerminalColor {
    switch self {
    case .palette(let index):
      if Int(index) < count { return self }
      if index < 16 { return .palette(index - 8) }
      return Self.rgb(of: index).approximated(toPalette: count)
    case .rgb(let red, let green, let blue):
      if count >= 256 { return .palette(Self.nearestInCube(red, green, blue)) }
      let candidates = 0..<UInt8(min(16, max(8, count)))
      let nearest = candidates.min { a, b in
        Self.distance(Self.rgb(of: a), (red, green, blue)) < Self.distance(Self.rgb(of: b), (red, green, blue))
      }
      return .palette(nearest ?? 7)
    }
  }

  /// The 256-colour index nearest to a 24-bit colour: the cube's or the grey ramp's.
  static func nearestInCube(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
    func level(_ value: UInt8) -> Int {
      // The cube's levels are 0, 95, 135, 175, 215, 255.
      value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40
    }
    let (r, g, b) = (level(red), level(green), level(blue))
    let cube = UInt8(16 + 36 * r + 6 * g + b)
    let average = (Int(red) + Int(green) + Int(blue)) / 3
    let grey = UInt8(average > 238 ? 255 : 232 + max(0, (average - 3) / 10))
    let target = (red, green, blue)
    return distance(rgb(of: grey), target) < distance(rgb(of: cube), target) ? grey : cube
  }

  /// The colour xterm shows for palette entry `index`.
  static func rgb(of index: UInt8) -> TerminalColor {
    switch index {
    case 0..<16:
      let standard: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
        (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0),
        (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
      ]
      let (r, g, b) = standard[Int(index)]
      return .rgb(red: r, green: g, blue: b)
    case 16..<232:
      let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
      let cube = Int(index) - 16
      return .rgb(red: levels[cube / 36], green: levels[(cube / 6) % 6], blue: levels[cube % 6])
    default:
      let grey = UInt8(8 + 10 * (Int(index) - 232))
      return .rgb(red: grey, green: grey, blue: grey)
    }
  }

  private static func distance(_ color: TerminalColor, _ target: (UInt8, UInt8, UInt8)) -> Int {
    guard case .rgb(let r, let g, let b) = color else { return .max }
    let dr = Int(r) - Int(target.0)
    let dg = Int(g) - Int(target.1)
    let db = Int(b) - Int(target.2)
    return dr * dr + dg * dg + db * db
  }
}
