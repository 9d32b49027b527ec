#if canImport(Glibc)
  import Glibc
#endif
import CNcursesw
import Document
import CPlatform

/// What the terminal's terminfo entry says: the strings the scroll area is drawn with, the
/// keys' sequences, and how to put the terminal back from a signal handler. Read through
/// ncurses, once ``NcursesTerminal`` has set the terminal up.
enum Terminfo {
  /// The scroll area's strings from the terminal's terminfo entry, xterm's where one is
  /// missing; with `colors` false (`NO_COLOR`, `--no-color`), no colour strings.
  static func terminalStrings(colors: Bool) -> TerminalStrings {
    func string(_ name: String, _ fallback: [UInt8]) -> [UInt8] {
      guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return fallback }
      return padded(Array(String(cString: value).utf8))
    }
    let xterm = TerminalStrings.xterm
    let region = string("csr", [])
    let address = string("cup", [])
    let columnAddress = string("hpa", [])
    var moveToColumn: (@Sendable (Int) -> [UInt8])?
    if !columnAddress.isEmpty {
      moveToColumn = { column in Self.parameterised(columnAddress, Int32(column), 0) }
    }
    // Only where terminfo has one: a scrolling region sent to a terminal without it (VT52,
    // `ansi`) is text on its screen, and its rows are rewritten instead.
    var setRegion: (@Sendable (Int, Int) -> [UInt8])?
    if !region.isEmpty {
      setRegion = { top, bottom in Self.parameterised(region, Int32(top), Int32(bottom)) }
    }
    var strings = TerminalStrings(
      setRegion: setRegion,
      moveCursor: { row, column in
        address.isEmpty ? xterm.moveCursor(row, column)
          : Self.parameterised(address, Int32(row), Int32(column))
      },
      scrollForward: string("ind", xterm.scrollForward),
      scrollReverse: string("ri", xterm.scrollReverse),
      clearToEndOfLine: string("el", xterm.clearToEndOfLine),
      attributesOff: string("sgr0", xterm.attributesOff), bold: string("bold", xterm.bold),
      dim: string("dim", xterm.dim), underline: string("smul", xterm.underline),
      reverse: string("rev", xterm.reverse), italic: string("sitm", xterm.italic),
      // No fallback: a terminal without it gets `~~` markers from layout instead.
      strikethrough: string("smxx", []), moveToColumn: moveToColumn)
    if colors { strings.colors = colorStrings() }
    return strings
  }

  /// The terminal's colours: its palette's size and `setaf`/`setab` from terminfo, 24-bit
  /// colours sent as they are where `COLORTERM` or the `RGB` flag says the terminal has them.
  static func colorStrings() -> ColorStrings {
    let count = Int(tigetnum("colors"))
    let foreground = capability("setaf")
    let background = capability("setab")
    guard count >= 8, !foreground.isEmpty, !background.isEmpty else { return .none }
    let colorTerm = Platform.environment(.colorTerm) ?? ""
    let isDirect = colorTerm == "truecolor" || colorTerm == "24bit" || tigetflag("RGB") > 0
    return ColorStrings(
      count: min(count, 256), isDirect: isDirect,
      setForeground: { Self.parameterised(foreground, Int32($0), 0) },
      setBackground: { Self.parameterised(background, Int32($0), 0) })
  }

  /// `capability` (unpadded: `cup`, `csr`, `setaf` as terminfo has them) with its parameters.
  static func parameterised(_ capability: [UInt8], _ a: Int32, _ b: Int32) -> [UInt8] {
    let text = capability.map { CChar(bitPattern: $0) } + [0]
    guard let result = guia_tiparm2(text, a, b) else { return [] }
    return padded(Array(String(cString: result).utf8))
  }

  /// `capability` as tputs sends it: its padding (`$<5>`) through terminfo's rules, never as
  /// text. Before ncurses has opened the terminal there are no rules: the text as it is.
  static func padded(_ capability: [UInt8]) -> [UInt8] {
    guard capability.contains(0x24), guia_has_terminal() != 0 else { return capability }
    let text = capability.map { CChar(bitPattern: $0) } + [0]
    var length: Int32 = 0
    guard let result = guia_tputs_expand(text, &length) else { return capability }
    return result.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
      Array(UnsafeBufferPointer(start: $0, count: Int(length)))
    }
  }

  /// The sequences the terminal's keys send, from terminfo (cons25's Page Up is `ESC [ I`,
  /// which is xterm's focus report).
  static func terminalKeys() -> [[UInt8]: Key] {
    let names: [(String, Key)] = [
      ("kcuu1", .up), ("kcud1", .down), ("kcub1", .left), ("kcuf1", .right),
      ("khome", .home), ("kend", .end), ("knp", .pageDown), ("kpp", .pageUp),
      ("kent", .enter), ("kdch1", .delete), ("kcbt", .backTab),
    ]
    var keys: [[UInt8]: Key] = [:]
    for (name, key) in names {
      let value = capability(name)
      if !value.isEmpty { keys[value] = key }
    }
    return keys
  }

  /// A string capability, or no bytes when the terminal has none.
  static func capability(_ name: String) -> [UInt8] {
    guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return [] }
    return padded(Array(String(cString: value).utf8))
  }

  /// The bytes that leave guia's screen as endwin would: attributes off, the whole screen
  /// scrolling, no mouse reports, the keypad and cursor as before, the shell's screen back.
  /// Computed ahead, for a handler that may only write(2) them.
  static func restoreSequence(
    rows: Int, strings: TerminalStrings, mouse: MouseMode, alternateScreen: Bool = true
  ) -> [UInt8] {
    var bytes = strings.attributesOff
    if let setRegion = strings.setRegion { bytes += setRegion(0, max(0, rows - 1)) }
    if mouse == .wheelAsArrows { bytes += MouseMode.alternateScrollOff }
    if mouse == .reports {
      let reports = capability("XM")
      if !reports.isEmpty {
        bytes += parameterised(reports, 0, 0)
      } else if !capability("kmous").isEmpty {
        bytes += Array("\u{1B}[?1000l".utf8)
      }
    }
    // Without the alternate screen (-X) rmcup is empty, and guia's last screen stays.
    return bytes + capability("rmkx") + capability("cnorm") + (alternateScreen ? capability("rmcup") : [])
  }
}
