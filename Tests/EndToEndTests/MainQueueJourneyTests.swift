#if canImport(Glibc)
  import Glibc
#endif
import Foundation
import Testing

/// The dispatch main queue and the console, through the terminal's poll, in a real pty
/// (GuiaMainQueueProbe: a synchronous main, as guia's; `swift test` owns its own main queue).
@Suite("Main queue and console journeys")
struct MainQueueJourneyTests {
  static var probe: String {
    URL(fileURLWithPath: PtySession.binary).deletingLastPathComponent()
      .appendingPathComponent("GuiaMainQueueProbe").path
  }

  @Test("main-queue blocks, main-actor tasks and a sleep's resumption run from the terminal's poll, without spinning; what the process prints is the console's last line, sanitised, never the terminal's, and stdout's again after the end")
  func mainQueue() {
    Journey.part("main-queue blocks, main-actor tasks and a sleep's resumption run from the terminal's poll, without spinning") {
      let session = try PtySession([], executable: Self.probe)
      let lines = try session.wait(forText: "cola: bloque tarea sueño global")
      // One drain a wake: a loop that left the eventfd unread would count thousands.
      let drains = lines.first { $0.hasPrefix("vaciados: ") }.flatMap { Int($0.dropFirst(10).split(separator: " ")[0]) }
      #expect(drains.map { (3...6).contains($0) } == true, "drains: \(String(describing: drains))")
      session.send("q")
      #expect(try session.waitForExit() == 0)
      Reliability.add("main-queue", 1)
    }
    Journey.part("what the process prints is the console's last line, sanitised, never the terminal's; after the end it reaches stdout again") {
      let session = try PtySession([], executable: Self.probe)
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
