import Foundation
import Testing

/// A GuiaUI `App` run by its own `main()` in a pty (GuiaUIAppProbe): the terminal is opened
/// and restored as guia's is, its tasks run on the main queue the loop drains, keys reach a
/// focused text field, then a key handler, and the program ends by its `terminate` action or
/// by a signal.
@Suite struct AppJourneyTests {
  /// Runs the probe under a shell that saves the terminal's modes before and after it and
  /// its exit status.
  private func probeSession() throws -> (PtySession, (String) -> String?) {
    let probe = URL(fileURLWithPath: PtySession.binary).deletingLastPathComponent()
      .appendingPathComponent("GuiaUIAppProbe").path
    let folder = try Journey.temporaryFolder()
    let script = TerminalLimitsJourneyTests.crashSetup
      + #"stty -g > "$D/before"; "$0"; echo $? > "$D/status"; stty -g > "$D/after""#
    let session = try PtySession(
      // The shell ignores Ctrl-C (a job killed by it would end the shell before `echo $?`);
      // the probe sets its own handler.
      ["-c", "set -m; trap '' INT; " + script, probe], environment: ["D": folder.path],
      executable: "/bin/sh")
    let read = { (name: String) in
      (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))?
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
    return (session, read)
  }

  @Test("an App's main() runs its window (a task, typing, a hostile paste shown sanitised, terminate exits 0); Ctrl-C ends it by its signal, once the terminal is restored")
  func app() {
    Journey.part("an App's main() runs its window: a task, typing, a hostile paste shown sanitised, terminate exits 0") {
      let (session, read) = try probeSession()
      try session.wait(forText: "sonda de App")
      #expect(session.lines[1].hasPrefix("nombre"))
      // The window's task ran: its sleep resumed on the main queue the event loop drains.
      try session.wait(forText: "tarea: lista")
      // `x` is typed into the focused field, not taken by the key handler.
      session.send("Ana x")
      try session.wait(for: "the name typed") { $0.lines[1].hasPrefix("Ana x") }
      session.send("\u{1B}[200~\u{1B}]2;PWNED\u{7}\u{1B}[201~\r")
      try session.wait(for: "the submitted name") {
        $0.lines[2].hasPrefix("enviado: Ana x^[]2;PWNED^G")
      }
      session.send("x")
      #expect(try session.waitForExit() == 0)
      #expect(read("status") == "0")
      #expect(read("before") != nil && read("before") == read("after"), "stty -g before and after")
      #expect(!session.lines.contains { $0.contains("sonda de App") }, "the alternate screen is left")
      let problems = EscapeViewsJourneyTests.problems(in: session.output)
      #expect(problems.isEmpty, "\(problems.prefix(5))")
      Reliability.add("hostile-views", 1)
    }
    Journey.part("Ctrl-C ends an App by its signal, once the terminal is restored") {
      let (session, read) = try probeSession()
      try session.wait(forText: "sonda de App")
      session.send("\u{3}")
      _ = try session.waitForExit()
      #expect(read("status") == "\(128 + SIGINT)")
      #expect(read("before") != nil && read("before") == read("after"), "stty -g before and after")
      #expect(!session.lines.contains { $0.contains("sonda de App") }, "the alternate screen is left")
      Reliability.add("signals", 1)
    }
  }

}
