import ScrollKit

#if canImport(Glibc)
  import Glibc
#endif
import CNcursesw
import CPlatform
import Document

/// The ncurses terminal: the only type in guia that calls ncurses.
///
/// It owns the ncurses screen and restores the terminal in ``end()``, which its owner calls on
/// every way out. Signals that end a session reach it as flags and a byte in a self-pipe, so
/// their handlers do no work (less's "set a bit"); every other signal that would end the
/// process restores the terminal from its handler first (see `guia_install_crash_restore`).
/// Keys are read and decoded by guia (``InputDecoder``), not by ncurses.
public final class NcursesTerminal: Terminal {
  public private(set) var size: CellSize
  private let screen: OpaquePointer
  private let window: UnsafeMutablePointer<WINDOW>
  private let ends: TerminalEnds
  private var inputDescriptor: Int32 { ends.inputDescriptor }
  private var outputDescriptor: Int32 { ends.outputDescriptor }
  private let sources: EventSources
  /// The markers for the pty tests and `guia snapshot` (`GUIA_TEST_FRAMES`).
  private var markers: FrameMarkers
  /// The bytes of the frame being drawn, kept from frame to frame (emptied, not freed).
  private var frameBytes: [UInt8] = []
  private var console: Console? { sources.console }
  /// The size of the last frame drawn; `nil` when the terminal shows none of guia's.
  private var drawnSize: CellSize?
  public var tickDeadline: ContinuousClock.Instant?
  /// Whether the tick was due when the last wait answered with other work instead.
  private var tickOwed = false
  private var scrollArea = ScrollAreaRenderer(strings: .xterm)
  private var strings = TerminalStrings.xterm
  /// Whether terminfo has `smxx`: document text is drawn by the scroll area renderer with it.
  public var drawsStrikethrough: Bool { scrollArea.strings.drawsStrikethrough }

  public var hasPendingInput: Bool {
    // Keys already read and decoded come first: a paste read in one chunk is one burst even
    // when the descriptor has nothing more.
    if input.hasQueuedKeys { return true }
    // A read that did not fill its buffer took all there was: a key typed after it is a key
    // of its own, drawn after, as less draws it (and a poll of the tty per key is spared).
    guard input.lastReadWasFull else { return false }
    var watched = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
    return poll(&watched, 1, 0) > 0 && watched.revents & Int16(POLLIN) != 0
  }
  private var ended = false
  private var input: TerminalInput
  /// Messages for the reader from the terminal itself (a window larger than guia draws).
  private var notices: [String] = []
  /// Whether the last event was a resize: the next key then goes first, so that a storm of
  /// resizes never holds keys back.
  private var lastEventWasResize = false
  private var mouse = MouseMode.off
  private var paste = BracketedPaste(on: [], off: [])
  private var usesAlternateScreen = true
  /// The row ``leaveBehind(rows:columns:)`` left the cursor on for the shell, if it ran.
  private var leftCursorRow: Int?

