import Foundation
import Testing

/// A pipe is read as far as the command needs (issue 29's first point): a search, `NG`,
/// `N%`, `+N`, `+/pattern` and `-p` read on until they have their answer or the input ends,
/// as less does, where guia used to answer from the thousand rows it had read ahead.
@Suite struct PipeOnDemandJourneyTests {
  /// `cmd | guia ARGS` under `sh`, guia's keys from the pty.
  private func piped(_ command: String, _ arguments: [String] = []) throws -> PtySession {
    let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
    return try PtySession(
      ["-c", "\(command) | '\(PtySession.binary)' \(quoted)"], executable: "/bin/sh")
  }

  /// The text rows, their indicator column left out, trimmed.
  private func top(_ session: PtySession) -> String {
    session.lines[1].trimmingCharacters(in: .whitespaces)
  }

  @Test("seq | guia reads on as far as the command needs: 30000g, &^3999, +100, '+/^500$', -p 500, 50%")
  func readsOn() {
    Journey.part("seq 1 40000 | guia, 30000g: line 30000 at the top, not the last line read ahead") {
      let session = try piped("seq 1 40000")
      try session.wait(forText: "21")
      session.send("30000g")
      try session.wait(for: "line 30000 at the top", timeout: 60) { $0.lines[1] == "30000" }
      session.send("q")
      #expect(try session.waitForExit() == 0)
    }
    Journey.part("seq 1 40000 | guia, &^3999: the 11 lines of all the input, as less counts them") {
      let session = try piped("seq 1 40000")
      try session.wait(forText: "21")
      session.send("&^3999\r")
      try session.wait(for: "the filter's count", timeout: 60) { $0.footer.contains("11 líneas con «^3999»") }
      #expect(session.lines[1] == "3999" && session.lines[2] == "39990" && session.lines[11] == "39999")
      session.send("q")
      #expect(try session.waitForExit() == 0)
    }
    Journey.part("seq | guia +100, '+/^500$', -p 500: each opens where it says") {
      for arguments in [["+100"], ["+/^500$"], ["-p", "500"]] {
        let session = try piped("seq 1 1000", arguments)
        let expected = arguments == ["+100"] ? "100" : "500"
        try session.wait(for: "\(arguments) opens at \(expected)") { $0.lines[1] == expected }
        #expect(!session.footer.contains("Sin coincidencias"))
        session.send("q")
        #expect(try session.waitForExit() == 0)
      }
    }
    Journey.part("seq 1 200000 | guia, 50%: the line half-way through the bytes, as less's N%") {
      let count = 200_000
      // The line holding the byte at half the input, as less's N% finds it.
      var total = 0
      for number in 1...count { total += String(number).utf8.count + 1 }
      var offset = 0
      var line = 0
      while offset <= total / 2 {
        line += 1
        offset += String(line).utf8.count + 1
      }
      let session = try piped("seq 1 \(count)")
      try session.wait(forText: "21")
      session.send("50%")
      let lines = try session.wait(for: "the middle", timeout: 60) { $0.lines[1] != "1" }
      #expect(Int(lines[1]).map { abs($0 - line) <= 1 } ?? false, "top \(lines[1]), expected about \(line)")
      session.send("q")
      #expect(try session.waitForExit() == 0)
    }
  }

}
