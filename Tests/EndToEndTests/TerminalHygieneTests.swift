import Foundation
import Testing

/// The terminal is restored on every way out, and documents never drive it.
@Suite struct TerminalHygieneTests {
  @Test("the terminal restored: q exits 0 with the modes restored, the screen given back as it was (as with less), the cursor shown and never moved after rmcup; Ctrl-Z suspends with the terminal restored and fg redraws the guide, under LESSSECURE=1 it does not suspend")
  func restores() throws {
    Journey.part("q") {
      Journey.part("q exits 0 with the terminal's modes restored, the screen given back, the cursor shown and never moved after rmcup") {
        Journey.part("q exits 0 with the terminal's modes restored and the screen given back") {
          let shell = try Journey.Shell()
          try shell.session.wait(forText: "Paso 1")
          shell.session.send("q")
          #expect(try shell.session.waitForExit().exited(with: 0))
          #expect(shell.read("status") == "0")
          #expect(shell.read("before") != nil)
          #expect(shell.read("before") == shell.read("after"), "stty -g before and after")
          #expect(!shell.session.lines.contains { $0.contains("Paso 1") }, "the alternate screen is left")
          let output = String(decoding: shell.session.output, as: UTF8.self)
          #expect(output.contains("\u{1B}[?25h") || output.contains("\u{1B}[?12l\u{1B}[?25h"),
                  "the cursor is shown again")
        }
        Journey.part("nothing moves the cursor after the alternate screen is left") {
          let file = try Journey.file("cien.txt", Array((1...100).map { "\($0)\n" }.joined().utf8))
          let session = try PtySession([file.path])
          try session.waitForNextFrame(after: 0)
          // Frames whose header and footer change are the ones ncurses positions the cursor for.
          try session.press("G")
          try session.press("g")
          session.send("q")
          #expect(try session.waitForExit().exited(with: 0))
          let output = session.output
          let leave = Array("\u{1B}[?1049l".utf8)
          let start = try #require(
            output.indices.reversed().first { output[$0...].starts(with: leave) }, "rmcup written")
          let tail = Array(output[(start + leave.count)...])
          #expect(
            Self.controlSequenceFinals(in: tail).allSatisfy { $0 != UInt8(ascii: "H") && $0 != UInt8(ascii: "f") },
            "after rmcup: \(String(decoding: tail, as: UTF8.self).debugDescription)")
        }
      }
      Journey.part("after q an interactive shell's screen is as before, the prompt on the row after the command, as with less") {
        Journey.each(["guia", "less"]) { viewer in
          let folder = try Journey.temporaryFolder()
          try Data((1...60).map { "nota \($0)\n" }.joined().utf8)
            .write(to: folder.appendingPathComponent("notas.txt"))
          let guiaFolder = URL(fileURLWithPath: PtySession.binary).deletingLastPathComponent().path
          let shell = try PtySession(
            ["--norc", "--noprofile", "-i"],
            environment: [
              "PS1": "$ ", "INPUTRC": "/dev/null", "HISTFILE": "/dev/null",
              "PATH": "\(guiaFolder):/usr/bin:/bin",
            ],
            executable: "/bin/bash")
          try shell.wait(for: "the prompt") { $0.rawLines.first == "$" }
          shell.send("cd \(folder.path)\r")
          // More lines than the screen has: the command line is typed on the last row.
          shell.send("seq 1 40\r")
          try shell.wait(for: "a full screen") { $0.rawLines.suffix(2) == ["40", "$"] }
          shell.send("\(viewer) notas.txt")
          let before = try shell.wait(for: "the command line") { $0.rawLines.last == "$ \(viewer) notas.txt" }
          shell.send("\r")
          try shell.wait(forText: "nota 21")
          shell.send("q")
          let after = try shell.wait(for: "the shell's screen again") {
            !$0.rawLines.contains("nota 21") && $0.rawLines.contains("$")
          }
          // Enter scrolled the command line up one row; the viewer left every row as it was.
          #expect(after == Array(before.dropFirst()) + ["$"], "\(viewer)")
          #expect(shell.screen.cursor == (23, 2), "\(viewer): the cursor waits after the new prompt")
        }
      }
    }
    Journey.part("Ctrl-Z") {
      Journey.part("Ctrl-Z suspends with the terminal restored, and fg redraws the guide") {
        let script = #"""
          stty -g > "$D/before"; "$@"; stty -g > "$D/suspended"; echo "suspendido"; read line; fg; echo $? > "$D/status"
          """#
        let shell = try Journey.Shell(script: script)
        try shell.session.wait(forText: "Paso 1")
        try shell.session.press("G")
        shell.session.send("\u{1A}")
        try shell.session.wait(forText: "suspendido")
        #expect(shell.read("before") == shell.read("suspended"), "modes restored while suspended")
        let frames = shell.session.frames
        shell.session.send("\n")
        let lines = try shell.session.waitForNextFrame(after: frames)
        #expect(lines.contains("  Paso 8"), "redrawn where the reader was")
        #expect(shell.session.footer == "Fin de la guía")
        shell.session.send("q")
        _ = try shell.session.waitForExit()
        #expect(shell.read("status") == "0")
      }
      Journey.part("LESSSECURE=1: Ctrl-Z does not suspend guia (less ignores SIGTSTP); keys still answer") {
        let shell = try Journey.Shell(script: #"LESSSECURE=1 "$@"; echo $? > "$D/status""#)
        try shell.session.wait(forText: "Paso 1")
        shell.session.send("\u{1A}")
        try shell.session.press("G")
        try shell.session.wait(for: "guia answers after Ctrl-Z") { $0.footer == "Fin de la guía" }
        shell.session.send("q")
        try shell.session.wait(for: "the status") { _ in shell.read("status") != nil }
        #expect(shell.read("status") == "0", "a suspended job would have given the shell 148")
        Reliability.add("secure", 1)
      }
    }
  }

  /// How many of process `pid`'s descriptors are pipes.
  static func pipeDescriptors(of pid: pid_t) -> Int {
    let folder = "/proc/\(pid)/fd"
    let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return descriptors.filter {
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\($0)"))?
        .hasPrefix("pipe:") ?? false
    }.count
  }

  /// The final bytes of the control sequences (ESC [ … final) in `bytes`.
  private static func controlSequenceFinals(in bytes: [UInt8]) -> [UInt8] {
    var finals: [UInt8] = []
    var index = 0
    while index + 1 < bytes.count {
      guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") else {
        index += 1
        continue
      }
      index += 2
      while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
      if index < bytes.count { finals.append(bytes[index]) }
      index += 1
    }
    return finals
  }
}
