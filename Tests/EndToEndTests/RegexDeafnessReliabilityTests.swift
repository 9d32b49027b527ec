import Foundation
import Testing

/// No regular expression makes guia deaf (issue 48): `(.|..|...)*c` on a 64 KiB line and
/// `.{1,3998}QZ` on the GPL's 35 KB, which glibc's matcher (and less 590) took minutes over
/// and could not stop, and a match that costs RE2 a second a page: `q` and SIGTERM are
/// answered while the search runs, with the terminal restored; Ctrl-C stops a search, a
/// million lines' too, and guia goes on (the counter, nothing lit while typing, ESC-u:
/// ReaderTests.RegexSearchJourneyTests).
@Suite struct RegexDeafnessReliabilityTests {
  /// How long `q` or SIGTERM may take to end guia while a search runs: the promise is 100 ms
  /// (20 to 75 ms measured on the release build, up to 144 ms on the debug build beside six
  /// other builds on 2 cores); the bound leaves room for such a machine, as the resize storm's
  /// does, and stays far under the searches alone (seconds to minutes).
  static let deadline = 0.5

  /// The searches, each on its document (``text(for:)``): a 64 KiB line of `a`; the GPL's text; and 20
  /// lines of 64 KiB of lowercase words, where `[a-z]{1,100}[^x]{1,100}Q` outgrows RE2's DFA
  /// and costs its NFA about a second a page.
  static let cases = ["(.|..|...)*c", ".{1,3998}QZ", "[a-z]{1,100}[^x]{1,100}Q"]

  /// The document each search of ``cases`` runs on.
  static func text(for pattern: String) -> String {
    switch pattern {
    case cases[0]: String(repeating: "a", count: 65_536) + "\n"
    case cases[1]: gplText()
    default: words(lines: 20, length: 65_536)
    }
  }

  /// A million numbered lines (24 MB).
  static func millionLines() throws -> URL {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(24_000_000)
    for n in 1...1_000_000 { bytes += Array(String(format: "%07d línea de prueba\n", n).utf8) }
    return try Journey.file("millon.txt", bytes)
  }

  /// The GPL's text as Debian ships it, or lines like it where it is missing.
  static func gplText() -> String {
    (try? String(contentsOfFile: "/usr/share/common-licenses/GPL-3", encoding: .utf8))
      ?? String(repeating: "This program is free software: you can redistribute it and/or modify\n", count: 520)
  }

