#if canImport(Glibc)
  import Glibc
#endif
import CNcursesw
import CPlatform
import Document

/// Why a terminal could not be opened.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// ncurses does not know the terminal type (or `TERM` is unset).
  case unknownTerminalType(String?)
  /// The terminal type cannot move the cursor, so a full-screen view is impossible.
  case notCapable(String)
  /// No terminal could be opened for keys (`/dev/tty`).
  case noInput(String)
  /// The signal pipe could not be set up.
  case system(String)

  public var description: String {
    switch self {
    case .unknownTerminalType(let name?):
      return "cannot open the terminal: unknown terminal type '\(name)' (set TERM to a known one, such as xterm-256color)"
    case .unknownTerminalType(nil):
      return "cannot open the terminal: TERM is not set"
    case .notCapable(let name):
      return "cannot open the terminal: terminal type '\(name)' cannot move the cursor"
    case .noInput(let reason):
      return "cannot read keys from /dev/tty: \(reason)"
    case .system(let reason):
      return "cannot set up the terminal: \(reason)"
    }
  }
}

/// The ncurses terminal: the only type in guia that calls ncurses.
///
/// It owns the ncurses screen and restores the terminal in ``end()``, which its owner calls on
/// every way out. Signals reach it through a self-pipe as events, so their handlers do no
/// work (less's "set a bit").
public final class NcursesTerminal: Terminal {
  public private(set) var size: TerminalSize
  private let screen: OpaquePointer
  private let window: UnsafeMutablePointer<WINDOW>
  private let inputFile: UnsafeMutablePointer<FILE>
  private let outputFile: UnsafeMutablePointer<FILE>
  private let inputDescriptor: Int32
  private let outputDescriptor: Int32
  private let signalPipe: (read: Int32, write: Int32)
  private let writesFrameMarkers: Bool
  private let wakeDescriptor: Int32?
  private var lastDrawn: Screen?
  public var tickInterval: Int?
  private var scrollArea = ScrollAreaRenderer(strings: .xterm)
  private var strings = TerminalStrings.xterm
  /// Whether terminfo has `smxx`: document text is drawn by the scroll area renderer with it.
  public var drawsStrikethrough: Bool { scrollArea.strings.drawsStrikethrough }
  private var frames = 0
  private var ended = false

