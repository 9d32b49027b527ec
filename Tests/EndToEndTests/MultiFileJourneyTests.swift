import Foundation
import Testing

/// Several files in the real binary: the wiring of guia's session to the terminal and the
/// report, end to end (what `:n`, `:p`, `:x`, `:e`, `:d`, a search through the files and `R` do,
/// each file's place and footer, the report per file: GuiaAppTests' MultiFileSessionTests).
@Suite("Several files")
struct MultiFileJourneyTests {
  private func files() throws -> [URL] {
    [
      try Journey.file("a.md", Array("# Primero\n\nEl primer archivo, corto.\n".utf8)),
      try Journey.file("b.txt", Array((1...100).map { "línea \($0) de b" }.joined(separator: "\n").utf8)),
      try Journey.file("c.log", Array("tercero\n".utf8)),
    ]
  }

  @Test("guia a.md b.txt c.log --report: :n shows the second file, named with its index, the report has one entry a file; standard output not a terminal: every file printed in order, as cat does")
  func severalFiles() throws {
    Journey.part(":n and the report") {
      let paths = try files().map(\.path)
      let report = try Journey.temporaryFolder().appendingPathComponent("informe.json")
      let session = try PtySession(["--report", report.path] + paths)
      let first = try session.waitForNextFrame(after: 0)
      #expect(first[0].hasPrefix("  Primero (1/3)"), "\(first[0])")
      session.send(":n")
      let second = try session.wait(for: "b.txt") { $0.lines[0].hasPrefix("b.txt (2/3)") }
      Snapshots.expectMatchesGolden(second, named: "files-80x24-second", session: session)
      session.send("q")
      #expect(try session.waitForExit() == 0)
      let written = try String(contentsOf: report, encoding: .utf8)
      let object = try #require(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any])
      let entries = try #require(object["files"] as? [[String: Any]])
      #expect(entries.map { $0["file"] as? String } == paths)
      #expect(entries.map { $0["report"] is [String: Any] } == [true, true, false], "c.log never opened: null")
    }
    Journey.part("printed") {
      let paths = try files().map(\.path)
      let result = try CommandLineTests.runBytes([paths[1], paths[2]])
      #expect(result.status == 0)
      let text = String(decoding: result.stdout, as: UTF8.self)
      #expect(text.hasPrefix("línea 1 de b\n") && text.hasSuffix("línea 100 de btercero\n"))
    }
  }
}

extension MultiFileJourneyTests {
  @Test("the terminal handed over: v gives it to $EDITOR at the top row's line, bracketed paste off while it runs, and reads the file again (Ctrl-L drawing the whole screen again: GuiaAppTests' RepaintSessionTests)")
  func handedOver() throws {
    Journey.part("v") {
      Journey.part("v: the mode is off while the editor runs and on again after it") {
        let folder = try Journey.temporaryFolder()
        let file = folder.appendingPathComponent("doc.txt")
        try Data("texto\n".utf8).write(to: file)
        let seen = folder.appendingPathComponent("seen")
        let editor = try Journey.script("editor.sh", "echo ran > '\(seen.path)'", in: folder)
        let session = try PtySession([file.path], environment: ["VISUAL": editor])
        try session.wait(forText: "texto")
        let before = session.output.count
        session.send("v")
        try session.wait(for: "the editor run and guia back") { _ in FileManager.default.fileExists(atPath: seen.path) }
        try session.wait(for: "the mode on again") {
          String(decoding: $0.output[before...], as: UTF8.self).contains("\u{1B}[?2004h")
        }
        let after = String(decoding: session.output[before...], as: UTF8.self)
        let off = try #require(after.range(of: "\u{1B}[?2004l"))
        #expect(off.lowerBound < after.range(of: "\u{1B}[?2004h")!.lowerBound)
        session.send("q")
        #expect(try session.waitForExit() == 0)
      }
      Journey.part("v hands the terminal to $EDITOR at the top row's line and reads the file again") {
        let folder = try Journey.temporaryFolder()
        let file = try Journey.file("editable.txt", Array((1...100).map { "línea \($0)\n" }.joined().utf8))
        let arguments = folder.appendingPathComponent("editor-args")
        let editor = try Journey.script(
          "editor.sh", "echo \"$@\" > '\(arguments.path)'\necho 'añadida por el editor' >> \"$2\"", in: folder)
        let session = try PtySession([file.path], environment: ["VISUAL": editor])
        try session.waitForNextFrame(after: 0)
        session.send("10j")
        try session.wait(for: "line 11 at the top") { $0.lines[1] == "línea 11" }
        session.send("v")
        // The shell makes the file before echo writes its line: wait for the whole line.
        try session.wait(for: "the editor's arguments written") { _ in
          (try? String(contentsOf: arguments, encoding: .utf8))?.hasSuffix("\n") == true
        }
        #expect(try String(contentsOf: arguments, encoding: .utf8) == "+11 \(file.path)\n")
        try session.wait(for: "the place kept, more to see") {
          $0.lines[1] == "línea 11" && $0.footer == "Quedan pasos por ver"
        }
        session.send("G")
        try session.wait(for: "the editor's line at the end") { $0.lines[21] == "añadida por el editor" }
        session.send("q")
        #expect(try session.waitForExit() == 0)
      }
    }
  }
}

extension MultiFileJourneyTests {
}
