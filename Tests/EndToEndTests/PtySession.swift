import ScreenshotKit
import CPlatform
import Foundation
import Synchronization
import Testing

/// Something a journey waited for that did not come; carries the screen as it was.
struct ScreenTimeout: Error, CustomStringConvertible {
  let waitingFor: String
  let screen: [String]
  var picture: String?
  var description: String {
    "timed out waiting for \(waitingFor); picture of the screen: \(picture ?? "none"); the screen was:\n"
      + screen.joined(separator: "\n")
  }
}

/// The real `guia` binary in a real pseudo-terminal, its output rebuilt by ``VirtualScreen``.
///
/// Nothing here sleeps: every wait polls the pty with a deadline and checks a condition on the
/// screen, or counts the in-band frame markers guia writes after each frame when
/// `GUIA_TEST_FRAMES=1` (less's lesstest does the same with its dump character).
final class PtySession {
  let pid: pid_t
  let master: Int32
  let screen: VirtualScreen
  /// Every byte the program wrote, markers included.
  private(set) var output: [UInt8] = []
  /// The number of frames guia reported drawing.
  private(set) var frames = 0
  /// The number of frames guia began; more than ``frames`` while one is being written.
  private(set) var framesBegun = 0
  private var markerScan = 0
  private var exitStatus: Int32?
  private var closed = false
  /// The test that started the session, for the picture of its last screen.
  private let testName: String
  private static let sessionCount = Mutex(0)
  private var hungUp = false

  static let binary: String = {
    if let path = ProcessInfo.processInfo.environment["GUIA_BINARY"] { return path }
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return executable.deletingLastPathComponent().appendingPathComponent("guia").path
  }()