  /// Opens the terminal on standard output, reading keys from standard input or, when that is
  /// not a terminal, from `/dev/tty` as less does.
  ///
  /// - Parameters:
  ///   - mouse: Whether to ask the terminal for wheel events.
  ///   - wakeDescriptor: A descriptor that becomes readable when more of the document has
  ///     arrived; each time it does, ``nextEvent()`` drains it and reports `.contentChanged`.
  /// - Throws: ``TerminalError`` before anything is written to the terminal.
  public init(mouse: Bool = true, wakeDescriptor: Int32? = nil) throws {
    self.wakeDescriptor = wakeDescriptor
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw TerminalError.system(String(cString: strerror(errno))) }
    for fd in fds {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
    signalPipe = (fds[0], fds[1])
    let signals = Platform.terminatingSignals + [Platform.resizeSignal, Platform.suspendSignal]
    // Installed before newterm, so ncurses leaves these signals to guia.
    var opened = false
    defer {
      // A terminal that could not be opened leaves no handler writing to a closed pipe.
      if !opened {
        Platform.restoreSignals()
        fds.forEach { close($0) }
      }
    }
    guard Platform.routeSignals(signals, to: fds[1]) else {
      throw TerminalError.system(String(cString: strerror(errno)))
    }

    if Platform.isTerminal(0) {
      inputDescriptor = 0
    } else {
      inputDescriptor = open("/dev/tty", O_RDONLY | O_CLOEXEC)
      guard inputDescriptor >= 0 else {
        throw TerminalError.noInput(String(cString: strerror(errno)))
      }
    }
    outputDescriptor = 1
    guard let input = fdopen(inputDescriptor, "r"), let output = fdopen(outputDescriptor, "w")
    else { throw TerminalError.system("fdopen failed") }
    inputFile = input
    outputFile = output

    // Before any output on stdout, which ncurses uses for mvcur and vidattr (see the shim).
    _ = guia_unbuffer_stdout()
    let termName = Platform.environment(.term)
    guard let termName, !termName.isEmpty else { throw TerminalError.unknownTerminalType(nil) }
    guard let screen = newterm(nil, output, input) else {
      throw TerminalError.unknownTerminalType(termName)
    }
    self.screen = screen
    let cursorAddress = tigetstr("cup")
    if cursorAddress == nil || Int(bitPattern: cursorAddress) == -1 {
      endwin()
      delscreen(screen)
      throw TerminalError.notCapable(termName)
    }
    guard let window = guia_stdscr() else { throw TerminalError.system("no screen") }
    self.window = window
    writesFrameMarkers = Platform.environment(.testFrames) == "1"
    size = TerminalSize(rows: Int(guia_lines()), columns: Int(guia_cols()))

    strings = Self.terminalStrings()
    scrollArea = ScrollAreaRenderer(
      strings: strings,
      ambiguousIsWide: ScrollAreaRenderer.ambiguousIsWide(locale: Platform.requestedCharacterLocale))
    cbreak()
    noecho()
    nonl()
    keypad(window, true)
    nodelay(window, true)
    // The cursor is hidden, but its place is kept known: between frames it waits at the start
    // of the scroll area's last row, where the scroll area renderer expects it.
    leaveok(window, false)
    set_escdelay(25)
    curs_set(0)
    if mouse {
      mouseinterval(0)
      mousemask(guia_wheel_up_mask() | guia_wheel_down_mask(), nil)
    }
    opened = true
  }

  deinit { end() }

  /// Restores the terminal: the cursor, the modes and the screen the reader had before.
  public func end() {
    guard !ended else { return }
    ended = true
    writeDirectly(scrollArea.releaseRegion(screenRows: size.rows))
    curs_set(1)
    endwin()
    delscreen(screen)
    // The handlers go before the pipe does: a signal from now on acts as it did before guia
    // (Ctrl-C ends a report written to a FIFO nobody reads), and never writes a byte into
    // whatever file is given the pipe's descriptor number next.
    Platform.restoreSignals()
    close(signalPipe.read)
    close(signalPipe.write)
  }

