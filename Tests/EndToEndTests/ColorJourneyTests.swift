import ScreenshotKit
import Foundation
import Testing

/// Coloured output read through guia as a pager: git's log with `core.pager=guia`, and what
/// `NO_COLOR` changes (`ls --color`, `grep --color` and `--show-escapes`:
/// ReaderTests.ColorJourneyTests).
@Suite("Colour journeys")
struct ColorJourneyTests {
  /// Each row's runs of one colour and attribute, as `column-column fg bg attributes`.
  static func styledRuns(_ screen: VirtualScreen) -> [String] {
    (0..<screen.rows).map { row in
      var runs: [String] = []
      var start = 0
      var current: String?
      func describe(_ cell: VirtualScreen.Cell) -> String? {
        var parts: [String] = []
        if let foreground = cell.foreground { parts.append("fg=\(foreground)") }
        if let background = cell.background { parts.append("bg=\(background)") }
        if cell.bold { parts.append("bold") }
        if cell.underline { parts.append("underline") }
        if cell.reverse { parts.append("reverse") }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
      }
      for column in 0...screen.columns {
        let style = column < screen.columns ? describe(screen.cell(row: row, column: column)) : nil
        if style != current {
          if let current { runs.append("\(start)-\(column) \(current)") }
          current = style
          start = column
        }
      }
      return "\(row): " + runs.joined(separator: ", ")
    }
  }

  /// A repository of `commits` commits with fixed names and dates, so its log is the same
  /// each run.
  static func repository(commits: Int = 40) throws -> URL {
    let folder = try Journey.temporaryFolder().appendingPathComponent("repo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    func git(_ arguments: [String], date: Int = 0) throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
      process.arguments = ["-C", folder.path] + arguments
      let stamp = "\(1_700_000_000 + date * 3600) +0100"
      process.environment = [
        "GIT_AUTHOR_NAME": "Ana", "GIT_AUTHOR_EMAIL": "ana@example.com", "GIT_AUTHOR_DATE": stamp,
        "GIT_COMMITTER_NAME": "Ana", "GIT_COMMITTER_EMAIL": "ana@example.com",
        "GIT_COMMITTER_DATE": stamp, "HOME": folder.path, "PATH": "/usr/bin:/bin",
        "GIT_CONFIG_NOSYSTEM": "1",
      ]
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else { throw POSIXError(.EIO) }
    }
    try git(["init", "-q", "-b", "main"])
    for step in 1...commits {
      try git(["commit", "-q", "--allow-empty", "-m", "Paso \(step): atornillar la pieza \(step)"], date: step)
      if step == commits - 2 { try git(["tag", "v1.0"], date: step) }
    }
    return folder
  }

  @Test("colour on a real terminal: git -c core.pager=guia log, hashes yellow and refs coloured, against a golden; NO_COLOR keeps bold and drops colour, never sending one")
  func colors() {
    Journey.part("git -c core.pager=guia log: hashes yellow, refs coloured, the footer as ever, against a golden") {
      let repository = try Self.repository()
      let session = try PtySession(
        ["-C", repository.path, "-c", "color.ui=always", "-c", "core.pager=\(PtySession.binary)",
         "log", "--decorate", "--format=%C(yellow)%h%C(reset)%C(auto)%d %s %C(bold blue)<%an>%C(reset)"],
        environment: ["HOME": repository.path, "GIT_CONFIG_NOSYSTEM": "1", "GUIA": ""],
        executable: "/usr/bin/git")
      // The whole log read: the header stops saying it is still reading.
      let lines = try session.wait(for: "the log read") { session in
        session.lines.contains { $0.contains("Paso 40") } && !(session.lines.first ?? "").contains("leyendo")
      }
      #expect(!lines.joined().contains("^["), "an escape reached the screen as text")
      let row = try #require(lines.firstIndex { $0.contains("Paso 40") })
      let hash = session.screen.cell(row: row, column: 0)
      #expect(hash.foreground == .palette(3), "the hash is not yellow: \(hash)")
      let name = try #require(lines[row].range(of: "<Ana>"))
      let nameColumn = lines[row].distance(from: lines[row].startIndex, to: name.lowerBound)
      let author = session.screen.cell(row: row, column: nameColumn)
      #expect(author.foreground == .palette(4) && author.bold, "the author is not bold blue: \(author)")
      let subject = session.screen.cell(row: row, column: lines[row].distance(
        from: lines[row].startIndex, to: lines[row].range(of: "Paso 40")!.lowerBound))
      #expect(subject.foreground == nil && !subject.bold)
      #expect(session.footer == "Quedan pasos por ver")
      Snapshots.expectMatchesGolden(
        lines + ["--"] + Self.styledRuns(session.screen), named: "git-log-color-80x24", session: session)
      session.send("G")
      try session.wait(for: "the end of the log") { $0.footer == "Fin de la guía" }
      #expect(session.lines.contains { $0.contains("Paso 1:") })
      session.send("q")
      #expect(try session.waitForExit() == 0)
    }
    Journey.part("NO_COLOR keeps bold and drops colour, and no colour is ever sent (the colours themselves and --show-escapes: ReaderTests.ColorJourneyTests)") {
      let file = try Journey.file("colores.txt", Array("\u{1B}[1;31mrojo\u{1B}[0m y \u{1B}[32mverde\u{1B}[m\n".utf8))
      let plain = try PtySession([file.path], environment: ["NO_COLOR": "1"])
      _ = try plain.wait(forText: "rojo y verde")
      let red = plain.screen.cell(row: 1, column: 0)
      #expect(red.bold && red.foreground == nil, "\(red)")
      #expect(plain.screen.cell(row: 1, column: 7).foreground == nil)
      plain.send("q")
      #expect(try plain.waitForExit() == 0)
      // guia's own screen: no colour is ever sent (guia uses attributes only).
      let guide = try PtySession(environment: ["NO_COLOR": "1"])
      try guide.waitForNextFrame(after: 0)
      try guide.press("G")
      let output = String(decoding: guide.output, as: UTF8.self)
      for colour in ["[3", "[4", "[9", "[10", "38;", "48;"] {
        #expect(!output.contains("\u{1B}" + colour + "1m"), "a colour sequence was sent")
      }
    }
  }

}
