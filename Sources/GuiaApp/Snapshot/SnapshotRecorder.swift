import ScrollKit

#if canImport(Glibc)
  import Glibc
#endif
import CPlatform
import ScreenshotKit
import TerminalUI

/// guia itself in a private pseudo-terminal, its output read into a terminal emulator
/// (libvterm): the imperative half of `guia snapshot`.
///
/// It never sleeps: the guia it runs says when it is idle (`GUIA_TEST_FRAMES=2`: an in-band
/// marker with the bytes of input taken, written when nothing is queued or ticking), and a
/// step is answered once guia is idle having taken the step's bytes, and no frame is half
/// written.
final class SnapshotRecorder: SnapshotRecording {
  private let pid: pid_t
  private let master: Int32
  let screen: VirtualScreen
  private let timeout: Int
  /// The bytes typed so far.
  private var bytesSent = 0
  /// What the markers said: the input guia had taken when last idle, the frames begun and
  /// drawn.
  private var idleAt = -1
  /// How many idle markers have come: a resize is answered by one more.
  private var idleCount = 0
  /// The idle markers a settled screen needs (one more after each resize).
  private var idleNeeded = 0
  private var framesBegun = 0
  private var frames = 0
  /// Bytes of a marker cut by the end of a read.
  private var pending: [UInt8] = []
  private var exitStatus: Int32?

  /// Starts guia (this same executable) with `arguments` in a pty of `size`.
  /// `input`, when given, is its standard input (the document of `-`), the pty its terminal.
  init(arguments: [String], size: CellSize, timeout: Int, input: Int32? = nil) throws(GuiaError) {
    self.timeout = timeout
    var environment: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    // The picture's terminal: xterm's keys and colours; guia's size comes from the pty.
    environment["TERM"] = "xterm-256color"
    environment["GUIA_TEST_FRAMES"] = "2"
    environment["COLUMNS"] = nil
    environment["LINES"] = nil
    let executable = Self.executablePath()
    let argv = [executable] + arguments
    let envp = environment.map { "\($0.key)=\($0.value)" }
    let cArguments = argv.map { strdup($0) } + [nil]
    let cEnvironment = envp.map { strdup($0) } + [nil]
    defer {
      cArguments.forEach { free($0) }
      cEnvironment.forEach { free($0) }
    }
    var descriptor: Int32 = -1
    let pid = cArguments.withUnsafeBufferPointer { args in
      cEnvironment.withUnsafeBufferPointer { envs in
        // The guia inside reads its document from `input` and its keys from its terminal, as
        // `cmd | guia` does.
        guia_spawn_in_pty_reading(
          executable, args.baseAddress, envs.baseAddress, Int32(size.height), Int32(size.width),
          input ?? -1, &descriptor)
      }
    }
    guard pid > 0 else { throw .terminal(.system(String(cString: strerror(errno)))) }
    self.pid = pid
    master = descriptor
    screen = VirtualScreen(rows: size.height, columns: size.width)
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    close(master)
  }

  /// This program's own path, for the guia it runs.
  private static func executablePath() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return CommandLine.arguments[0] }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Whether guia has ended (on its own, as `-F` does, or after `q`).
  var hasExited: Bool { exitStatus != nil }

  /// Types `bytes`, as the terminal sends a key.
  func type(_ bytes: [UInt8]) {
    var sent = 0
    while sent < bytes.count, !hasExited {
      let count = bytes[sent...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if count > 0 {
        sent += count
      } else if errno != EINTR {
        break
      }
    }
    bytesSent += bytes.count
  }

  /// Reads what guia writes until it is idle having taken every byte typed, and no frame is
  /// half written; or until it has ended.
  func settle() throws(GuiaError) {
    var deadline = timespec()
    clock_gettime(CLOCK_MONOTONIC, &deadline)
    deadline.tv_sec += timeout
    while !hasExited, !(idleAt >= bytesSent && idleCount >= idleNeeded && framesBegun <= frames) {
      var now = timespec()
      clock_gettime(CLOCK_MONOTONIC, &now)
      let remaining = Int(deadline.tv_sec - now.tv_sec) * 1000 + Int(deadline.tv_nsec - now.tv_nsec) / 1_000_000
      guard remaining > 0 else { throw .snapshotTimedOut(seconds: timeout) }
      readAvailable(waiting: min(remaining, 1000))
    }
  }

  /// Resizes the window, as a user dragging it: the kernel sends guia SIGWINCH, and the step
  /// is answered by guia's next idle marker, after its new frame.
  func resize(columns: Int, rows: Int) {
    idleNeeded = idleCount + 1
    screen.resize(rows: rows, columns: columns)
    _ = guia_set_winsize(master, Int32(rows), Int32(columns))
  }

  /// Ends guia (`q`, then a hang-up if it does not go) and returns how it exited.
  func finish() -> Int32 {
    if !hasExited {
      type(Array("q".utf8))
      for _ in 0..<(timeout * 10) where !hasExited { readAvailable(waiting: 100) }
    }
    if !hasExited {
      kill(pid, SIGHUP)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
      exitStatus = status
    }
    return exitStatus ?? 0
  }

  /// One read of what guia wrote, waiting up to `milliseconds` for it.
  private func readAvailable(waiting milliseconds: Int) {
    var watched = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let ready = poll(&watched, 1, Int32(milliseconds))
    guard ready > 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 65536)
    let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
    if count > 0 {
      screen.feed(buffer[0..<count])
      scanMarkers(buffer[0..<count])
    } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
      // EIO: every descriptor of the pty's other side is closed; guia has gone.
      var status: Int32 = 0
      waitpid(pid, &status, 0)
      exitStatus = status
    }
  }

  /// Counts the markers in `bytes`: `ESC ] 777 ; guia-KIND ; N BEL`.
  private func scanMarkers(_ bytes: ArraySlice<UInt8>) {
    var text = pending + bytes
    pending = []
    let prefix = Array("\u{1B}]777;guia-".utf8)
    var index = 0
    while let start = Self.find(prefix, in: text, from: index) {
      guard let end = text[start...].firstIndex(of: 0x07) else {
        // Cut by the read: kept for the next one.
        pending = Array(text[start...])
        break
      }
      let body = String(decoding: text[(start + prefix.count)..<end], as: UTF8.self)
      let parts = body.split(separator: ";")
      if parts.count == 2, let number = Int(parts[1]) {
        switch parts[0] {
        case "idle":
          idleAt = number
          idleCount += 1
        case "begin": framesBegun = number
        case "frame": frames = number
        default: break
        }
      }
      index = end + 1
    }
    if pending.isEmpty, let escape = text.lastIndex(of: 0x1B), escape >= index,
      prefix.starts(with: text[escape...].prefix(prefix.count)), text.count - escape < prefix.count
    {
      // A marker's first bytes, ending the read.
      pending = Array(text[escape...])
    }
    text.removeAll()
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    guard haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
    return (start...(haystack.count - needle.count)).first {
      haystack[$0] == needle[0] && haystack[$0..<($0 + needle.count)].elementsEqual(needle)
    }
  }
}
