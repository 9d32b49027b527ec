#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import CPlatform
import Document

/// What the process prints, caught before it reaches the screen: a console row shows its last
/// line, while the terminal draws on a descriptor of its own.
///
/// Starting a console first duplicates the real standard output (``terminalDescriptor``, which
/// the terminal draws on), then puts a pipe on descriptor 1, so `print` and every C `printf`
/// write into the pipe. Its read end, ``descriptor``, is polled by the terminal, which reports
/// `.consoleChanged` after ``readAvailable()`` has read it.
///
/// The pipe's write end is non-blocking: the process itself reads it, so a print that
/// blocked on a full pipe (64 KiB unread) would wait for a reader that never runs. A print that
/// finds the pipe full is dropped instead, which a console showing one line can afford.
///
/// ``restore()`` puts the real standard output back; the terminal calls it when it ends, and
/// the crash handler does the same from its signal handler.
public final class Console {
  /// The standard output from before the capture: the terminal.
  public let terminalDescriptor: Int32
  /// The pipe's read end: readable when the process has printed.
  public let descriptor: Int32
  /// The descriptor captured (1, standard output).
  private let captured: Int32
  /// The pipe's write end, kept to put back on ``captured`` after ``writingToTerminal(_:)``.
  private let writeEnd: Int32
  private var lines = ConsoleLines()
  private var restored = false

  /// The last line printed, sanitised.
  public var lastLine: DisplayText { lines.lastLine }

  /// Captures `captured` (standard output unless a test says otherwise).
  ///
  /// - Throws: ``TerminalError/system(_:)`` when a descriptor cannot be made; nothing is
  ///   captured then.
  public init(capturing captured: Int32 = 1) throws {
    self.captured = captured
    if captured == 1 { guia_stdout_flush() }
    let saved = fcntl(captured, F_DUPFD_CLOEXEC, 3)
    guard saved >= 0 else { throw TerminalError.system(String(cString: strerror(errno))) }
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      close(saved)
      throw TerminalError.system(String(cString: strerror(errno)))
    }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    guard dup2(ends[1], captured) >= 0 else {
      [saved, ends[0], ends[1]].forEach { close($0) }
      throw TerminalError.system(String(cString: strerror(errno)))
    }
    terminalDescriptor = saved
    writeEnd = ends[1]
    descriptor = ends[0]
    guia_set_restore_descriptor(saved, captured)
    // A whole line per write, so the console rarely sees half of one.
    if captured == 1 { guia_stdout_line_buffered() }
  }

  deinit { restore() }

  /// Reads what was printed since the last call; returns whether ``lastLine`` changed.
  @discardableResult
  public func readAvailable() -> Bool {
    if captured == 1 {
      guia_stdout_flush()
      // A print dropped on a full pipe leaves stdio's error flag set: it is forgotten, so
      // later prints are not refused.
      guia_stdout_clear_error()
    }
    var changed = false
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      changed = lines.append(buffer[..<count]) || changed
    }
    return changed
  }

  /// Puts the real standard output back (once) and closes the pipe: later prints reach the
  /// terminal, as before the console.
  public func restore() {
    guard !restored else { return }
    restored = true
    if captured == 1 { guia_stdout_flush() }
    readAvailable()
    guia_set_restore_descriptor(-1, -1)
    _ = dup2(terminalDescriptor, captured)
    [terminalDescriptor, descriptor, writeEnd].forEach { close($0) }
  }

  /// Runs `body` with the terminal back on standard output, for ncurses' calls that write into
  /// C's stdout (mvcur, vidattr). stdout stays locked meanwhile, so a `print` from another
  /// thread waits (Swift's print holds the same lock) instead of reaching the screen.
  func writingToTerminal<Result>(_ body: () throws -> Result) rethrows -> Result {
    guard !restored, captured == 1 else { return try body() }
    guia_stdout_lock()
    defer { guia_stdout_unlock() }
    guia_stdout_flush()
    _ = dup2(terminalDescriptor, captured)
    defer {
      guia_stdout_flush()
      _ = dup2(writeEnd, captured)
    }
    return try body()
  }
}

/// The line-keeping of a console, apart from its descriptors: bytes in, last line out.
struct ConsoleLines {
  /// A line longer than this is shown as far as it got: the console has one row.
  static let longestLine = 4096

  private(set) var lastLine: DisplayText = ""
  private var partial: [UInt8] = []

  /// Takes printed bytes; returns whether the last complete line changed.
  mutating func append(_ bytes: some Collection<UInt8>) -> Bool {
    var changed = false
    for byte in bytes {
      if byte == UInt8(ascii: "\n") {
        changed = finishLine() || changed
      } else if partial.count < Self.longestLine {
        partial.append(byte)
      }
    }
    return changed
  }

  private mutating func finishLine() -> Bool {
    let line = DisplayText(sanitizing: String(decoding: partial, as: UTF8.self))
    partial.removeAll(keepingCapacity: true)
    guard line != lastLine else { return false }
    lastLine = line
    return true
  }
}