  public func nextEvent() throws -> TerminalEvent {
    while true {
      if let event = pendingSignal() { return event }
      if let event = pendingKey() { return event }
      var watched = [
        pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: signalPipe.read, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&watched, nfds_t(watched.count), Int32(tickInterval ?? -1))
      if ready < 0, errno != EINTR {
        throw TerminalError.system(String(cString: strerror(errno)))
      }
      if ready == 0, tickInterval != nil { return .tick }
      if watched[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0,
        watched[0].revents & Int16(POLLIN) == 0
      {
        return .terminate(signal: SIGHUP)
      }
      if let wakeDescriptor, watched[2].revents & Int16(POLLIN) != 0 {
        var buffer = [UInt8](repeating: 0, count: 256)
        while buffer.withUnsafeMutableBytes({ read(wakeDescriptor, $0.baseAddress, $0.count) }) > 0 {}
        return .contentChanged
      }
    }
  }

  public func draw(_ screen: Screen) throws {
    if writesFrameMarkers {
      // Frames are bracketed, so the pty tests can tell a frame still being written.
      writeDirectly(Array("\u{1B}]777;guia-begin;\(frames + 1)\u{07}".utf8))
    }
    let region = screen.scrollRegion.flatMap { $0.isEmpty || $0.upperBound > screen.size.rows ? nil : $0 }
    let park = Int32(region.map { $0.upperBound - 1 } ?? 0)
    let fresh = lastDrawn == nil || lastDrawn?.size != screen.size
    var chromeChanged = fresh
    var overlays: [UInt8] = []
    for row in 0..<screen.size.rows where !(region?.contains(row) ?? false) {
      if !fresh, let lastDrawn, lastDrawn.rows[row] == screen.rows[row] { continue }
      chromeChanged = true
      overlays += ClusterOverlay.bytes(row: screen.rows[row], screenRow: row, strings: strings)
      for (column, cell) in ClusterOverlay.cellsForCurses(screen.rows[row]).enumerated() where cell.width > 0 {
        var complex = cchar_t()
        var characters = cell.text.unicodeScalars.prefix(4).map { wchar_t(bitPattern: $0.value) }
        characters.append(0)
        _ = guia_setcchar(&complex, characters, attributes(cell.style))
        _ = mvwadd_wch(window, Int32(row), Int32(column), &complex)
      }
    }
    if chromeChanged {
      // ncurses draws next, and may move down with line feeds: give it the whole screen.
      writeDirectly(scrollArea.releaseRegion(screenRows: screen.size.rows))
      mvcur(-1, -1, park, 0)
      if fresh {
        // ncurses believes the scroll area blank (the renderer draws it): only a clear makes
        // that true after a resize.
        clearok(window, true)
        scrollArea.invalidate()
      }
      wmove(window, park, 0)
      wnoutrefresh(window)
      doupdate()
      // The scroll area renderer starts with attributes off; ncurses must believe so too.
      vidattr(guia_a_normal())
      doupdate()
      if !overlays.isEmpty {
        // Drawn over ncurses' blanks; the cursor goes back where ncurses left it.
        writeDirectly(overlays + strings.moveCursor(Int(park), 0))
      }
    }
    if let region {
      let rows = Array(screen.rows[region])
      writeDirectly(
        scrollArea.update(
          to: rows, region: region, columns: screen.size.columns,
          movingColumns: screen.scrollColumns))
    }
    lastDrawn = screen
    if writesFrameMarkers {
      frames += 1
      // In-band, after the frame: the pty tests count frames from the byte stream.
      writeDirectly(Array("\u{1B}]777;guia-frame;\(frames)\u{07}".utf8))
    }
  }

  /// Writes bytes to the terminal now, bypassing ncurses' buffer (empty between its updates).
  private func writeDirectly(_ bytes: [UInt8]) {
    var remaining = bytes[...]
    while !remaining.isEmpty {
      let written = remaining.withUnsafeBytes { write(outputDescriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      if written <= 0 { return }
      remaining = remaining.dropFirst(written)
    }
  }

  /// The scroll area's strings from the terminal's terminfo entry, xterm's where one is missing.
  private static func terminalStrings() -> TerminalStrings {
    func string(_ name: String, _ fallback: [UInt8]) -> [UInt8] {
      guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return fallback }
      return Array(String(cString: value).utf8)
    }
    let xterm = TerminalStrings.xterm
    let region = string("csr", [])
    let address = string("cup", [])
    let columnAddress = string("hpa", [])
    var moveToColumn: (@Sendable (Int) -> [UInt8])?
    if !columnAddress.isEmpty {
      moveToColumn = { column in Self.parameterised(columnAddress, Int32(column), 0) }
    }
    return TerminalStrings(
      setRegion: { top, bottom in
        region.isEmpty ? xterm.setRegion(top, bottom)
          : Self.parameterised(region, Int32(top), Int32(bottom))
      },
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
  }

  private static func parameterised(_ capability: [UInt8], _ a: Int32, _ b: Int32) -> [UInt8] {
    let text = capability.map { CChar(bitPattern: $0) } + [0]
    guard let result = guia_tiparm2(text, a, b) else { return [] }
    return Array(String(cString: result).utf8)
  }

  private func attributes(_ style: TextStyle) -> attr_t {
    var attributes = guia_a_normal()
    if style.contains(.bold) { attributes |= guia_a_bold() }
    if style.contains(.dim) { attributes |= guia_a_dim() }
    if style.contains(.underline) { attributes |= guia_a_underline() }
    if style.contains(.reverse) { attributes |= guia_a_reverse() }
    if style.contains(.italic) { attributes |= guia_a_italic() }
    // ncurses has no strikethrough attribute. The rows it draws (header, pane, footer) carry
    // titles as plain text, where struck-out text keeps its `~~` markers; document text is
    // drawn by the scroll area renderer, which has `smxx`.
    return attributes
  }

  private func pendingSignal() -> TerminalEvent? {
    var byte: UInt8 = 0
    guard read(signalPipe.read, &byte, 1) == 1 else { return nil }
    let signal = Int32(byte)
    switch signal {
    case Platform.resizeSignal:
      return .resize(refreshSize())
    case Platform.suspendSignal:
      writeDirectly(scrollArea.releaseRegion(screenRows: size.rows))
      scrollArea.invalidate()
      endwin()
      guia_stop_self(signal)
      // Running again after `fg`: whatever the terminal shows now is not ours.
      lastDrawn = nil
      clearok(window, true)
      let before = size
      let after = refreshSize()
      return after == before ? .redraw : .resize(after)
    default:
      return .terminate(signal: signal)
    }
  }

  private func refreshSize() -> TerminalSize {
    var rows: Int32 = 0
    var columns: Int32 = 0
    writeDirectly(scrollArea.releaseRegion(screenRows: size.rows))
    scrollArea.invalidate()
    if guia_get_winsize(outputDescriptor, &rows, &columns) == 0, rows > 0, columns > 0 {
      resize_term(rows, columns)
    }
    lastDrawn = nil
    size = TerminalSize(rows: Int(guia_lines()), columns: Int(guia_cols()))
    return size
  }

  private func pendingKey() -> TerminalEvent? {
    while true {
      var character: wint_t = 0
      let status = wget_wch(window, &character)
      if status == guia_err() { return nil }
      if status == guia_key_code_yes() {
        if let event = specialKey(Int32(character)) { return event }
        continue
      }
      if let key = Self.key(forCharacter: character) { return .key(key) }
    }
  }

  private func specialKey(_ code: Int32) -> TerminalEvent? {
    switch code {
    case KEY_UP: return .key(.up)
    case KEY_DOWN: return .key(.down)
    case KEY_LEFT: return .key(.left)
    case KEY_RIGHT: return .key(.right)
    case KEY_NPAGE: return .key(.pageDown)
    case KEY_PPAGE: return .key(.pageUp)
    case KEY_HOME: return .key(.home)
    case KEY_END: return .key(.end)
    case KEY_ENTER: return .key(.enter)
    case KEY_BACKSPACE, KEY_DC: return .key(.backspace)
    case guia_key_resize(): return .resize(refreshSize())
    case guia_key_mouse():
      var event = MEVENT()
      guard getmouse(&event) == guia_ok() else { return nil }
      if event.bstate & guia_wheel_up_mask() != 0 { return .key(.wheelUp) }
      if guia_wheel_down_mask() != 0, event.bstate & guia_wheel_down_mask() != 0 {
        return .key(.wheelDown)
      }
      return nil
    default: return nil
    }
  }

  /// The key for a character read from the terminal, if it is one guia knows.
  static func key(forCharacter value: wint_t) -> Key? {
    switch value {
    case 0x1B: return .escape
    case 0x0A, 0x0D: return .enter
    case 0x08, 0x7F: return .backspace
    case 0x01...0x1A: return .control(Character(Unicode.Scalar(UInt8(value) + 0x60)))
    case 0x00, 0x1C...0x1F: return nil
    default:
      guard let scalar = Unicode.Scalar(UInt32(value)) else { return nil }
      return .character(Character(scalar))
    }
  }
}
