import Foundation
import Testing

/// Hostile conditions in a real terminal: storms of resizes, signals, strange environments,
/// files that change under guia, endless input, and documents made of escape sequences.
@Suite struct ReliabilityJourneyTests {
  private var full: Bool { ProcessInfo.processInfo.environment["GUIA_RELIABILITY"] == "full" }

  @Test("extreme terminal sizes draw and quit cleanly", arguments: [
    (1, 1), (2, 2), (3, 10), (1, 500), (200, 1), (200, 500),
  ])
  func extremeSizes(rows: Int, columns: Int) throws {
    let session = try PtySession(rows: rows, columns: columns)
    try session.waitForNextFrame(after: 0)
    try session.press("G")
    session.send("q")
    #expect(try session.waitForExit().exited(with: 0))
  }

  @Test("a storm of resizes, keys in between: the last screen is right and no key is lost")
  func resizeStorm() throws {
    let file = try LargeFileTests.numberedFile(3000)
    let session = try PtySession(["--no-indicator", file.path])
    try session.waitForNextFrame(after: 0)
    let events = full ? 5000 : 1000
    var keys = 0
    for event in 0..<events {
      // Widths stay above the lines' length, so that every `j` moves one line whatever the
      // width at the moment guia reads it.
      session.resize(rows: 5 + event % 60, columns: 40 + (event * 7) % 160)
      if event % 50 == 0 {
        session.send("j")
        keys += 1
      }
    }
    session.resize(rows: 24, columns: 80)
    // The whole final screen, footer included: a frame of an earlier, taller size shows the
    // same first rows.
    try session.wait(for: "the final screen", timeout: 60) {
      $0.lines.count == 24 && $0.lines[1].hasPrefix(String(format: "%07d", keys + 1))
        && $0.footer == "Quedan pasos por ver"
    }
    #expect(session.lines[2].hasPrefix(String(format: "%07d", keys + 2)))
    #expect(session.footer == "Quedan pasos por ver")
    session.send("q")
    #expect(try session.waitForExit().exited(with: 0))
    Reliability.record("resizes", events)
  }

  @Test("SIGINT, SIGTERM, SIGHUP and SIGQUIT restore the terminal, with status 128+N",
        arguments: [Int32(2), 15, 1, 3])
  func signals(signal: Int32) throws {
    // SIGINT ends guia only with -K, as less; without it, it stops what runs.
    let shell = try Journey.Shell(signal == SIGINT ? ["-K"] : [])
    let pid = try shell.guiaPid()
    try shell.session.wait(forText: "Paso 1")
    kill(pid, signal)
    _ = try shell.session.waitForExit()
    #expect(shell.read("status") == "\(128 + signal)")
    #expect(shell.read("before") == shell.read("after"))
    Reliability.add("signals", 1)
  }

  @Test("a closed terminal ends guia (hang-up) instead of leaving it spinning")
  func closedTerminal() throws {
    let session = try PtySession()
    try session.waitForNextFrame(after: 0)
    session.hangUp()
    let status = try session.waitForExit()
    #expect(status.terminatingSignal == SIGHUP || status.exited(with: 0))
    Reliability.add("signals", 1)
  }

  @Test("TERM=dumb cannot move the cursor: a clear message, the guide written whole, status 0, no hang")
  func dumbTerminal() throws {
    let session = try PtySession(environment: ["TERM": "dumb"])
    #expect(try session.waitForExit().exited(with: 0))
    let output = String(decoding: session.output, as: UTF8.self)
    #expect(output.contains("no puede mover el cursor") && output.contains("sin paginar"))
    #expect(output.contains("Paso 1") && !output.contains("\u{1B}"), "the guide, with no escape sequence")
  }

  @Test("NO_COLOR: no colour is ever sent (guia uses attributes only)")
  func noColor() throws {
    let session = try PtySession(environment: ["NO_COLOR": "1"])
    try session.waitForNextFrame(after: 0)
    try session.press("G")
    let output = String(decoding: session.output, as: UTF8.self)
    for colour in ["[3", "[4", "[9", "[10", "38;", "48;"] {
      #expect(!output.contains("\u{1B}" + colour + "1m"), "a colour sequence was sent")
    }
  }

  @Test("a non-UTF-8 locale still shows the text (guia switches to C.UTF-8)")
  func asciiLocale() throws {
    let session = try PtySession(environment: ["LANG": "C", "LC_ALL": "C"])
    let lines = try session.waitForNextFrame(after: 0)
    #expect(Journey.title(lines) == "  Guía de montaje")
    #expect(lines.contains("  Comprueba que están todas las piezas."))
  }

  @Test("a file truncated, deleted or replaced while open: no crash, keys still answer",
        arguments: ["truncate", "delete", "replace"])
  func fileChanges(change: String) throws {
    let file = try LargeFileTests.numberedFile(500)
    let session = try PtySession([file.path])
    try session.waitForNextFrame(after: 0)
    try session.press(" ")
    switch change {
    case "truncate": truncate(file.path, 100)
    case "delete": try FileManager.default.removeItem(at: file)
    default:
      let other = try Journey.file("otro.txt", Array("nuevo\n".utf8))
      _ = rename(other.path, file.path)
    }
    for key in ["G", "g", "j", " ", "F", "k"] { try session.press(key) }
    session.send("q")
    #expect(try session.waitForExit().exited(with: 0))
  }

  @Test("/dev/zero: endless input, memory bounded, keys answer")
  func devZero() throws {
    let session = try PtySession(["/dev/zero"])
    try session.wait(forText: "^@^@^@")
    for _ in 0..<3 { session.send("G") }
    session.send("k")
    try session.wait(for: "rows below") { $0.footer == "Quedan pasos por ver" }
    let peak = session.peakMemoryKB
    #expect(underSanitizer || (peak > 0 && peak < 64 * 1024), "peak RSS \(peak) kB")
    session.send("q")
    #expect(try session.waitForExit().exited(with: 0))
  }
}

extension Reliability {
  /// Adds `count` to the number recorded under `name` (tests run in parallel: best effort).
  static func add(_ name: String, _ count: Int) {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/reliability")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    let line = Array("+\(count)\n".utf8)
    _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }

  /// Records `count` under `name`, replacing what was there.
  static func record(_ name: String, _ count: Int) {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/reliability")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? "\(count)\n".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }
}

enum Reliability {}
