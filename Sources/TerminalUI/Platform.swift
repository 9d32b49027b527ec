import ScrollKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import CPlatform
import Document

/// Every libc call the front end makes, in one place (swift-argument-parser's `Platform`).
public enum Platform {
  /// Keeps freed heap memory for reuse, rather than giving it back to the kernel at each key
  /// (see `guia_keep_freed_memory`).
  public static func keepFreedMemory() { guia_keep_freed_memory() }

  /// Gives the memory freed after a peak back to the kernel, but a small reserve; cheap when
  /// there was no peak (see `guia_give_back_memory`).
  public static func giveBackMemory() { guia_give_back_memory() }

  /// Writes `message` whole to standard error (a write cut short or interrupted goes on):
  /// sanitised text only, so a message that quotes the outside cannot move the cursor.
  public static func writeStandardError(_ message: DisplayText) {
    var bytes = Array(message.string.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
      guard written > 0 || errno == EINTR else { return }
      bytes = bytes.dropFirst(max(0, written))
    }
  }

  /// Whether `descriptor` is a terminal.
  public static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// Switches the process to the environment's locale, falling back to `C.UTF-8`, so that
  /// ncurses writes UTF-8. Returns whether the resulting locale uses UTF-8.
  @discardableResult
  public static func useUTF8Locale() -> Bool {
    setlocale(LC_ALL, "")
    if !localeIsUTF8 { setlocale(LC_ALL, "C.UTF-8") }
    return localeIsUTF8
  }

  private static var localeIsUTF8: Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).uppercased()
    return name == "UTF-8" || name == "UTF8"
  }

  /// A typed environment variable name.
  public struct EnvironmentKey: Hashable, Sendable {
    /// The variable's name.
    public let name: String
    /// The terminal type ncurses looks up.
    public static let term = EnvironmentKey(name: "TERM")
    /// The width to lay text out at when stdout is not a terminal.
    public static let columns = EnvironmentKey(name: "COLUMNS")
    /// When set to 1, each drawn frame is followed by an in-band marker for the pty tests; 2
    /// adds a marker each time guia is idle, with the bytes of input it has taken.
    public static let testFrames = EnvironmentKey(name: "GUIA_TEST_FRAMES")
    /// Whether the terminal takes 24-bit colours (`truecolor`, `24bit`).
    public static let colorTerm = EnvironmentKey(name: "COLORTERM")
    /// When set and not empty, no colour is drawn (no-color.org).
    public static let noColor = EnvironmentKey(name: "NO_COLOR")
    /// The manual page man-db pipes to its pager (`bash(1)`), which it sets for the pager's
    /// prompt.
    public static let manPageName = EnvironmentKey(name: "MAN_PN")
  }

  /// The size of the terminal on `descriptor`, or `nil` when it is none.
  public static func windowSize(of descriptor: Int32) -> CellSize? {
    var rows: Int32 = 0
    var columns: Int32 = 0
    guard guia_get_winsize(descriptor, &rows, &columns) == 0, rows > 0, columns > 0 else { return nil }
    return CellSize(width: Int(columns), height: Int(rows))
  }

  /// The locale the reader asked for character handling: the first of `LC_ALL`, `LC_CTYPE`
  /// and `LANG` that is set (what a terminal of that user is likely set up for).
  public static var requestedCharacterLocale: String? {
    for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
      if let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty { return value }
    }
    return nil
  }

  /// The value of an environment variable, if set.
  public static func environment(_ key: EnvironmentKey) -> String? {
    getenv(key.name).map { String(cString: $0) }
  }

  /// The signals that end a session; each is turned into an event by the self-pipe.
  public static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  /// The signal of Ctrl-C: it ends a session, or only stops a wait for the end of the input.
  public static let interruptSignal = SIGINT
  /// The signal of a terminal resize.
  public static let resizeSignal = SIGWINCH
  /// The signal of Ctrl-Z.
  public static let suspendSignal = SIGTSTP

  /// Turns `signals` into bytes written to `descriptor` (the self-pipe), remembering what
  /// they did before; returns whether every handler was installed.
  static func routeSignals(_ signals: [Int32], to descriptor: Int32) -> Bool {
    signals.withUnsafeBufferPointer {
      guia_install_signal_pipe(descriptor, $0.baseAddress, Int32($0.count))
    } == 0
  }

  /// Gives the signals routed by ``routeSignals(_:to:)`` back their dispositions from before;
  /// from now on no handler writes to the pipe's descriptor, which may be closed and reused.
  static func restoreSignals() {
    _ = guia_restore_signals()
  }

  /// Whether `signal` arrived since the last look (and forgets it): many arrivals of one
  /// signal between two looks count once, so a storm of resizes is one resize.
  public static func takeSignal(_ signal: Int32) -> Bool {
    guia_take_signal(signal) != 0
  }

  /// Makes every other signal that would end the process restore the terminal on `output` and
  /// the modes `input` has now before it does (see `guia_install_crash_restore`).
  static func installCrashRestore(input: Int32, output: Int32) -> Bool {
    guia_install_crash_restore(input, output) == 0
  }

  /// Undoes ``installCrashRestore(input:output:)``, once the terminal is restored in order.
  static func removeCrashRestore() {
    _ = guia_remove_crash_restore()
  }

  /// Restores the default action of `signal` and raises it, so the parent sees the usual
  /// death by signal after guia has restored the terminal.
  public static func reraise(_ signal: Int32) -> Never {
    guia_reraise_default(signal)
    exit(128 + signal)
  }
}