  /// Starts `executable` (guia by default) with `arguments` in a pty of `rows` × `columns`.
  init(
    _ arguments: [String] = [], rows: Int = 24, columns: Int = 80,
    environment: [String: String] = [:], executable: String = PtySession.binary,
    directory: String? = nil, controllingTerminal: Bool = true
  ) throws {
    var env = [
      "TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
      "GUIA_TEST_FRAMES": "1", "PATH": "/usr/bin:/bin", "HOME": "/tmp",
      // No search history shared between journeys run side by side (an empty value unsets it).
      "LESSHISTFILE": "-",
    ]
    if let directory { env["PWD"] = directory }
    // Sanitizer runs (make sanitize) pass their settings on to guia.
    for key in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "GUIA_SANITIZER"] {
      if let value = ProcessInfo.processInfo.environment[key] { env[key] = value }
    }
    for (key, value) in environment { env[key] = value }
    let argv = [executable] + arguments
    let envp = env.filter { !$0.value.isEmpty }.map { "\($0.key)=\($0.value)" }
    var masterDescriptor: Int32 = -1
    let cArgs = argv.map { strdup($0) } + [nil]
    let cEnv = envp.map { strdup($0) } + [nil]
    defer {
      cArgs.forEach { free($0) }
      cEnv.forEach { free($0) }
    }
    let pid = cArgs.withUnsafeBufferPointer { args in
      cEnv.withUnsafeBufferPointer { envs in
        controllingTerminal
          ? guia_spawn_in_pty(
            executable, args.baseAddress, envs.baseAddress, Int32(rows), Int32(columns),
            &masterDescriptor)
          : guia_spawn_on_pty_without_controlling_terminal(
            executable, args.baseAddress, envs.baseAddress, Int32(rows), Int32(columns),
            &masterDescriptor)
      }
    }
    guard pid > 0 else { throw POSIXError(.ECHILD) }
    self.pid = pid
    master = masterDescriptor
    let number = Self.sessionCount.withLock {
      $0 += 1
      return $0
    }
    let name = (Test.current?.name ?? "session").filter { $0.isLetter || $0.isNumber }
    testName = "\(name)-\(number)"
    screen = VirtualScreen(rows: rows, columns: columns)
  }

  deinit {
    // Every session leaves its last screen, as text and as a picture, in one folder.
    let folder = Snapshots.screenshotFolder.appendingPathComponent("final")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? (screen.lines.joined(separator: "\n") + "\n").write(
      to: folder.appendingPathComponent(testName + ".txt"), atomically: true, encoding: .utf8)
    Snapshots.picture(screen.screenshot(title: "guia"), as: testName, in: folder)
    if exitStatus == nil {
      // The whole session, not only its leader: a shell's jobs are process groups of their
      // own, and a guia stuck in a handler with every signal blocked outlived the shell.
      for member in Self.processes(inSession: pid) where member != pid { kill(member, SIGKILL) }
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    if !hungUp { close(master) }
  }

  /// The processes whose session is `session` (every program started in a pty is a session's
  /// leader).
  static func processes(inSession session: pid_t) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry in
      guard let pid = pid_t(entry),
        let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      // After the command: state, ppid, pgrp, session.
      let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
      return fields.count > 3 && pid_t(fields[3]) == session ? pid : nil
    }
  }

  /// The screen's text, row by row, without the scroll indicator's thumb (tests of the
  /// indicator read ``rawLines``).
  var lines: [String] { screen.lines.map(Journey.withoutIndicator) }

  /// Whether guia wrote `text` (a control sequence, say) at any point of the session.
  func wrote(_ text: String) -> Bool {
    let needle = Array(text.utf8)
    guard output.count >= needle.count else { return false }
    return (0...(output.count - needle.count)).contains {
      output[$0..<($0 + needle.count)].elementsEqual(needle)
    }
  }

  /// The screen's text exactly as shown.
  var rawLines: [String] { screen.lines }

  /// The footer's text: the last row, without its centring.
  var footer: String { lines.last?.trimmingCharacters(in: .whitespaces) ?? "" }

  /// Types `keys` (bytes as a terminal would send them).
  func send(_ keys: String) {
    let bytes = Array(keys.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Types `text` as a paste does, all at once, reading what guia writes meanwhile: the
  /// terminal's input queue holds a few kilobytes, so a long paste is only taken in while guia
  /// reads it, and guia only reads while its output is read.
  func paste(_ text: String, timeout: Double = 15) throws {
    let bytes = Array(text.utf8)
    let flags = fcntl(master, F_GETFL)
    _ = fcntl(master, F_SETFL, flags | O_NONBLOCK)
    defer { _ = fcntl(master, F_SETFL, flags) }
    let deadline = Date().addingTimeInterval(timeout)
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if count > 0 { sent += count }
      guard Date() < deadline, !closed else {
        throw ScreenTimeout(waitingFor: "a paste taken in (\(sent) of \(bytes.count) bytes)", screen: lines, picture: nil)
      }
      if sent < bytes.count { readAvailable(timeoutMilliseconds: 10) }
    }
  }

  /// Closes the terminal, as when its window is closed: guia gets a hang-up.
  func hangUp() {
    guard !hungUp else { return }
    hungUp = true
    closed = true
    close(master)
  }

  /// Changes the pty's size; the kernel sends SIGWINCH to guia.
  func resize(rows: Int, columns: Int) {
    screen.resize(rows: rows, columns: columns)
    _ = guia_set_winsize(master, Int32(rows), Int32(columns))
  }

  /// Reads what guia writes until `condition` holds, or fails after `timeout` seconds.
  @discardableResult
  func wait(
    for description: String, timeout: Double = 15, until condition: (PtySession) -> Bool
  ) throws -> [String] {
    let deadline = Date().addingTimeInterval(timeout)
    // A condition is only taken between frames, never halfway through one being written.
    while !(condition(self) && framesBegun <= frames) {
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0, !closed else {
        let picture = Snapshots.picture(
          screen.screenshot(title: "guia"), as: testName + "-timeout",
          in: Snapshots.screenshotFolder.appendingPathComponent("final"))
        throw ScreenTimeout(waitingFor: description, screen: lines, picture: picture)
      }
      readAvailable(timeoutMilliseconds: Int32(min(remaining, 1) * 1000))
    }
    return lines
  }

  /// Reads what guia writes for `seconds`, for a test that something does not happen: what
  /// must not come can only be watched for, for a while. Keep the time a few of the periods
  /// in which it would come (such as the follow interval), never a guess at how long guia takes.
  func watch(for seconds: Double) {
    let deadline = Date().addingTimeInterval(seconds)
    while !closed, deadline.timeIntervalSinceNow > 0 {
      readAvailable(timeoutMilliseconds: Int32(max(1, deadline.timeIntervalSinceNow * 1000)))
    }
  }

  /// Waits until the screen contains `text` somewhere.
  @discardableResult
  func wait(forText text: String, timeout: Double = 15) throws -> [String] {
    try wait(for: "'\(text)' on screen", timeout: timeout) { $0.lines.contains { $0.contains(text) } }
  }

  /// Waits for the frame after the current one: the screen once guia has reacted to a key.
  @discardableResult
  func waitForNextFrame(after count: Int? = nil, timeout: Double = 15) throws -> [String] {
    let target = (count ?? frames) + 1
    return try wait(for: "frame \(target)", timeout: timeout) { $0.frames >= target }
  }

  /// Sends `keys` and waits until guia has drawn the frame that answers them.
  @discardableResult
  func press(_ keys: String) throws -> [String] {
    // A frame already begun answers something else: the key's frame comes after it.
    let before = max(frames, framesBegun)
    send(keys)
    return try waitForNextFrame(after: before)
  }

  /// The program's peak resident memory so far, in kB (VmHWM), or 0 when it cannot be read.
  var peakMemoryKB: Int { Self.peakMemoryKB(of: pid) }

  /// The peak resident memory of process `pid`, in kB (VmHWM), or 0.
  static func peakMemoryKB(of pid: pid_t) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
      return 0
    }
    return status.split(separator: "\n").first { $0.hasPrefix("VmHWM") }
      .flatMap { Int($0.split(separator: " ").dropFirst().first { !$0.isEmpty } ?? "") } ?? 0
  }

  /// The bytes the next frame wrote, markers left out: how much a key costs on the wire.
  func bytesWritten(pressing key: String) throws -> Int {
    let before = output.count
    try press(key)
    let markers = "\u{1B}]777;guia-frame;\(frames)\u{07}".utf8.count
      + "\u{1B}]777;guia-begin;\(frames)\u{07}".utf8.count
    return output.count - before - markers
  }

  /// Types `text` one key at a time, waiting for the frame that answers each key.
  @discardableResult
  func type(_ text: String) throws -> [String] {
    var lines = self.lines
    for character in text { lines = try press(String(character)) }
    return lines
  }

  /// Waits for the program to exit, reading its last output; returns its wait status.
  func waitForExit(timeout: Double = 15) throws -> Int32 {
    if let exitStatus { return exitStatus }
    let deadline = Date().addingTimeInterval(timeout)
    while !closed, deadline.timeIntervalSinceNow > 0 {
      readAvailable(timeoutMilliseconds: 200)
      var status: Int32 = 0
      if waitpid(pid, &status, WNOHANG) == pid {
        exitStatus = status
        // Drain what was written just before exiting; bounded, as a child left behind (a
        // command the program started) can keep the pty open for ever.
        let drained = Date().addingTimeInterval(2)
        while !closed, drained.timeIntervalSinceNow > 0 { readAvailable(timeoutMilliseconds: 100) }
        return status
      }
    }
    var status: Int32 = 0
    let deadlineLeft = deadline.timeIntervalSinceNow
    if deadlineLeft <= 0 && waitpid(pid, &status, WNOHANG) != pid {
      throw ScreenTimeout(waitingFor: "exit", screen: lines)
    }
    waitpid(pid, &status, 0)
    exitStatus = status
    return status
  }

  /// Waits up to `timeout` seconds for the program to exit without reading the pty (it may be
  /// closed); returns its wait status, or `nil` if it still runs.
  func exitStatus(within timeout: Double) -> Int32? {
    if let exitStatus { return exitStatus }
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
      var status: Int32 = 0
      if waitpid(pid, &status, WNOHANG) == pid {
        exitStatus = status
        // Drain what was written just before exiting (an error message), as waitForExit does.
        while !closed { readAvailable(timeoutMilliseconds: 100) }
        return status
      }
      if !closed { readAvailable(timeoutMilliseconds: 20) } else { usleep(20_000) }
    } while deadline.timeIntervalSinceNow > 0
    return nil
  }

  private func readAvailable(timeoutMilliseconds: Int32) {
    var watched = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let ready = poll(&watched, 1, max(0, timeoutMilliseconds))
    guard ready > 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
    if count <= 0 {
      // EIO: every slave descriptor is closed, the program has gone.
      if count == 0 || errno != EINTR && errno != EAGAIN { closed = true }
      return
    }
    output += buffer[0..<count]
    screen.feed(buffer[0..<count])
    countMarkers()
  }

  private static let markerPrefix = Array("\u{1B}]777;guia-".utf8)

  /// Counts the frame markers in the output not scanned yet; a marker cut by a read boundary
  /// is scanned again on the next read.
  private func countMarkers() {
    let prefix = Self.markerPrefix
    var index = markerScan
    while index + prefix.count <= output.count {
      guard output[index] == prefix[0], output[index..<index + prefix.count].elementsEqual(prefix)
      else {
        index += 1
        continue
      }
      let body = index + prefix.count
      guard let end = output[body...].firstIndex(of: 0x07) else { break }
      let text = String(decoding: output[body..<end], as: UTF8.self)
      if text.hasPrefix("frame;"), let number = Int(text.dropFirst(6)) {
        frames = max(frames, number)
      } else if text.hasPrefix("begin;"), let number = Int(text.dropFirst(6)) {
        framesBegun = max(framesBegun, number)
      }
      index = end + 1
    }
    markerScan = index
  }
}

/// Whether the tests run under a sanitizer, whose shadow memory makes RSS figures meaningless.
var underSanitizer: Bool { ProcessInfo.processInfo.environment["GUIA_SANITIZER"] != nil }

/// Whether the binary under test is the product `make test` builds (`GUIA_BINARY`, the release
/// build): a debug build's peak memory is larger than the product's, and a bound meant for the
/// product is checked on the product.
var testsProductBinary: Bool { ProcessInfo.processInfo.environment["GUIA_BINARY"] != nil && !underSanitizer }

/// Whether the programs run under ThreadSanitizer (make sanitize-thread sets
/// GUIA_SANITIZER=thread).
var underThreadSanitizer: Bool { ProcessInfo.processInfo.environment["GUIA_SANITIZER"] == "thread" }

extension Int32 {
  /// Whether this wait status says the program exited normally with `code`.
  func exited(with code: Int32) -> Bool { self & 0x7F == 0 && (self >> 8) & 0xFF == code }
  /// The signal that ended the program, if one did.
  var terminatingSignal: Int32? { self & 0x7F != 0 && self & 0x7F != 0x7F ? self & 0x7F : nil }
}