  /// Opens the terminal on standard output, reading keys from standard input or, when that is
  /// not a terminal, from `/dev/tty` as less does.
  ///
  /// - Parameters:
  ///   - mouse: What to ask of the terminal's mouse: by default the wheel as arrow keys,
  ///     selection left to the terminal.
  ///   - alternateScreen: Whether guia draws on the terminal's alternate screen, leaving the
  ///     shell's screen as it was (less's default); without it (`-X`) guia draws over the
  ///     shell's screen and leaves its last screen there.
  ///   - colors: Whether a document's colours are drawn; never when `NO_COLOR` is set and
  ///     not empty.
  ///   - drainsMainQueue: Whether ``nextEvent()`` runs the dispatch main queue's work when it
  ///     has some (``MainQueue``) and reports `.mainQueueDrained`. Only for a program whose
  ///     main is synchronous and calls nothing else that drains the main queue.
  ///   - console: Where the process's prints go; the terminal then draws on the console's
  ///     ``Console/terminalDescriptor``, reports `.consoleChanged` when the last line changes,
  ///     and restores standard output when it ends.
  /// - Throws: ``TerminalError`` before anything is written to the terminal.
  public init(
    mouse: MouseMode = .wheelAsArrows, alternateScreen: Bool = true, colors: Bool = true,
    drainsMainQueue: Bool = false, console: Console? = nil
  ) throws {
    // Installed before newterm, so ncurses leaves these signals to guia.
    let sources = try EventSources(
      routing: Platform.terminatingSignals + [Platform.resizeSignal, Platform.suspendSignal],
      drainsMainQueue: drainsMainQueue, console: console)
    self.sources = sources
    var opened = false
    defer {
      // A terminal that could not be opened leaves no handler writing to a closed pipe.
      if !opened {
        Platform.removeCrashRestore()
        sources.close()
      }
    }

    let ends = try TerminalEnds(console: console)
    self.ends = ends
    // Before ncurses changes a mode: these are the modes a crash puts back.
    guard Platform.installCrashRestore(input: ends.inputDescriptor, output: ends.outputDescriptor) else {
      throw TerminalError.system(String(cString: strerror(errno)))
    }
    // A long match stops for a key on this terminal or a signal: both are answered next.
    SearchPattern.setInterruptCheck { guia_interrupt_pending() }
    // ncurses keeps sizes in shorts (32768 columns crashed it) and allocates every cell:
    // a larger window is drawn in its top-left part, and the reader is told.
    if let actual = ends.windowSize {
      if actual.limitedToTerminal != actual {
        // ncurses takes LINES and COLUMNS over the window's size (use_env).
        setenv("LINES", "\(actual.limitedToTerminal.height)", 1)
        setenv("COLUMNS", "\(actual.limitedToTerminal.width)", 1)
        notices.append(TerminalNotice.sizeLimited(actual))
      }
    }

    // Before any output on stdout, which ncurses uses for mvcur and vidattr (see the shim).
    // With a console, stdout is its pipe: ncurses' calls put the terminal back on it, and
    // flush, while they run (``Console/writingToTerminal(_:)``).
    if console == nil { _ = guia_unbuffer_stdout() }
    let termName = Platform.environment(.term)
    guard let termName, !termName.isEmpty else { throw TerminalError.unknownTerminalType(nil) }
    guard let screen = newterm(nil, ends.outputFile, ends.inputFile) else {
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
    markers = FrameMarkers(mode: .init(environmentValue: Platform.environment(.testFrames)))
    size = CellSize(width: Int(guia_cols()), height: Int(guia_lines()))

    let noColor = Platform.environment(.noColor).map { !$0.isEmpty } ?? false
    strings = Terminfo.terminalStrings(colors: colors && !noColor)
    scrollArea = ScrollAreaRenderer(
      strings: strings,
      ambiguousIsWide: ScrollAreaRenderer.ambiguousIsWide(locale: Platform.requestedCharacterLocale))
    self.input = TerminalInput(descriptor: ends.inputDescriptor, terminalKeys: Terminfo.terminalKeys())
    if !alternateScreen {
      // newterm has already queued smcup: it goes out now, and rmcup right after it, so
      // guia draws on the shell's screen; emptied, neither is sent again (endwin's rmcup).
      let leave = Terminfo.capability("rmcup")
      guia_clear_capability("smcup")
      guia_clear_capability("rmcup")
      onTerminal { _ = doupdate() }
      writeDirectly(leave)
    }
    usesAlternateScreen = alternateScreen
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
    if mouse == .reports {
      mouseinterval(0)
      mousemask(guia_wheel_up_mask() | guia_wheel_down_mask(), nil)
    }
    if mouse == .wheelAsArrows { writeDirectly(MouseMode.alternateScrollOn) }
    self.mouse = mouse
    paste = BracketedPaste.current()
    writeDirectly(paste.on)
    updateRestoreSequence()
    opened = true
  }

  deinit { end() }

  /// Restores the terminal: the cursor, the modes and the screen the reader had before.
  public func end() {
    guard !ended else { return }
    ended = true
    writeDirectly(scrollArea.releaseRegion(screenRows: size.height))
    onTerminal {
      curs_set(1)
      endwin()
      delscreen(screen)
    }
    if mouse == .wheelAsArrows { writeDirectly(MouseMode.alternateScrollOff) }
    writeDirectly(paste.off)
    // On the shell's screen (-X) the prompt goes below what stays: the row after the text
    // that leaveBehind kept, or below the footer's row.
    if let leftCursorRow {
      writeDirectly(strings.moveCursor(leftCursorRow, 0))
    } else if !usesAlternateScreen {
      writeDirectly([0x0D, 0x0A])
    }
    // What was typed and not read (the rest of a sequence, keys after `q`) is guia's: left
    // there, the shell would read it as a command.
    tcflush(inputDescriptor, TCIFLUSH)
    Platform.removeCrashRestore()
    sources.close()
    // Last: until now the terminal drew on the console's descriptor.
    console?.restore()
  }

  /// Without the alternate screen (`-X`), what the shell keeps of the last screen: `rows`,
  /// and of them only `columns`, moved to the top, every other cell cleared; the cursor then
  /// waits on the row after them, where the shell's prompt goes. So a pager's header, footer
  /// and indicator do not stay in the shell's screen, only the text, as less leaves it. On
  /// the alternate screen, which the shell's screen replaces, it does nothing.
  public func leaveBehind(rows: Range<Int>, columns: Range<Int>) {
    guard !usesAlternateScreen, !ended, drawnSize != nil, var screen = scrollArea.shownScreen else { return }
    let rows = rows.clamped(to: 0..<screen.size.height)
    for row in 0..<screen.size.height {
      if rows.contains(row) {
        screen.clear(columns: 0..<max(0, columns.lowerBound), row: row)
        screen.clear(columns: columns.upperBound..<screen.size.width, row: row)
      } else {
        screen.clear(row: row)
      }
    }
    screen.moveRows(0..<screen.size.height, columns: 0..<screen.size.width, by: rows.lowerBound)
    screen.scrollRegion = nil
    screen.scrollColumns = nil
    screen.repaintsAll = false
    onTerminal { drawFrame(screen) }
    leftCursorRow = min(rows.count, screen.size.height - 1)
  }

  /// Runs ncurses calls that write into C's stdout (see the shim) with stdout on the terminal.
  private func onTerminal<Result>(_ body: () throws -> Result) rethrows -> Result {
    guard let console else { return try body() }
    return try console.writingToTerminal(body)
  }

  /// Takes `text` as keys typed before any other (less's `+cmd`: `+G`, `+/text` and Enter).
  public func type(_ text: String) {
    input.type(Array(text.utf8))
  }

  public func nextEvent() throws -> TerminalEvent {
    let event = try nextEventInOrder()
    if case .resize = event { lastEventWasResize = true } else if case .key = event { lastEventWasResize = false }
    return event
  }

  private func nextEventInOrder() throws -> TerminalEvent {
    while true {
      // In this order: a signal that ends the session, a suspend; a resize before the keys
      // read with it, so that a key typed right after a resize acts at the new size (`g` on
      // a window just made smaller goes to the top of it); the keys; and one resize for all
      // that came. A resize is never taken twice before a key: a storm of them cannot hold
      // back a key or Ctrl-C.
      if let event = pendingSignal() { return event }
      if !notices.isEmpty { return .notice(notices.removeFirst()) }
      // After a resize, the keys that came are read first, so that a storm's next resize can
      // see them wait. Otherwise the poll below reads them (a poll of the tty spared per key).
      if lastEventWasResize, !input.hasQueuedKeys, !input.readAvailable() {
        return .terminate(signal: SIGHUP)
      }
      if !(lastEventWasResize && input.hasQueuedKeys), Platform.takeSignal(Platform.resizeSignal) {
        return .resize(refreshSize())
      }
      if let key = input.nextKey() { return .key(key) }
      if Platform.takeSignal(Platform.resizeSignal) { return .resize(refreshSize()) }
      input.settleIfDue()
      if let key = input.nextKey() { return .key(key) }

      let wait = EventWait(settle: input.timeout, tickDeadline: tickDeadline, now: .now)
      let isDue = wait.endsInTick && wait.timeout == 0
      // A tick that came due while the last wait answered something else (the main queue's
      // work, a print) comes now: a stream of other wake-ups never holds it back.
      if isDue, tickOwed {
        tickOwed = false
        return .tick
      }
      let timeout = wait.timeout
      // Nothing queued, nothing ticking: whatever the input asked for is on the screen.
      if timeout == nil {
        Platform.giveBackMemory()
        if let idle = markers.idle(bytesRead: input.bytesRead) { writeDirectly(idle) }
      }
      switch try sources.wait(for: input, timeout: timeout) {
      case .timedOut: if wait.endsInTick { return .tick }
      case .woken: break
      case .hangUp: return .terminate(signal: SIGHUP)
      case .consoleChanged:
        tickOwed = isDue
        return .consoleChanged
      case .mainQueueDrained:
        tickOwed = isDue
        return .mainQueueDrained
      }
    }
  }

  public func draw(_ screen: Screen) throws {
    onTerminal { drawFrame(screen) }
  }

  /// Draws `screen`: the renderer writes every row that changed, through one `write(2)`.
  /// ncurses writes only when the screen is new to the terminal (the first frame, after a
  /// resize, a suspend or Ctrl-L): its modes (the alternate screen, the keypad) and a clear.
  private func drawFrame(_ screen: Screen) {
    // The frame's bytes go into the buffer the last frame used: a key allocates none.
    frameBytes.removeAll(keepingCapacity: true)
    // Frames are bracketed, so the pty tests can tell a frame still being written.
    if let begin = markers.begin() { frameBytes += begin }
    if screen.repaintsAll { drawnSize = nil }
    let region = screen.scrollRegion.flatMap { $0.isEmpty || $0.upperBound > screen.size.height ? nil : $0 }
    if drawnSize != screen.size {
      writeDirectly(frameBytes)
      frameBytes.removeAll(keepingCapacity: true)
      // The cursor waits where the renderer expects it: the start of the region's last row.
      let park = Int32((region?.upperBound ?? screen.size.height) - 1)
      writeDirectly(scrollArea.releaseRegion(screenRows: screen.size.height))
      clearok(window, true)
      wmove(window, park, 0)
      wnoutrefresh(window)
      doupdate()
      // The renderer starts with attributes off; ncurses must believe so too.
      vidattr(guia_a_normal())
      doupdate()
      scrollArea.assumeBlank(rows: screen.size.height, columns: screen.size.width)
    }
    scrollArea.update(to: screen, appendingTo: &frameBytes)
    drawnSize = screen.size
    // In-band, after the frame: the pty tests count frames from the byte stream.
    if let end = markers.end() { frameBytes += end }
    writeDirectly(frameBytes)
  }

  /// Gives the crash handler the bytes that restore the terminal at its size now.
  private func updateRestoreSequence() {
    let bytes = paste.off + Terminfo.restoreSequence(
      rows: size.height, strings: strings, mouse: mouse, alternateScreen: usesAlternateScreen)
    bytes.withUnsafeBytes {
      guia_set_restore_sequence($0.baseAddress?.assumingMemoryBound(to: CChar.self), Int32($0.count))
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

  private func pendingSignal() -> TerminalEvent? {
    for signal in Platform.terminatingSignals where Platform.takeSignal(signal) {
      return .terminate(signal: signal)
    }
    guard Platform.takeSignal(Platform.suspendSignal) else { return nil }
    return runOutside { guia_stop_self(Platform.suspendSignal) }
  }

  /// Gives the terminal away while `body` runs (a suspend, an editor for `v`): the screen
  /// left as endwin leaves it, then drawn again whole. Returns the event the window's size
  /// now calls for (`.resize` when it changed meanwhile).
  @discardableResult
  public func runOutside(_ body: () -> Void) -> TerminalEvent {
    writeDirectly(scrollArea.releaseRegion(screenRows: size.height))
    scrollArea.invalidate()
    onTerminal { _ = endwin() }
    // The modes guia set, off for the editor or the shell, and on again after them.
    let alternateScroll = mouse == .wheelAsArrows
    writeDirectly(paste.off + (alternateScroll ? MouseMode.alternateScrollOff : []))
    // The terminal is the editor's or the shell's meanwhile: a SIGTERM waits for them.
    Platform.setOutside(true)
    body()
    Platform.setOutside(false)
    writeDirectly(paste.on + (alternateScroll ? MouseMode.alternateScrollOn : []))
    // Running again: whatever the terminal shows now is not ours.
    drawnSize = nil
    clearok(window, true)
    let before = size
    let after = refreshSize()
    return after == before ? .redraw : .resize(after)
  }

  private func refreshSize() -> CellSize {
    writeDirectly(scrollArea.releaseRegion(screenRows: size.height))
    scrollArea.invalidate()
    if let actual = ends.windowSize {
      if actual.limitedToTerminal != actual { notices.append(TerminalNotice.sizeLimited(actual)) }
      resize_term(Int32(actual.limitedToTerminal.height), Int32(actual.limitedToTerminal.width))
    }
    drawnSize = nil
    size = CellSize(width: Int(guia_cols()), height: Int(guia_lines()))
    updateRestoreSequence()
    return size
  }
}
