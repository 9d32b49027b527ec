import Foundation
import Testing

/// The edges of the terminal: every signal that ends guia, windows larger than ncurses can
/// hold, and the terminal types: unknown, unset or dumb ones, what each terminfo allows
/// (struck-out text, padding, bracketed paste), terminals without a scrolling region.
@Suite struct TerminalLimitsJourneyTests {
  /// No core file and no Swift backtracer; under the sanitizers (make sanitize), their own
  /// handlers for SIGSEGV, SIGBUS and SIGFPE are left out, or they would report and exit 1
  /// before guia's handler restores the terminal and re-raises.
  static let crashSetup = #"ulimit -c 0; export SWIFT_BACKTRACE=enable=no; "#
    + #"export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}handle_segv=0:handle_sigbus=0:handle_sigfpe=0"; "#
    + #"export TSAN_OPTIONS="${TSAN_OPTIONS:+$TSAN_OPTIONS:}handle_segv=0:handle_sigbus=0:handle_sigfpe=0"; "#

  /// Every signal whose default action ends the process and that guia does not turn into an
  /// orderly end (SIGINT, SIGTERM, SIGHUP and SIGQUIT are in ReliabilityJourneyTests); 40 is a
  /// real-time signal. SIGXFSZ is not among them: guia ignores it, so that a write past
  /// `ulimit -f` fails with EFBIG instead.
  ///
  /// Under ThreadSanitizer only the signals it defers to a safe point: it runs a handler for
  /// the ones in ``threadSanitizerFaults`` at once, as for a fault, even when kill(2) sent it
  /// while the thread was inside the sanitizer's runtime holding its slot lock, and the
  /// handler's first atomic then waits for that lock for ever (google/sanitizers#1540). The
  /// handler is the same for every signal, so its races are still looked for.
  static let endingSignals: [Int32] = [
    SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, SIGVTALRM, SIGPROF, SIGPWR, SIGIO, SIGSTKFLT,
    SIGPIPE, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGFPE, SIGSYS, 40,
  ].filter { !underThreadSanitizer || !threadSanitizerFaults.contains($0) }

  /// The signals ThreadSanitizer takes as synchronous whoever sends them (is_sync_signal in
  /// its tsan_interceptors_posix.cpp).
  static let threadSanitizerFaults: Set<Int32> = [
    SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGPIPE, SIGSYS,
  ]

