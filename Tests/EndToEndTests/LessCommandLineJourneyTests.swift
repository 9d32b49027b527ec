import Foundation
import Testing

/// less's command line and environment, as a user who sets PAGER=guia brings them: `-F` on a
/// short file (what it prints, `-x`'s tab stops too: GuiaAppTests.OneScreenPrintTests; what
/// `-e`, `-E`, `-x`, `-s`, `-j` do while reading: ReaderTests.LessOptionsJourneyTests), `-X`,
/// `LESS=FRX` (`+G`, `-p`, `+30`: ReaderTests.LessCommandLineJourneyTests; a wrong option in
/// `GUIA`: GuiaAppTests.CommandLineErrorTests).
@Suite("less command line journeys")
struct LessCommandLineJourneyTests {
  @Test("-F and -X exits: -F prints a short file, a pipe and git's short log at once (sanitised, coloured), no screen opened, status 0, a long file shown as ever; -X (and git's LESS=FRX) leaves the text on the shell's screen without guia's chrome, without it the screen is given back")
  func exits() throws {
    Journey.part("-F") {
      Journey.part("-F on a short file: printed at once, sanitised, no screen opened, status 0; LESS=FRX the same") {
        let file = try Journey.file("corto.txt", Array("uno\n\u{1B}[31mdos\u{1B}[0m \u{1B}]0;PWNED\u{7}\ntres\n".utf8))
        for (arguments, environment) in [(["-F", file.path], [:]), ([file.path], ["LESS": "FRX"])] {
          let session = try PtySession(arguments, environment: environment)
          #expect(try session.waitForExit() == 0)
          let lines = session.screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }
          #expect(Array(lines.prefix(3)) == ["uno", "dos ^[]0;PWNED^G", "tres"], "\(lines.prefix(4))")
          #expect(!session.wrote("\u{1B}[?1049h"), "the alternate screen was opened")
          #expect(!session.wrote("\u{1B}]0;"), "a title sequence reached the terminal")
          // The colours are printed too, as styles guia draws.
          #expect(session.screen.cell(row: 1, column: 0).foreground == .palette(1))
          #expect(session.screen.cell(row: 1, column: 4).foreground == nil)
        }
        let uncoloured = try PtySession(["-F", file.path], environment: ["NO_COLOR": "1"])
        #expect(try uncoloured.waitForExit() == 0)
        #expect(uncoloured.screen.lines[1].hasPrefix("dos"))
        #expect(uncoloured.screen.cell(row: 1, column: 0).foreground == nil)
      }
      Journey.part("-F on a pipe: read to its end, printed, exit 0; git's LESS=FRX prints a short coloured log and returns") {
        let piped = try PtySession(
          ["-c", "printf 'uno\\ndos\\n' | '\(PtySession.binary)' -F; echo estado=$?"], executable: "/bin/sh")
        _ = try piped.waitForExit()
        let lines = piped.screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Array(lines.prefix(3)) == ["uno", "dos", "estado=0"], "\(lines.prefix(4))")

        let repository = try ColorJourneyTests.repository(commits: 3)
        let git = try PtySession(
          ["-C", repository.path, "-c", "color.ui=always", "-c", "core.pager=\(PtySession.binary)",
           "log", "--oneline"],
          environment: ["HOME": repository.path, "GIT_CONFIG_NOSYSTEM": "1"], executable: "/usr/bin/git")
        #expect(try git.waitForExit() == 0)
        let log = git.screen.lines.filter { $0.contains("Paso") }
        #expect(log.count == 3, "\(git.screen.lines.prefix(4))")
        let row = try #require(git.screen.lines.firstIndex { $0.contains("Paso 3") })
        #expect(git.screen.cell(row: row, column: 0).foreground == .palette(3), "the hash is not yellow")
        #expect(!git.wrote("\u{1B}[?1049h"), "a screen was opened for a log that fits")
      }
      Journey.part("-F on a long file shows it as ever") {
        let text = (1...100).map { "línea \($0)" }.joined(separator: "\n") + "\n"
        let file = try Journey.file("largo.txt", Array(text.utf8))
        let session = try PtySession(["-F", file.path])
        let lines = try session.waitForNextFrame(after: 0)
        #expect(lines[1].hasPrefix("línea 1"))
        #expect(session.footer == "Quedan pasos por ver")
        session.send("q")
        #expect(try session.waitForExit() == 0)
      }
    }
    Journey.part("-X") {
      Journey.part("-X: guia draws on the shell's screen and leaves the text there, as less: no header, footer or thumb; without it the screen is given back") {
        let text = (1...100).map { "línea \($0)" }.joined(separator: "\n") + "\n"
        let file = try Journey.file("pantalla.txt", Array(text.utf8))
        for (arguments, environment) in [
          (["-X", file.path], [:]), ([file.path], ["LESS": "X"]), (["-X", "--indicator", file.path], [:]),
        ] {
          let session = try PtySession(arguments, environment: environment)
          try session.waitForNextFrame(after: 0)
          try session.press("j")
          session.send("q")
          #expect(try session.waitForExit() == 0)
          let lines = session.screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }
          #expect(Array(lines[0..<21]) == (2...22).map { "línea \($0)" }, "\(arguments): \(lines)")
          #expect(lines[21...].allSatisfy { $0.isEmpty }, "\(arguments): \(lines)")
          #expect(!lines.joined().contains("█"))
          #expect(session.screen.cursor.row == 21, "the shell's prompt goes after the text")
        }
        let restored = try PtySession([file.path])
        try restored.waitForNextFrame(after: 0)
        restored.send("q")
        #expect(try restored.waitForExit() == 0)
        #expect(!restored.screen.lines.joined().contains("línea 2"))
      }
      Journey.part("git log through guia with git's LESS=FRX, then q: the shell keeps the log's rows, not guia's chrome") {
        let repository = try ColorJourneyTests.repository(commits: 40)
        let session = try PtySession(
          ["-C", repository.path, "-c", "core.pager=\(PtySession.binary)", "log"],
          environment: ["LESS": "FRX"], executable: "/usr/bin/git")
        try session.wait(forText: "commit ")
        try session.press(" ")
        session.send("q")
        #expect(try session.waitForExit() == 0)
        let lines = session.screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(!lines.contains("Quedan pasos por ver") && !lines.contains("Fin de la guía"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("──") }, "the separator row stays behind: \(lines)")
        #expect(!lines[0].hasSuffix("%"), "the header stays behind: \(lines[0])")
        #expect(lines.contains { $0.hasPrefix("commit ") || $0.hasPrefix("Author:") || $0.hasPrefix("Date:") })
      }
    }
  }
}
