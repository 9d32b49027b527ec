import Foundation
import Testing

/// A GuiaUI `App` run by its own `main()` in a pty (GuiaUIAppProbe): the terminal is opened
/// and restored as guia's is, its tasks run on the main queue the loop drains, keys reach a
/// focused text field, then a key handler, and the program ends by its `terminate` action or
/// by a signal. The dispatch main queue and the console through the terminal's poll
/// (GuiaMainQueueProbe: a synchronous main, as guia's; `swift test` owns its own main queue).
@Suite struct AppJourneyTests {
  /// The main queue's probe, built beside guia.
  static var mainQueueProbe: String {
    URL(fileURLWithPath: PtySession.binary).deletingLastPathComponent()
      .appendingPathComponent("GuiaMainQueueProbe").path
  }

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

  @Test("an App's main() runs its window (a task, typing, a hostile paste shown sanitised, terminate exits 0); Ctrl-C ends it by its signal, once the terminal is restored; main-queue work and prints run through the terminal's poll (GuiaMainQueueProbe)")
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
    Journey.part("main-queue blocks, main-actor tasks and a sleep's resumption run from the terminal's poll, without spinning; what the process prints is the console's last line, sanitised, never the terminal's, and stdout's again after the end") {
      Journey.part("main-queue blocks, main-actor tasks and a sleep's resumption run from the terminal's poll, without spinning") {
        let session = try PtySession([], executable: Self.mainQueueProbe)
        let lines = try session.wait(forText: "cola: bloque tarea sueño global")
        // One drain a wake: a loop that left the eventfd unread would count thousands.
        let drains = lines.first { $0.hasPrefix("vaciados: ") }.flatMap { Int($0.dropFirst(10).split(separator: " ")[0]) }
        #expect(drains.map { (3...6).contains($0) } == true, "drains: \(String(describing: drains))")
        session.send("q")
        #expect(try session.waitForExit() == 0)
        Reliability.add("main-queue", 1)
      }
      Journey.part("what the process prints is the console's last line, sanitised, never the terminal's; after the end it reaches stdout again") {
        let session = try PtySession([], executable: Self.mainQueueProbe)
        try session.wait(forText: "consola: impreso ^[[31m rojo")
        try session.press("p")
        try session.wait(forText: "consola: tecla p")
        session.send("q")
        #expect(try session.waitForExit() == 0)
        let output = String(decoding: session.output, as: UTF8.self)
        #expect(!output.contains("\u{1B}[31m rojo"), "the print's escape reached the terminal")
        #expect(!output.contains("tecla p\r\n"), "a print reached the terminal raw")
        #expect(output.contains("después del final"), "standard output is restored after the end")
        Reliability.add("main-queue", 1)
      }
    }
  }

}