  @Test("signals: the orderly ones (SIGINT with -K, SIGTERM, SIGHUP, SIGQUIT), every other that ends guia, a real crash and a hang-up end guia by the signal with the terminal as it found it; one ignored at start stays ignored; without -K, Ctrl-C and SIGINT only stop what runs; once the terminal is restored, signals act as before guia")
  func signals() {
    Journey.part("SIGINT (Ctrl-C or kill), SIGTERM, SIGHUP and SIGQUIT restore the terminal and end by the signal, 128+N") {
      let ways: [(Int32, String)] = [
        (SIGINT, "ctrl-c"), (SIGINT, "kill"), (SIGTERM, "kill"), (SIGHUP, "kill"), (SIGQUIT, "kill"),
      ]
      Journey.each(ways) { (signal: Int32, how: String) in
        // SIGINT ends guia only with -K, as less; without it, it stops what runs.
        let shell = try Journey.Shell(signal == SIGINT ? ["-K"] : [])
        let pid = try shell.guiaPid()
        try shell.session.wait(forText: "Paso 1")
        if how == "ctrl-c" { shell.session.send("\u{03}") } else { kill(pid, signal) }
        _ = try shell.session.waitForExit()
        #expect(shell.read("status") == "\(128 + signal)", "\(signal) by \(how)")
        #expect(shell.read("before") == shell.read("after"), "\(signal) by \(how): stty -g before and after")
        Reliability.add("signals", 1)
      }
    }
    Journey.part("every signal that ends guia leaves the terminal as it found it: modes, screen, cursor") {
      Journey.each(Self.endingSignals) { signal in
        // No core files from the faults' default action, and no Swift backtracer after guia's
        // handler (sent by kill(2), a fault leaves swift-backtrace waiting on the pty for good).
        let shell = try Journey.Shell(
          script: Self.crashSetup + #"stty -g > "$D/before"; "$@"; echo $? > "$D/status"; stty -g > "$D/after""#)
        let pid = try shell.guiaPid()
        try shell.session.wait(forText: "Paso 1")
        kill(pid, signal)
        _ = try shell.session.waitForExit()
        #expect(shell.read("status") == "\(128 + signal)", "signal \(signal): ended by the signal itself")
        #expect(shell.read("before") != nil, "signal \(signal)")
        #expect(shell.read("before") == shell.read("after"), "signal \(signal): stty -g before and after")
        #expect(!shell.session.lines.contains { $0.contains("Paso 1") }, "signal \(signal): the alternate screen is left")
        let output = String(decoding: shell.session.output, as: UTF8.self)
        let left = output.range(of: "\u{1B}[?1049l", options: .backwards)
        let entered = output.range(of: "\u{1B}[?1049h", options: .backwards)
        #expect(left != nil && entered.map { $0.lowerBound < left!.lowerBound } ?? true, "signal \(signal)")
        #expect(output.hasSuffix("\u{1B}[?12l\u{1B}[?25h\u{1B}[?1049l\u{1B}[23;0;0t") || output.contains("\u{1B}[?25h"),
                "signal \(signal): the cursor is shown again")
        Reliability.add("signals", 1)
      }
    }
    Journey.part("a signal ignored when guia started (trap '' PIPE, as nohup or Python leave it) stays ignored") {
      let shell = try Journey.Shell(script: #"trap '' PIPE; "$@"; echo $? > "$D/status""#)
      let pid = try shell.guiaPid()
      try shell.session.wait(forText: "Paso 1")
      kill(pid, SIGPIPE)
      try shell.session.press("G")
      try shell.session.wait(for: "guia still answers") { $0.footer == "Fin de la guía" }
      shell.session.send("q")
      try shell.session.wait(for: "the status") { _ in shell.read("status") != nil }
      #expect(shell.read("status") == "0")
      Reliability.add("signals", 1)
    }
    Journey.part("a real crash with the terminal open (stack overflow, Swift trap) restores it first") {
      Journey.each([("s", SIGSEGV), ("t", SIGILL)]) { (key: String, signal: Int32) in
        let probe = URL(fileURLWithPath: PtySession.binary).deletingLastPathComponent()
          .appendingPathComponent("GuiaCrashProbe").path
        let folder = try Journey.temporaryFolder()
        let script = Self.crashSetup + #"stty -g > "$D/before"; "$0"; echo $? > "$D/status"; stty -g > "$D/after""#
        let session = try PtySession(
          ["-c", "set -m; trap '' INT; " + script, probe], environment: ["D": folder.path],
          executable: "/bin/sh")
        try session.wait(forText: "sonda")
        session.send(key)
        _ = try session.waitForExit()
        let read = { (name: String) in
          (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(read("status") == "\(128 + signal)", "\(key)")
        #expect(read("before") != nil && read("before") == read("after"), "\(key): stty -g before and after")
        #expect(!session.lines.contains { $0.contains("sonda") }, "\(key): the alternate screen is left")
        Reliability.add("signals", 1)
      }
    }
    Journey.part("a hang-up ends guia instead of leaving it spinning: a closed terminal (SIGHUP), and with no SIGHUP (no controlling terminal, the pty's master closed)") {
      let session = try PtySession()
      try session.waitForNextFrame(after: 0)
      session.hangUp()
      let status = try session.waitForExit()
      #expect(status.terminatingSignal == SIGHUP || status.exited(with: 0))
      Reliability.add("signals", 1)
      let detached = try PtySession(controllingTerminal: false)
      try detached.waitForNextFrame(after: 0)
      detached.hangUp()
      let detachedStatus = detached.exitStatus(within: 10)
      #expect(detachedStatus != nil, "guia still runs (it spun on POLLHUP before)")
      #expect(detachedStatus?.terminatingSignal == SIGHUP)
      Reliability.add("signals", 1)
    }
    Journey.part("once the terminal is restored, signals act as before guia: Ctrl-C ends a report write that waits") {
      let folder = try Journey.temporaryFolder()
      let fifo = folder.appendingPathComponent("informe").path
      try #require(mkfifo(fifo, 0o600) == 0)
      // A reader that never reads, and a FIFO already full: the report's write at exit waits
      // for room (for a while, never for ever), after the terminal is restored.
      let reader = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
      defer { close(reader) }
      let filler = open(fifo, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
      defer { close(filler) }
      let block = [UInt8](repeating: 0x20, count: 4096)
      while block.withUnsafeBytes({ write(filler, $0.baseAddress, $0.count) }) > 0 {}
      let session = try PtySession(["--report", fifo])
      try session.waitForNextFrame(after: 0)
      // The signal pipe's two ends are closed at the very end of restoring the terminal (other
      // pipes may have been inherited from the test runner).
      let pipes = TerminalHygieneTests.pipeDescriptors(of: session.pid)
      session.send("q")
      try session.wait(for: "the terminal restored") {
        TerminalHygieneTests.pipeDescriptors(of: $0.pid) == pipes - 2
      }
      kill(session.pid, SIGINT)
      do {
        #expect(try session.waitForExit(timeout: 5).terminatingSignal == SIGINT)
      } catch {
        // Still waiting: let the write finish.
        let late = open(fifo, O_RDONLY | O_NONBLOCK)
        Issue.record("SIGINT did not end guia after the terminal was restored")
        _ = try? session.waitForExit()
        close(late)
      }
    }
    Journey.part("without -K, Ctrl-C and SIGINT with nothing running do nothing, as in less; Ctrl-C closes the search prompt and stops following; q then quits") {
      let shell = try Journey.Shell()
      let pid = try shell.guiaPid()
      try shell.session.wait(forText: "Paso 1")
      // A key after each: its frame shows guia still reading.
      shell.session.send("\u{03}")
      try shell.session.press("j")
      kill(pid, SIGINT)
      try shell.session.press("j")
      #expect(shell.session.lines.contains { $0.contains("Paso") })
      #expect(shell.read("status") == nil, "guia ended")
      try shell.session.press("g")
      try shell.session.type("/pie")
      #expect(shell.session.footer == "/pie")
      try shell.session.press(Journey.Keys.control("c"))
      #expect(shell.session.footer == "Quedan pasos por ver", "the prompt is closed")
      try shell.session.press("F")
      #expect(shell.session.lines[0].contains("Siguiendo"))
      try shell.session.press(Journey.Keys.control("c"))
      #expect(!shell.session.lines[0].contains("Siguiendo"), "following stopped")
      shell.session.send("q")
      _ = try shell.session.waitForExit()
      #expect(shell.read("status") == "0")
      #expect(shell.read("before") == shell.read("after"))
    }
  }

  /// Struck-out text, drawn as each terminfo allows.
  static let struckOut = "# Notas\n\nPor favor, ~~annoy~~ avisa antes.\n"

  @Test("terminal types: TERM unknown, unset or dumb, a warning, the whole text written sanitised, status 0, no hang; what each terminfo allows (~~annoy~~ struck out where there is smxx, its markers under TERM=screen; vt100 and vt102's padding never shown, rows right; vt100 never asked for bracketed paste); terminals without a scrolling region (ansi, vt52, sun, cons25) never get one, their rows rewritten")
  func terminalTypes() throws {
    Journey.part("unusable types") {
      Journey.part("TERM unknown or unset: a warning, the whole text written sanitised, status 0") {
        Journey.each(["no-such-terminal", ""]) { term in
          let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guia-term-\(UUID().uuidString)")
          try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
          defer { try? FileManager.default.removeItem(at: folder) }
          let file = folder.appendingPathComponent("pasos.txt")
          // 60 lines: more than the screen, and an escape that must not reach the terminal raw.
          let text = (1...60).map { "Paso \($0)" }.joined(separator: "\n") + "\n\u{1B}]0;título\u{07}fin\n"
          try Data(text.utf8).write(to: file)
          let session = try PtySession([file.path], rows: 24, columns: 80, environment: ["TERM": term])
          let status = try session.waitForExit()
          #expect(status == 0, "TERM=\(term): exit status \(status)")
          let output = String(decoding: session.output, as: UTF8.self)
          #expect(output.contains("Paso 1\r\n") || output.contains("Paso 1\n"), "TERM=\(term): \(output.prefix(200))")
          #expect(output.contains("Paso 60"), "TERM=\(term)")
          #expect(output.contains("fin"), "TERM=\(term)")
          #expect(!output.contains("\u{1B}"), "TERM=\(term): an escape sequence reached the terminal")
          #expect(output.contains("sin paginar"), "TERM=\(term): no warning: \(output.suffix(300))")
        }
      }
      Journey.part("TERM=dumb cannot move the cursor: a clear message, the guide written whole, status 0, no hang") {
        let session = try PtySession(environment: ["TERM": "dumb"])
        #expect(try session.waitForExit().exited(with: 0))
        let output = String(decoding: session.output, as: UTF8.self)
        #expect(output.contains("no puede mover el cursor") && output.contains("sin paginar"))
        #expect(output.contains("Paso 1") && !output.contains("\u{1B}"), "the guide, with no escape sequence")
      }
    }
    Journey.part("terminfo") {
      Journey.part("a terminal whose terminfo lacks BE (vt100) is never asked") {
        let session = try PtySession(environment: ["TERM": "vt100"])
        try session.wait(forText: "Paso 1")
        session.send("q")
        #expect(try session.waitForExit() == 0)
        #expect(!String(decoding: session.output, as: UTF8.self).contains("2004"))
      }
      Journey.part("~~annoy~~ is struck out (SGR 9) where terminfo has smxx, with no markers") {
        let file = try Journey.file("tachado.md", Array(Self.struckOut.utf8))
        let session = try PtySession([file.path])
        let lines = try session.waitForNextFrame(after: 0)
        let row = try #require(lines.firstIndex { $0.hasPrefix("  Por favor,") })
        #expect(lines[row] == "  Por favor, annoy avisa antes.")
        let word = 13..<18
        #expect(word.allSatisfy { session.screen.cell(row: row, column: $0).strikethrough })
        #expect(!session.screen.cell(row: row, column: 12).strikethrough)
        #expect(!session.screen.cell(row: row, column: 18).strikethrough)
      }
      Journey.part("a terminal without smxx (TERM=screen) shows the markers: ~~annoy~~") {
        let file = try Journey.file("tachado.md", Array(Self.struckOut.utf8))
        let session = try PtySession([file.path], environment: ["TERM": "screen"])
        let lines = try session.waitForNextFrame(after: 0)
        #expect(lines.contains("  Por favor, ~~annoy~~ avisa antes."))
      }
      Journey.part("TERM=vt100 and vt102, whose cup, el and ri carry padding ($<5>): never shown as text, rows right after j, k and a page") {
        let text = (1...100).map { "línea \($0)" }.joined(separator: "\n") + "\n"
        let file = try Journey.file("relleno.txt", Array(text.utf8))
        for terminal in ["vt100", "vt102"] {
          let session = try PtySession([file.path], environment: ["TERM": terminal])
          var lines = try session.waitForNextFrame(after: 0)
          #expect(!session.rawLines.joined().contains("$<"), "\(terminal): \(session.rawLines)")
          #expect(lines[1] == "línea 1" && lines[21] == "línea 21")
          lines = try session.press("j")
          #expect(lines[1] == "línea 2" && lines[21] == "línea 22", "\(terminal): \(lines)")
          lines = try session.press(" ")
          #expect(lines[1] == "línea 23" && lines[21] == "línea 43", "\(terminal): \(lines)")
          lines = try session.press("k")
          #expect(lines[1] == "línea 22" && lines[21] == "línea 42", "\(terminal): \(lines)")
          #expect(!session.rawLines.joined().contains("$<"))
          session.send("q")
          #expect(try session.waitForExit() == 0)
        }
      }
    }
    Journey.part("no scrolling region") {
      Journey.each(["ansi", "vt52", "sun", "cons25"]) { term in
        let file = try LargeFileTests.numberedFile(200)
        let session = try PtySession(["--no-indicator", file.path], environment: ["TERM": term])
        try session.waitForNextFrame(after: 0)
        for _ in 0..<3 { try session.press("j") }
        try session.press(" ")
        let output = String(decoding: session.output, as: UTF8.self)
        #expect(output.range(of: "\u{1B}\\[[0-9]+;[0-9]+r", options: .regularExpression) == nil,
                "a scrolling region was sent to \(term)")
        if term == "ansi" || term == "cons25" {
          // ANSI cursor addressing: the emulator shows what the reader would see.
          #expect(session.lines[1].hasPrefix(String(format: "%07d", 25)), "\(term)")
          #expect(session.lines[21].hasPrefix(String(format: "%07d", 45)), "\(term)")
        }
        session.send("q")
        #expect(try session.waitForExit().exited(with: 0), "\(term)")
        Reliability.add("terminals", 1)
      }
    }
  }
}