  /// `lines` lines of `length` lowercase letters and spaces, the same each run.
  static func words(lines: Int, length: Int) -> String {
    var state: UInt64 = 1
    let letters = Array("abcdefghijklmnopqrstuvwxyz     ".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(lines * (length + 1))
    for _ in 0..<lines {
      for _ in 0..<length {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        bytes.append(letters[Int(state >> 33) % letters.count])
      }
      bytes.append(0x0A)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Starts guia in a shell on `text`, runs the search for `pattern` and lets it run a moment.
  private func searching(_ pattern: String) throws -> Journey.Shell {
    let file = try Journey.file("texto.txt", Array(Self.text(for: pattern).utf8))
    let shell = try Journey.Shell([file.path])
    try shell.session.waitForNextFrame(after: 0)
    shell.session.send("/" + pattern + "\r")
    // Long enough for the match to be under way: a key before it would stop the search first.
    shell.session.watch(for: 0.3)
    return shell
  }

  /// Seconds until the shell has written guia's status, or `nil` past `timeout`.
  private func secondsUntilStatus(_ shell: Journey.Shell, from start: ContinuousClock.Instant, timeout: Double)
    -> Double?
  {
    let clock = ContinuousClock()
    while clock.now - start < .seconds(timeout) {
      if shell.read("status") != nil {
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      }
      shell.session.watch(for: 0.005)
    }
    return nil
  }

  @Test("no regular expression makes guia deaf: q and SIGTERM end it within the deadline while each costly search runs (status 0 and 128+15, the terminal restored); Ctrl-C stops a costly RE2 search, and a regex search through a million lines showing its progress, and guia goes on; /(.|..|...)*c on a 64 KiB line ends")
  func regexDeafness() throws {
    Journey.each(Self.cases) { pattern in
      let shell = try searching(pattern)
      let start = ContinuousClock().now
      shell.session.send("q")
      let seconds = secondsUntilStatus(shell, from: start, timeout: Self.deadline)
      #expect(seconds != nil, "q unanswered for \(Self.deadline) s during /\(pattern)")
      print("q during /\(pattern): \(seconds.map { "\(Int($0 * 1000)) ms" } ?? "unanswered")")
      _ = try? shell.session.waitForExit(timeout: 30)
      #expect(shell.read("status") == "0")
      #expect(shell.read("before") == shell.read("after"), "stty -g before and after")
      Reliability.add("deafness-regex", 1)
    }
    Journey.each(Self.cases) { pattern in
      let shell = try searching(pattern)
      let pid = try shell.guiaPid()
      let start = ContinuousClock().now
      kill(pid, SIGTERM)
      let seconds = secondsUntilStatus(shell, from: start, timeout: Self.deadline)
      #expect(seconds != nil, "SIGTERM unanswered for \(Self.deadline) s during /\(pattern)")
      print("SIGTERM during /\(pattern): \(seconds.map { "\(Int($0 * 1000)) ms" } ?? "unanswered")")
      _ = try? shell.session.waitForExit(timeout: 30)
      #expect(shell.read("status") == "\(128 + SIGTERM)")
      #expect(shell.read("before") == shell.read("after"), "stty -g before and after")
      Reliability.add("deafness-regex", 1)
    }
    Journey.part("a million lines") {
      let session = try PtySession([try Self.millionLines().path])
      try session.waitForNextFrame(after: 0)
      try session.press("/")
      try session.type("^no hay tal [0-9]+$")
      session.send("\r")
      try session.wait(for: "the search's progress", timeout: 30) { $0.footer.hasPrefix("Buscando…") }
      kill(session.pid, SIGINT)
      let stopped = try session.wait(for: "the search stopped") { $0.footer == "Búsqueda interrumpida" }
      Snapshots.expectMatchesGolden(stopped, named: "regex-search-80x24-interrupted", session: session)
      try session.press("j")
      #expect(session.lines[1] == "0000002 línea de prueba", "guia still answers")
      #expect(session.footer == "Quedan pasos por ver")
      session.send("q")
      #expect(try session.waitForExit() == 0)
    }
    Journey.part("Ctrl-C") {
      let file = try Journey.file("palabras.txt", Array(Self.words(lines: 20, length: 65_536).utf8))
      let session = try PtySession([file.path])
      try session.waitForNextFrame(after: 0)
      session.send("/[a-z]{1,100}[^x]{1,100}Q\r")
      session.watch(for: 0.3)
      let start = ContinuousClock().now
      session.send(Journey.Keys.control("c"))
      try session.wait(for: "the search stopped", timeout: Self.deadline) { $0.footer.contains("Búsqueda interrumpida") }
      print("Ctrl-C during /[a-z]{1,100}[^x]{1,100}Q: \(ContinuousClock().now - start)")
      try session.press("j")
      session.send("q")
      #expect(try session.waitForExit(timeout: 5).exited(with: 0))
      Reliability.add("deafness-regex", 1)
    }
    Journey.part("(.|..|...)*c ends") {
      let file = try Journey.file("aes.txt", Array((String(repeating: "a", count: 65_536) + "\nabc\n").utf8))
      let session = try PtySession([file.path])
      try session.waitForNextFrame(after: 0)
      session.send("/(.|..|...)*c\r")
      try session.wait(for: "the match on the second line", timeout: 5) { $0.lines[1].hasPrefix("abc") }
      session.send("q")
      #expect(try session.waitForExit(timeout: 5).exited(with: 0))
      Reliability.add("deafness-regex", 1)
    }
  }
}
